import type { Endpoint, PayloadHandler } from 'payload'

import { hasRole } from '@/access/roles'
import { abrirChavePrivada, type ChavePrivadaSelada } from '@/server/servicos/denuncias/chaves'
import { recifrarParaEquipe } from '@/server/servicos/denuncias/recifrar'

/**
 * POST /api/membros-integridade/recifrar `{ frase }`: a member, with their
 * passphrase, brings every report they can open up to date with the current
 * team: a newcomer gets a wrap, a removed member's wraps go (fresh content
 * keys). Run after adding or removing a member (docs/security/whistleblower.md).
 */
const handler: PayloadHandler = async (req) => {
  const cabecalhos = { 'Cache-Control': 'no-store' }
  const recusa = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: cabecalhos })
  if (!req.user || req.user.collection !== 'users' || !hasRole(req.user, 'integridade')) return recusa(403, 'Apenas a equipe de integridade recifra denúncias.')
  const corpo = (await req.json?.().catch(() => null)) as { frase?: unknown } | null
  const frase = typeof corpo?.frase === 'string' ? corpo.frase : ''
  const { docs } = await req.payload.find({ collection: 'membros-integridade', where: { usuario: { equals: req.user.id } }, limit: 1, depth: 0, overrideAccess: true, req })
  const membro = docs[0]
  if (!membro) return recusa(403, 'Sua conta ainda não tem chave da equipe de integridade.')
  let chave
  try {
    chave = await abrirChavePrivada(membro.chavePrivada as unknown as ChavePrivadaSelada, membro.chavePublica, frase)
  } catch {
    return recusa(403, 'Frase secreta incorreta.')
  }
  const resultado = await recifrarParaEquipe(req.payload, req, membro.id, chave)
  return Response.json(resultado, { headers: cabecalhos })
}

export const recifrarEndpoint: Endpoint = { path: '/recifrar', method: 'post', handler }
