import type { Endpoint, PayloadHandler } from 'payload'

import { registrarAcao } from '@/collections/Auditoria/registrar'
import { avisarEquipe } from '@/server/servicos/denuncias/avisos-equipe'
import { abrirChavePrivada, type ChavePrivadaSelada } from '@/server/servicos/denuncias/chaves'
import { membrosAtivos } from '@/server/servicos/denuncias/equipe'

import { pedidoDaEquipe, recusa, SEM_CACHE } from './pedido'

/**
 * POST /api/membros-integridade/:id/aprovar `{ frase }`: a member of the team,
 * proving it with their own passphrase, lets new reports be sealed for a
 * newcomer's key (decision 0017). Not the administrator (who holds no key and
 * manages the roles), not the newcomer. Recorded in the audit log and e-mailed
 * to the team.
 */
const handler: PayloadHandler = async (req) => {
  const pedido = await pedidoDaEquipe(req, 'Apenas a equipe de integridade aprova chaves.')
  if (pedido instanceof Response) return pedido
  const { user, frase } = pedido
  const param = req.routeParams?.id
  const id = typeof param === 'string' || typeof param === 'number' ? String(param) : ''
  const alvo = await req.payload.findByID({ collection: 'membros-integridade', id, depth: 1, overrideAccess: true, disableErrors: true, req })
  if (!alvo) return recusa(404, 'Chave não encontrada.')
  const dono = typeof alvo.usuario === 'object' ? alvo.usuario : null
  if ((dono ? dono.id : alvo.usuario) === user.id) return recusa(403, 'Ninguém aprova a própria chave: peça a outro membro da equipe.')
  const aprovador = (await membrosAtivos(req.payload, req)).find((m) => String(m.usuario.id) === String(user.id))
  if (!aprovador) return recusa(403, 'Só um membro com chave aprovada aprova a de outro.')
  const { docs } = await req.payload.find({ collection: 'membros-integridade', where: { id: { equals: aprovador.id } }, limit: 1, depth: 0, overrideAccess: true, req })
  try {
    await abrirChavePrivada(docs[0]!.chavePrivada as unknown as ChavePrivadaSelada, aprovador.chavePublica, frase)
  } catch {
    return recusa(403, 'Frase secreta incorreta.')
  }
  if (!alvo.pendente) return recusa(409, 'Esta chave já está aprovada.')
  await req.payload.update({ collection: 'membros-integridade', id: alvo.id, data: { pendente: false }, overrideAccess: true, req })
  await registrarAcao(req, 'aprovou', 'membros-integridade', alvo.id)
  if (dono) await avisarEquipe(req.payload, req, 'chave-aprovada', dono, user)
  return Response.json({ id: alvo.id, pendente: false }, { headers: SEM_CACHE })
}

export const aprovarEndpoint: Endpoint = { path: '/:id/aprovar', method: 'post', handler }
