/**
 * Field access for what only the server writes: the Local API with overrideAccess, or the database
 * adapter, skip field access; every call through the REST API or the back-office, the
 * administrator's included, is refused.
 */
export const nuncaPelaApi = () => false

/** Set by the server alone; the API and the back-office may read it. */
export const ESCRITO_PELO_SERVIDOR = { create: nuncaPelaApi, update: nuncaPelaApi }

/** Neither read nor written through the API: secrets and sealed content. */
export const SO_NO_SERVIDOR = { read: nuncaPelaApi, create: nuncaPelaApi, update: nuncaPelaApi }
