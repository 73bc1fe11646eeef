import { APIError, type Endpoint, type PayloadHandler } from 'payload'

import { aguardaSegundoFator, MENSAGEM_SEGUNDO_FATOR } from '@/access/segundo-fator'

/**
 * GET /api/access (Payload's map of what the session may do) for a session that still owes its
 * second factor: 403 with the code's message, like every other call (decision 0015). Payload's
 * handler would run every access function, meet the matrix's 403 and answer it as a 500. Any
 * other session gets Payload's answer. A root endpoint of ours comes before Payload's own.
 */
const handler: PayloadHandler = async (req) => {
  const espera = aguardaSegundoFator(req.user)
  if (espera) throw new APIError(MENSAGEM_SEGUNDO_FATOR[espera], 403, null, true)
  const padrao = req.payload.config.endpoints.find((e) => e.path === '/access' && e.method === 'get' && e.handler !== handler)
  if (!padrao) throw new Error('endpoint /access do Payload não encontrado')
  return padrao.handler(req)
}

export const mapaDePermissoes: Endpoint = { path: '/access', method: 'get', handler }
