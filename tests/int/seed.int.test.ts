import { describe, expect, it } from 'vitest'

import { semear } from '@/seed'
import { PRODUTOS_SEED } from '@/seed/dados/produtos'

import { anonymous, getTestPayload } from './helpers'

describe('conteúdo de demonstração', () => {
  it('grava os produtos com os ids da especificação, publicados e com imagem', async () => {
    const payload = await getTestPayload()
    await semear(payload)
    const r = await payload.find({ collection: 'produtos', limit: 0, depth: 1, ...anonymous })
    expect(r.totalDocs).toBe(PRODUTOS_SEED.length)
    const porId = new Map(r.docs.map((d) => [d.id, d]))
    for (const [id, perfil] of [[1, 'ICS'], [35, 'ICS'], [48, 'PUB'], [6, 'INV'], [37, 'INV'], [39, 'INV'], [40, 'INV'], [41, 'INV'], [42, 'INV'], [44, 'INV'], [55, 'INV'], [56, 'INV']] as const) {
      expect(porId.get(id)?.perfil, `produto ${id}`).toBe(perfil)
    }
    expect(r.docs.every((d) => typeof d.imagemCapa === 'object' && d.imagemCapa?.filename)).toBe(true)
    // The editable body was converted to the served HTML.
    expect(porId.get(35)?.texto).toContain('<h2>')
    expect((await payload.findGlobal({ slug: 'configuracoes-site', ...anonymous })).endereco.cep).toBe('90010-210')
  })

  it('rodar de novo não duplica nada, e um produto novo recebe um id acima dos semeados', async () => {
    const payload = await getTestPayload()
    await semear(payload)
    expect((await payload.count({ collection: 'produtos' })).totalDocs).toBe(PRODUTOS_SEED.length)
    const novo = await payload.create({
      collection: 'produtos',
      data: { titulo: 'Linha nova', perfil: 'AGRO', resumo: 'Nova', _status: 'published' },
    })
    expect(novo.id).toBeGreaterThan(Math.max(...PRODUTOS_SEED.map((p) => p.id)))
  })
})
