import type { Payload } from 'payload'

import { gravarPorCampo } from '@/server/payload/gravar'

import { PAGINAS_DIREITOS_SEED, type PaginaDireitosSeed } from './dados/paginas-direitos'
import { criarConversorHtml } from './html-para-editor'

/**
 * The accessibility statement, the privacy policy and the access-to-information hub are what the law
 * requires of the site (LBI art. 63, LGPD art. 9 and 18, LAI art. 8), not demo content: every start
 * writes those the database does not have, with or without SEED_DEMO. Pages staff already wrote are
 * left as they are. `todas` rewrites the three (`npm run seed`).
 */
export async function semearPaginasDeDireitos(payload: Payload, { todas = false } = {}): Promise<void> {
  let paginas: readonly PaginaDireitosSeed[] = PAGINAS_DIREITOS_SEED
  if (!todas) {
    const rotas = PAGINAS_DIREITOS_SEED.map((p) => p.rota)
    const { docs } = await payload.find({ collection: 'paginas-institucionais', where: { rota: { in: rotas } }, limit: rotas.length, depth: 0, overrideAccess: true })
    const existentes = new Set(docs.map((d) => d.rota))
    paginas = PAGINAS_DIREITOS_SEED.filter((p) => !existentes.has(p.rota))
  }
  // The HTML converter (JSDOM) loads only when a page is missing: on most starts, none is.
  if (!paginas.length) return
  const paraEditor = await criarConversorHtml(payload)
  for (const p of paginas) {
    await gravarPorCampo(payload, 'paginas-institucionais', 'rota', p.rota, { ...p, secoes: p.secoes.map((s) => ({ titulo: s.titulo, conteudo: paraEditor(s.html) })) })
  }
}
