import type { Payload } from 'payload'

import { semearPaginasDeDireitos } from './paginas-direitos'
import { semearReferenciasCadastro } from './referencias-cadastro'

/**
 * The content a site must have even when it starts empty, without the demo (SEED_DEMO=false),
 * written at every start where it is missing: the registration forms' reference lists and the pages
 * the law requires. What staff already keep is left as it is.
 */
export async function semearConteudoObrigatorio(payload: Payload): Promise<void> {
  await semearReferenciasCadastro(payload, { soVazias: true })
  await semearPaginasDeDireitos(payload)
}
