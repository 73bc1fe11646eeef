/**
 * The digital protocol's submission, defined once (spec 3 §3, §4, §5, §7;
 * issue 30): the page's fields in order with their limits and messages (the
 * spec names none for these fields: they are the whistleblower form's, the
 * sibling form with the same fields: docs/spec-notes.md), how the
 * customer-service team sees a protocol, and the data-protection lines. The
 * catalogue, the schema (features/protocolo/schema.ts), the collection
 * (collections/Protocolos) and the access row derive from it.
 */
import { REGRAS_PROTOCOLO } from '../formulario/arquivos'
import { CAPTCHA, EMAIL, NOME, TELEFONE } from '../submissao/campos-comuns'
import { fluxo } from '../submissao/caso'
import { definirSubmissao } from '../submissao/definicao'
import { AREAS_DESTINATARIAS } from './areas'

/** The upload call of the protocol's files (spec 3 §7). */
const URL_SUBIR_ARQUIVO = '/fas/protocoloDigital/subirArquivo'
/** The longest protocol number as typed (spaces, dashes). */
export const MAXIMO_NUMERO_DIGITADO = 40

const semAnexar = (v: Record<string, unknown>) => v.anexarExistente !== true

export const PROTOCOLO_DIGITAL = definirSubmissao({
  slug: 'protocolos',
  interfaceName: 'ProtocoloDigital',
  rotulos: { singular: 'Protocolo digital', plural: 'Protocolos digitais' },
  // Personal data and documents: the customer-service team routes them to the chosen area.
  equipe: 'ouvidoria',
  // Never back to new; 'novos-documentos' is also set by the server when the citizen sends more.
  ...fluxo({
    novo: ['Novo', ['em-analise', 'concluido']],
    'novos-documentos': ['Novos documentos', ['em-analise', 'concluido']],
    'em-analise': ['Em análise', ['concluido']],
    concluido: ['Concluído', ['em-analise'], 'encerrada'],
  }),
  protocolo: { prefixo: null },
  campos: [
    { nome: 'anexarExistente', rotulo: 'Anexar a um protocolo já existente', widget: 'caixa', inteiro: true, soNaPagina: true },
    {
      nome: 'protocolo',
      rotulo: 'Número do protocolo',
      dica: 'O número que você recebeu ao enviar o primeiro documento, como 7K2M-Q9XD-4HFT-B8WN.',
      widget: 'texto',
      autoComplete: 'off',
      maxLength: MAXIMO_NUMERO_DIGITADO,
      obrigatorio: true,
      inteiro: true,
      oculto: semAnexar,
      limparQuando: semAnexar,
      soNaPagina: true,
    },
    { ...NOME, excede: true, faltando: 'Campo nome é obrigatório', invalido: 'Nome deve ter pelo menos 3 caracteres', inteiro: true },
    { nome: 'cpfcnpj', rotulo: 'CPF/CNPJ', widget: 'mascarado', mascara: 'cpfCnpj', maximo: 18, regra: 'cpfCnpj', obrigatorio: true, dadoPessoal: 'CPF ou CNPJ' },
    { ...TELEFONE, maximo: 16, faltando: 'Campo telefone é obrigatório' },
    { ...EMAIL, faltando: 'Campo e-mail é obrigatório', busca: true },
    {
      nome: 'areaDestinataria',
      rotulo: 'Área destinatária',
      dica: 'Opcional.',
      widget: 'selecao',
      opcoes: AREAS_DESTINATARIAS.map((a) => ({ valor: a.valor, rotulo: a.rotulo })),
      invalido: 'Área destinatária inválida',
      coluna: true,
    },
    {
      nome: 'descricao',
      rotulo: 'Descrição',
      dica: 'Diga o que está enviando e para quê.',
      widget: 'area',
      maxLength: 5000,
      excede: true,
      obrigatorio: true,
      faltando: 'Campo descrição é obrigatório',
      inteiro: true,
      dadoPessoal: 'a descrição',
    },
    {
      nome: 'arquivos',
      rotulo: 'Documentos',
      dica: 'PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG; até 5MB cada e 10MB no total.',
      widget: 'anexos',
      anexos: { regras: REGRAS_PROTOCOLO, url: URL_SUBIR_ARQUIVO },
      obrigatorio: true,
      inteiro: true,
      dadoPessoal: 'os documentos que você enviar',
    },
    CAPTCHA,
  ],
  vistaDaEquipe: [['nome', 'cpfcnpj'], ['email', 'telefone'], 'areaDestinataria', 'descricao'],
  lgpd: {
    finalidade: 'para receber e encaminhar seus documentos à área responsável e responder a você (LGPD, art. 7º, II, III e V).',
    prazo: 'por até 5 anos após o atendimento, como registro do protocolo,',
  },
})
