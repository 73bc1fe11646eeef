import { CAPTCHA_AUSENTE_ATENDIMENTO } from '@/domain/formulario/erros'

/**
 * The digital protocol's messages that belong to no stored field (spec 3 §5, §8); the fields' own
 * are in its definition (domain/protocolo/submissao.ts). No zod here, so the page's first load has none.
 */
export const MENSAGENS_PROTOCOLO = {
  /** Spec 3 §5, verbatim (the asterisk included). */
  semDocumento: '* Ao menos um documento deve ser carregado',
  protocoloObrigatorio: 'Por favor, informe o número do protocolo',
  /** Spec 3 §8. */
  protocoloInexistente: 'O número do protocolo informado não existe.',
  /** Spec 3 §8 (the other forms' wording). */
  captcha: CAPTCHA_AUSENTE_ATENDIMENTO,
} as const
