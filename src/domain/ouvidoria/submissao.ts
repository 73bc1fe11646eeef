/**
 * The ombudsman's submission, defined once (spec 3 §3 Ombudsman form, §5, §7;
 * issues 20, 30): the page's fields in order, their limits and rules, how the
 * ombudsman team sees a message, and the data-protection lines. The catalogue,
 * the schema (features/ouvidoria/schema.ts), the collection
 * (collections/ManifestacoesOuvidoria) and the access row derive from it.
 */
import { REGRAS_OUVIDORIA } from '../formulario/arquivos'
import { CAPTCHA, EMAIL, NOME, TELEFONE } from '../submissao/campos-comuns'
import { fluxo } from '../submissao/caso'
import { definirSubmissao } from '../submissao/definicao'
import { NATUREZAS_MANIFESTACAO, NUMERO_OUVIDORIA } from './manifestacao'

/** The upload call of the page's files (one per file, with progress). */
const URL_ANEXO_OUVIDORIA = '/fas/formularioOuvidoria/anexo'

export const MANIFESTACAO_OUVIDORIA = definirSubmissao({
  slug: 'manifestacoes-ouvidoria',
  interfaceName: 'ManifestacaoOuvidoria',
  rotulos: { singular: 'Manifestação da Ouvidoria', plural: 'Manifestações da Ouvidoria' },
  equipe: 'ouvidoria',
  // In the order a message moves. Never back to received; a closed message may be answered again (the e-mail still goes once).
  ...fluxo({
    recebida: ['Recebida', ['em_analise', 'respondida', 'encerrada']],
    em_analise: ['Em análise', ['respondida', 'encerrada']],
    respondida: ['Respondida', ['encerrada'], 'encerrada'],
    encerrada: ['Encerrada', ['em_analise', 'respondida'], 'encerrada'],
  }),
  protocolo: NUMERO_OUVIDORIA,
  campos: [
    NOME,
    {
      nome: 'cpfCnpj',
      rotulo: 'CPF/CNPJ',
      widget: 'mascarado',
      mascara: 'cpfCnpj',
      maxLength: 18,
      regra: 'cpfCnpj',
      obrigatorio: true,
      dadoPessoal: 'CPF ou CNPJ',
    },
    TELEFONE,
    { ...EMAIL, busca: true },
    { nome: 'endereco', rotulo: 'Endereço', widget: 'texto', autoComplete: 'address-line1', maxLength: 100, obrigatorio: true, inteiro: true, dadoPessoal: 'endereço' },
    {
      nome: 'naturezaManifestacao',
      rotulo: 'Natureza da manifestação',
      widget: 'selecao',
      opcoes: NATUREZAS_MANIFESTACAO.map((n) => ({ valor: n, rotulo: n })),
      obrigatorio: true,
      invalido: 'Natureza da manifestação inválida',
      coluna: true,
    },
    { nome: 'assunto', rotulo: 'Assunto', widget: 'texto', maxLength: 100, obrigatorio: true, coluna: true, busca: true },
    {
      nome: 'mensagem',
      rotulo: 'Mensagem',
      widget: 'area',
      maxLength: 10_000,
      obrigatorio: true,
      inteiro: true,
      linhas: 6,
      invalido: 'Mensagem inválida',
      dadoPessoal: 'a sua manifestação',
    },
    {
      nome: 'arquivos',
      rotulo: 'Documentos',
      dica: 'Opcional. PDF, DOC, DOCX ou TXT, até 5MB cada e 5MB no total.',
      widget: 'anexos',
      anexos: { regras: REGRAS_OUVIDORIA, url: URL_ANEXO_OUVIDORIA },
      inteiro: true,
      dadoPessoal: 'os arquivos que você anexar',
    },
    CAPTCHA,
  ],
  vistaDaEquipe: [['naturezaManifestacao', 'assunto'], 'mensagem', ['nome', 'cpfCnpj'], ['email', 'telefone'], 'endereco'],
  lgpd: {
    finalidade: 'para registrar, apurar e responder a sua manifestação (Lei 13.460/2017; LGPD, art. 7º, II e III).',
    prazo: 'por até 5 anos após a última movimentação da manifestação, como registro do atendimento,',
  },
})
