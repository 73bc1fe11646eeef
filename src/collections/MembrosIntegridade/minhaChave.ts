import type { Endpoint, PayloadHandler } from 'payload'

import { registrarAcao } from '@/collections/Auditoria/registrar'
import { avisarEquipe } from '@/server/servicos/denuncias/avisos-equipe'
import { novoParDoMembro, problemaDaFrase } from '@/server/servicos/denuncias/chaves'

import { pedidoDaEquipe, recusa, SEM_CACHE } from './pedido'

/**
 * POST /api/membros-integridade/minha-chave `{ frase }`: an integridade member
 * creates their own key pair, the private half sealed by the passphrase they
 * just chose. Done by the member, not the administrator, so no one else ever
 * knows the passphrase; the only way a key row is made (the collection's API
 * refuses everyone). Once any key has been approved, a new one waits for an
 * active member to approve it (./aprovar.ts, decision 0017) and the team is
 * told; only the very first key of an install is in at once. Older reports reach the newcomer
 * once a member re-wraps them (`recifrar`).
 */
const handler: PayloadHandler = async (req) => {
  const pedido = await pedidoDaEquipe(req, 'Apenas a equipe de integridade cria chaves.')
  if (pedido instanceof Response) return pedido
  const { user, frase } = pedido
  const problema = problemaDaFrase(frase)
  if (problema) return recusa(400, problema)
  const existente = await req.payload.count({ collection: 'membros-integridade', where: { usuario: { equals: user.id } }, overrideAccess: true, req })
  if (existente.totalDocs > 0) return recusa(409, 'Sua conta já tem uma chave da equipe de integridade.')
  const par = await novoParDoMembro(frase)
  // Pending once any key was ever approved, even if its owner lost the role since: emptying the team
  // does not let the next key (an administrator's, say) in unapproved (decision 0017).
  const aprovadas = await req.payload.count({ collection: 'membros-integridade', where: { or: [{ pendente: { equals: false } }, { pendente: { exists: false } }] }, overrideAccess: true, req })
  const pendente = aprovadas.totalDocs > 0
  const membro = await req.payload.create({
    collection: 'membros-integridade',
    data: { usuario: user.id, chavePublica: par.chavePublica, chavePrivada: par.chavePrivada as unknown as Record<string, unknown>, pendente },
    overrideAccess: true,
    req,
  })
  await registrarAcao(req, 'criou', 'membros-integridade', membro.id)
  if (pendente) await avisarEquipe(req.payload, req, 'chave-criada', user, null)
  return Response.json({ id: membro.id, chavePublica: membro.chavePublica, pendente }, { status: 201, headers: SEM_CACHE })
}

export const minhaChaveEndpoint: Endpoint = { path: '/minha-chave', method: 'post', handler }
