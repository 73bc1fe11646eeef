/**
 * The financing request, defined once (spec 1 §2.6, §3 Financing request, §5;
 * issue 30): the modal's fields in order, their limits and the legacy's messages,
 * how the commercial team sees a request, and the data-protection lines. The
 * catalogue, the schema (features/solicitacao/schema.ts), the collection
 * (collections/SolicitacoesFinanciamento) and the access row derive from it.
 */
import { CAPTCHA, EMAIL, NOME, TELEFONE } from '../submissao/campos-comuns'
import { fluxo } from '../submissao/caso'
import { definirSubmissao } from '../submissao/definicao'

/** What the legacy answers for any text field missing from the body (an API client). */
export const TODOS_OBRIGATORIOS = 'Todos os campos são obrigatórios'

const MOTIVO_CURTO = 'Motivo é obrigatório e deve ter pelo menos 10 caracteres'

export const SOLICITACAO_FINANCIAMENTO = definirSubmissao({
  slug: 'solicitacoes-financiamento',
  interfaceName: 'SolicitacaoFinanciamento',
  rotulos: { singular: 'Solicitação de financiamento', plural: 'Solicitações de financiamento' },
  // Personal data: the commercial team reads and follows them up.
  equipe: 'comercial',
  // The citizen's key to follow it up (domain/submissao/numero.ts).
  protocolo: { prefixo: 'SOL' },
  // A request never goes back to new; an answered or archived one may be looked at again.
  ...fluxo({
    nova: ['Nova', ['em-analise', 'respondida', 'arquivada']],
    'em-analise': ['Em análise', ['respondida', 'arquivada']],
    respondida: ['Respondida', ['em-analise', 'arquivada'], 'encerrada'],
    arquivada: ['Arquivada', ['em-analise'], 'encerrada'],
  }),
  // A blank field gets the same message as a wrong one where the legacy said so (spec 1 §5, verbatim).
  campos: [
    { ...NOME, excede: true, inteiro: true, ausente: TODOS_OBRIGATORIOS },
    {
      nome: 'cpfCnpj',
      rotulo: 'CPF/CNPJ',
      widget: 'mascarado',
      mascara: 'cpfCnpj',
      regra: 'cpfCnpj',
      obrigatorio: true,
      faltando: 'CPF/CNPJ inválido',
      ausente: TODOS_OBRIGATORIOS,
      busca: true,
      dadoPessoal: 'CPF ou CNPJ',
    },
    {
      nome: 'municipio',
      rotulo: 'Município',
      widget: 'texto',
      autoComplete: 'address-level2',
      maxLength: 100,
      excede: true,
      minLength: 2,
      obrigatorio: true,
      faltando: 'Município é obrigatório',
      invalido: 'Município é obrigatório',
      ausente: TODOS_OBRIGATORIOS,
      coluna: true,
      dadoPessoal: 'município',
    },
    { ...TELEFONE, excede: true, faltando: 'Telefone inválido', ausente: TODOS_OBRIGATORIOS },
    { ...EMAIL, excede: 'Email não pode exceder 100 caracteres', faltando: 'E-mail inválido', ausente: TODOS_OBRIGATORIOS },
    // Any amount above zero up to a trillion; absent, zero or not a number: 'Valor inválido'.
    { nome: 'valor', rotulo: 'Valor', rotuloDaEquipe: 'Valor (R$)', dica: 'Quanto você precisa, em reais.', widget: 'dinheiro', maximo: 1e12, obrigatorio: true, inteiro: true, coluna: true },
    {
      nome: 'motivo',
      rotulo: 'Motivo',
      dica: 'De 10 a 2000 caracteres: para que é o financiamento.',
      widget: 'area',
      minLength: 10,
      maxLength: 2000,
      excede: true,
      obrigatorio: true,
      faltando: MOTIVO_CURTO,
      invalido: MOTIVO_CURTO,
      ausente: TODOS_OBRIGATORIOS,
      inteiro: true,
      dadoPessoal: 'o motivo do pedido',
    },
    CAPTCHA,
  ],
  vistaDaEquipe: [['nome', 'cpfCnpj'], ['email', 'telefone', 'municipio'], 'valor', 'motivo'],
  lgpd: {
    finalidade: 'para analisar o seu pedido e entrar em contato sobre o financiamento (LGPD, art. 7º, V).',
    prazo: 'por até 5 anos após o atendimento, como registro do pedido,',
  },
})
