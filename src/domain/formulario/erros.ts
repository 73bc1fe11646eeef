/**
 * The one field-error type of every form: the browser's summary, the server's
 * 400 answer (`{message, erros}`) and the mapping of that answer back onto the
 * fields all speak it. `campo` is the field's name in the form's schema
 * (dotted for nested values, 'captcha' for the captcha, 'arquivos' for files).
 */
export interface ErroDeCampo {
  campo: string
  mensagem: string
}

/** The spec's generic failure when a call is not OK (spec 1 §8). */
export const ERRO_NA_SOLICITACAO = 'Erro na solicitação'

/** A missing captcha on the customer-service forms (spec 3 §8; the whistleblower's spelling is its own). */
export const CAPTCHA_AUSENTE_ATENDIMENTO = 'Por favor, confirme que você não é um robô'

/** A message as the visitor reads it: the legacy answers put "campo: " before it. */
export function semPrefixoDeCampo(mensagem: string): string {
  return mensagem.replace(/^[\w.-]+: /, '')
}
