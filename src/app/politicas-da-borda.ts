import { ENDERECO_CARTA_SERVICOS } from '@/domain/carta-servicos'
import { ENDERECO_ACOMPANHAR } from '@/domain/submissao/acompanhamento'
import type { PoliticasDaBorda } from '@/server/borda/http/servidor'

/**
 * The rules the site's HTTP server applies to a few of these routes (src/server/borda/http/servidor.ts), kept
 * beside the routes: handed to the server by scripts/servir.ts and scripts/start.ts.
 */
export const POLITICAS_DA_BORDA: PoliticasDaBorda = {
  // The access counter's page shows every visit as it happens; the ombudsman's account counts cases as they
  // arrive and are answered (no content version covers them); the follow-up page, a submission's status as
  // it is now; the survey's page, whether its one-time link was used. The charter publishes the survey's
  // results, which change with every rating (no publish): not kept, rather than a content-version bump per
  // rating, which would empty every kept page of the site.
  semCache: ['/contador-acessos', '/relatorio-da-ouvidoria', ENDERECO_ACOMPANHAR, '/atendimento-ao-cliente/avaliar', ENDERECO_CARTA_SERVICOS],
  // A new search runs a query: limited per client (`busca` in server/adaptadores/limites/regras.ts); a kept answer is free.
  // A number looked up is a key tried: 30 a minute per client, like the other lookups.
  limitadas: [
    { caminho: '/busca', parametro: 'q', regra: 'busca' },
    { caminho: ENDERECO_ACOMPANHAR, parametro: 'numero', regra: 'consulta' },
  ],
}
