import type { Endpoint, PayloadHandler } from 'payload'

import { abrirChavePrivada, type ChavePrivadaSelada } from '@/server/servicos/denuncias/chaves'
import { recifrarParaEquipe } from '@/server/servicos/denuncias/recifrar'

import { pedidoDaEquipe, recusa, SEM_CACHE } from './pedido'

/**
 * POST /api/membros-integridade/recifrar `{ frase }`: a member, with their
 * passphrase, brings every report they can open up to date with the current
 * team: a newcomer gets a wrap, a removed member's wraps go (fresh content
 * keys). Run after adding or removing a member (docs/security/whistleblower.md).
 */
const handler: PayloadHandler = async (req) => {
  const pedido = await pedidoDaEquipe(req, 'Apenas a equipe de integridade recifra denúncias.')
  if (pedido instanceof Response) return pedido
  const { user, frase } = pedido
  const { docs } = await req.payload.find({ collection: 'membros-integridade', where: { usuario: { equals: user.id } }, limit: 1, depth: 0, overrideAccess: true, req })
  const membro = docs[0]
  if (!membro) return recusa(403, 'Sua conta ainda não tem chave da equipe de integridade.')
  let chave
  try {
    chave = await abrirChavePrivada(membro.chavePrivada as unknown as ChavePrivadaSelada, membro.chavePublica, frase)
  } catch {
    return recusa(403, 'Frase secreta incorreta.')
  }
  const resultado = await recifrarParaEquipe(req.payload, req, membro.id, chave)
  return Response.json(resultado, { headers: SEM_CACHE })
}

export const recifrarEndpoint: Endpoint = { path: '/recifrar', method: 'post', handler }
