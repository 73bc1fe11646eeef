import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import { conteudoAlterado } from '../../plataforma/cache/versao-conteudo'
import { aposConfirmar } from '../../plataforma/apos-confirmar'
import { avisarOutrasInstancias } from './instancias'

/**
 * Public content changed: drop the cached pages now and again after the commit
 * (plataforma/apos-confirmar.ts), then tell the other instances.
 */
async function invalidar(req: PayloadRequest): Promise<void> {
  conteudoAlterado()
  await aposConfirmar(req, () => {
    conteudoAlterado()
    void avisarOutrasInstancias(req.payload)
  })
}

/** afterChange/afterDelete of every collection whose content the public site shows. */
export const invalidarPaginasAoMudar: CollectionAfterChangeHook = async ({ req, doc }) => {
  await invalidar(req)
  return doc as unknown
}
export const invalidarPaginasAoExcluir: CollectionAfterDeleteHook = async ({ req }) => {
  await invalidar(req)
}
/** afterChange of every global the public site shows. */
export const invalidarPaginasAoMudarGlobal: GlobalAfterChangeHook = async ({ req, doc }) => {
  await invalidar(req)
  return doc as unknown
}
