/**
 * The contact form's submission, defined once (spec 3 §3 Contact form, §5, §7;
 * issue 30): the page's fields in order, their limits and messages, how the
 * customer-service team sees a message, and the data-protection lines. The
 * catalogue, the schema (features/fale-conosco/schema.ts), the collection
 * (collections/MensagensContato) and the access row derive from it.
 */
import { CAPTCHA, EMAIL, NOME, TELEFONE } from '../submissao/campos-comuns'
import { fluxo } from '../submissao/caso'
import { definirSubmissao } from '../submissao/definicao'

/** Spec 3 §5: a message shorter or longer, or none at all, gets this one message. */
export const MENSAGEM_TAMANHO = 'Mensagem deve ter entre 10 e 2000 caracteres'

export const MENSAGEM_CONTATO = definirSubmissao({
  slug: 'mensagens-contato',
  interfaceName: 'MensagemContato',
  rotulos: { singular: 'Mensagem do Fale Conosco', plural: 'Mensagens do Fale Conosco' },
  // Personal data: the customer-service (ombudsman) team reads and follows them up.
  equipe: 'ouvidoria',
  // The citizen's key to follow it up (domain/submissao/numero.ts).
  protocolo: { prefixo: 'FAL' },
  // A message never goes back to new.
  ...fluxo({
    nova: ['Nova', ['respondida', 'arquivada']],
    respondida: ['Respondida', ['arquivada'], 'encerrada'],
    arquivada: ['Arquivada', ['respondida'], 'encerrada'],
  }),
  campos: [
    { ...NOME, excede: true, inteiro: true },
    { ...EMAIL, excede: true, coluna: true, busca: true },
    TELEFONE,
    { nome: 'empresa', rotulo: 'Empresa', dica: 'Opcional.', widget: 'texto', autoComplete: 'organization', maxLength: 100, excede: true, dadoPessoal: 'empresa' },
    { nome: 'municipio', rotulo: 'Município', widget: 'texto', autoComplete: 'address-level2', maxLength: 100, excede: true, obrigatorio: true, coluna: true, dadoPessoal: 'município' },
    // Letters only, in capitals as kept: 'rs' is RS (spec 3 §5).
    {
      nome: 'uf',
      rotulo: 'UF',
      dica: 'Sigla do estado, duas letras.',
      widget: 'texto',
      autoComplete: 'address-level1',
      maxLength: 2,
      maiusculas: true,
      regra: 'uf',
      invalido: 'UF inválida',
      obrigatorio: true,
      coluna: true,
    },
    {
      nome: 'mensagem',
      rotulo: 'Mensagem',
      dica: 'De 10 a 2000 caracteres.',
      widget: 'area',
      minLength: 10,
      maxLength: 2000,
      obrigatorio: true,
      faltando: MENSAGEM_TAMANHO,
      invalido: MENSAGEM_TAMANHO,
      inteiro: true,
      dadoPessoal: 'a sua mensagem',
    },
    CAPTCHA,
  ],
  vistaDaEquipe: [
    ['nome', 'empresa'],
    ['email', 'telefone'],
    ['municipio', 'uf'],
    'mensagem',
  ],
  lgpd: {
    finalidade: 'para responder ao seu contato (LGPD, art. 7º, V e IX).',
    prazo: 'por até 5 anos após a resposta, como registro do atendimento,',
  },
})
