import type { SanitizedConfig } from 'payload'

import { acessoDaColecao } from './matriz'

/**
 * Payload adds its document-locks collection itself, with its default access (any signed-in
 * session, even one that still owes its second factor, reads who is editing what); the matrix's
 * row replaces it, so a session held back gets 403 like everywhere else (decision 0015).
 */
export function comAcessoAsTravasDeDocumentos(config: SanitizedConfig): SanitizedConfig {
  const travas = config.collections.find((c) => c.slug === 'payload-locked-documents')
  if (travas) Object.assign(travas.access, acessoDaColecao('payload-locked-documents'))
  return config
}
