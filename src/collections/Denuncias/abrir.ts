import type { Endpoint, PayloadHandler } from 'payload'

import { hasRole } from '@/access/roles'
import { abrirDenuncia, ErroAoAbrir } from '@/server/servicos/denuncias/abrir'

/**
 * POST /api/denuncias/:id/abrir `{ frase }`: an integridade member reads a
 * report with their passphrase. The answer is the decrypted report, never
 * cached; every opening is recorded in the audit log (who, when, which).
 */
const handler: PayloadHandler = async (req) => {
  const semCache = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }
  if (!req.user || req.user.collection !== 'users' || !hasRole(req.user, 'integridade')) {
    return Response.json({ errors: [{ message: 'Apenas a equipe de integridade abre denúncias.' }] }, { status: 403, headers: semCache })
  }
  const corpo = (await req.json?.().catch(() => null)) as { frase?: unknown } | null
  const frase = typeof corpo?.frase === 'string' ? corpo.frase : ''
  try {
    const id = req.routeParams?.id
    const denuncia = await abrirDenuncia(req, typeof id === 'string' || typeof id === 'number' ? String(id) : '', frase)
    return Response.json(denuncia, { headers: semCache })
  } catch (e) {
    if (e instanceof ErroAoAbrir) return Response.json({ errors: [{ message: e.message }] }, { status: e.status, headers: semCache })
    throw e
  }
}

export const abrirDenunciaEndpoint: Endpoint = { path: '/:id/abrir', method: 'post', handler }
