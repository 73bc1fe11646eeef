/**
 * How long the customer-service channels and the state funds' registration
 * forms keep what citizens sent (LGPD art. 15 and 16: personal data are erased
 * once their purpose is served). One line per
 * collection: the back-office shows one field per line (Atendimento › Prazos e
 * retenção, group `retencao`, field `campo`), and the scheduled purge
 * (server/payload/jobs/purgar-atendimento.ts) erases, in each collection, the records
 * untouched for longer than that, with their attachments and e-mails.
 *
 * To add a collection (it must have `updatedAt`; files in `anexos` claimed
 * with submissao.colecao = its slug), add one line here and regenerate the
 * types and a migration (the global gains one column).
 */
export interface ColecaoComRetencao {
  /** The collection's slug. */
  colecao: string
  /** The number field of the settings' `retencao` group (a column name: letters only). */
  campo: string
  rotulo: string
  /** Months kept after the last change, until someone sets another value. */
  mesesPadrao: number
  /** What the back-office says under the field, when the value is bound by something else. */
  descricao?: string
}

export const RETENCAO_ATENDIMENTO = [
  { colecao: 'manifestacoes-ouvidoria', campo: 'manifestacoesOuvidoria', rotulo: 'Manifestações da Ouvidoria', mesesPadrao: 60 },
  { colecao: 'mensagens-contato', campo: 'mensagensContato', rotulo: 'Mensagens do Fale Conosco', mesesPadrao: 60 },
  { colecao: 'protocolos', campo: 'protocolosDigitais', rotulo: 'Protocolos digitais', mesesPadrao: 60 },
  {
    colecao: 'cadastros-fundos',
    campo: 'cadastrosFundos',
    rotulo: 'Cadastros dos fundos estaduais (FEAPER)',
    // The form's LGPD notice and the privacy policy promise the contract's duration and 10 years after
    // (anti-money-laundering rules): the site's copy is kept at least that long after its last change.
    mesesPadrao: 120,
    descricao: 'O aviso do formulário e a Política de Privacidade dizem: enquanto durar o contrato e por 10 anos depois. Não reduza sem mudar esse texto.',
  },
] as const satisfies readonly ColecaoComRetencao[]

/** The instant before which a record is past its retention: `meses` calendar months before `agora`. */
export function limiteDeRetencao(agora: Date, meses: number): Date {
  const d = new Date(agora.getTime())
  d.setUTCMonth(d.getUTCMonth() - meses)
  return d
}
