import type { Payload } from 'payload'

import { gravarPorCampo } from '@/server/payload/gravar'

import {
  ENQUADRAMENTOS_PEP_SEED,
  ESTADOS_CIVIS_SEED,
  PREFIXOS_ENDERECO_SEED,
  REGIMES_CASAMENTO_SEED,
  TIPOS_DOCUMENTO_SEED,
  TIPOS_PARTE_RELACIONADA_SEED,
} from './dados/cadastros'
import { acertarSequencia } from './sequencia'

type ColecaoReferencia = 'estados-civis' | 'regimes-casamento' | 'tipos-documento' | 'enquadramentos-pep' | 'tipos-parte-relacionada' | 'prefixos-endereco'

/**
 * The registration forms' reference lists (src/seed/dados/cadastros.ts). Real values, not demo
 * content: every start writes the lists that have no entry, with or without SEED_DEMO, so a site
 * started empty still has working forms. An entry with the same description (or id, for the lists
 * shown by id) is updated. With `soVazias`, a list that has entries is left as staff keep it;
 * `npm run seed` writes them all.
 */
export async function semearReferenciasCadastro(payload: Payload, { soVazias = false } = {}): Promise<void> {
  const escrever = async (collection: ColecaoReferencia, gravar: () => Promise<void>) => {
    if (soVazias && (await payload.count({ collection, overrideAccess: true })).totalDocs > 0) return
    await gravar()
  }
  await escrever('estados-civis', async () => {
    for (const descricao of ESTADOS_CIVIS_SEED) await gravarPorCampo(payload, 'estados-civis', 'descricao', descricao, { descricao })
  })
  await escrever('regimes-casamento', async () => {
    for (const descricao of REGIMES_CASAMENTO_SEED) await gravarPorCampo(payload, 'regimes-casamento', 'descricao', descricao, { descricao })
  })
  await escrever('tipos-documento', async () => {
    for (const t of TIPOS_DOCUMENTO_SEED) await gravarPorCampo(payload, 'tipos-documento', 'descricao', t.descricao, t)
  })
  await escrever('prefixos-endereco', async () => {
    for (const descricao of PREFIXOS_ENDERECO_SEED) await gravarPorCampo(payload, 'prefixos-endereco', 'descricao', descricao, { descricao })
  })
  // Shown by id: written with the ids of the rule's order.
  await escrever('enquadramentos-pep', async () => {
    for (const e of ENQUADRAMENTOS_PEP_SEED) await gravarPorCampo(payload, 'enquadramentos-pep', 'id', e.id, e)
  })
  await escrever('tipos-parte-relacionada', async () => {
    for (const t of TIPOS_PARTE_RELACIONADA_SEED) await gravarPorCampo(payload, 'tipos-parte-relacionada', 'id', t.id, t)
  })
  await acertarSequencia(payload, ['enquadramentos_pep', 'tipos_parte_relacionada'])
}
