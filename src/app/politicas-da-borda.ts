import type { PoliticasDaBorda } from '@/server/http/servidor'

/**
 * The rules the site's HTTP server applies to a few of these routes (src/server/http/servidor.ts), kept
 * beside the routes: handed to the server by scripts/servir.ts and scripts/start.ts.
 */
export const POLITICAS_DA_BORDA: PoliticasDaBorda = {
  // The access counter's page shows every visit as it happens.
  // The ombudsman's account counts cases as they arrive and are answered (no content version covers them).
  semCache: ['/contador-acessos', '/relatorio-da-ouvidoria'],
  // A new search runs a query: limited per client (`busca` in server/limites/regras.ts); a kept answer is free.
  limitadas: [{ caminho: '/busca', parametro: 'q', regra: 'busca' }],
}
