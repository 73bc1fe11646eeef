import 'server-only'

import type { CargoRemunerado } from '@/domain/remuneracao'

import { payloadClient } from './payload'

/** The pay table as staff keep it. */
export async function lerRemuneracao(): Promise<{ referencia: string; cargos: CargoRemunerado[] }> {
  const payload = await payloadClient()
  const g = await payload.findGlobal({ slug: 'remuneracao', depth: 0, overrideAccess: false })
  return {
    referencia: g.referencia ?? '',
    cargos: (g.cargos ?? []).map((c) => ({ cargo: c.cargo, quantidade: c.quantidade, honorarios: c.honorarios, verbaRepresentacao: c.verbaRepresentacao })),
  }
}
