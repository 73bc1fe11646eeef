import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { paginaInstitucional } from '@/dados/institucional'
import { mapaAlcance } from '@/dados/mapa-alcance'

import { asUser, createStaffUser, getTestPayload } from './helpers'

let payload: Payload

describe("'Onde já chegamos' map (/modelo-de-negocio)", () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('an editor lists the municipalities still without a project; the map counts the other 495 of 497', async () => {
    const editor = await createStaffUser(['editor'])
    await payload.create({
      collection: 'paginas-institucionais',
      data: {
        rota: 'modelo-de-negocio',
        titulo: 'Modelo de Negócio',
        resumo: 'Como a agência atua.',
        secoes: [{ titulo: 'Onde já chegamos' }],
        // Porto Alegre and Bagé, by IBGE code.
        mapa: { municipiosSemFinanciamento: ['4314902', '4301602'] },
      },
      ...asUser(editor),
    })
    const pagina = await paginaInstitucional('modelo-de-negocio')
    const mapa = await mapaAlcance(pagina?.semFinanciamento ?? [])
    expect(mapa.total).toBe(497)
    expect(mapa.atendidos).toBe(495)
    expect(mapa.semFinanciamento).toEqual(['Bagé', 'Porto Alegre'])
    expect(mapa.caminhoAtendidos.match(/h0/g)).toHaveLength(495)
  })

  it('a code that is not a municipality of Rio Grande do Sul is refused and nothing is stored', async () => {
    const editor = await createStaffUser(['editor'])
    const antes = await payload.find({ collection: 'paginas-institucionais', where: { rota: { equals: 'modelo-de-negocio' } } })
    const id = antes.docs[0]!.id
    await expect(
      // 3550308 is São Paulo (SP).
      payload.update({ collection: 'paginas-institucionais', id, data: { mapa: { municipiosSemFinanciamento: ['3550308' as never] } }, ...asUser(editor) }),
    ).rejects.toThrow(/inválid/i)
    const depois = await payload.findByID({ collection: 'paginas-institucionais', id })
    expect(depois.mapa?.municipiosSemFinanciamento).toEqual(['4314902', '4301602'])
  })
})
