import { Forbidden } from 'payload'
import { describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'
import { CONFIGURACOES_SEED } from '@/seed/dados/configuracoes'

import { anonymous, asUser, createStaffUser, getTestPayload } from './helpers'

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')
const arquivo = (nome: string) => ({ data: SVG, mimetype: 'image/svg+xml', name: nome, size: SVG.length })

describe('imagens', () => {
  it.each(['admin', 'editor'] as Role[])('%s envia uma imagem e o público a lê', async (papel) => {
    const payload = await getTestPayload()
    const editor = await createStaffUser([papel])
    const img = await payload.create({ collection: 'imagens', data: { alt: 'Trator' }, file: arquivo(`trator-${papel}.svg`), ...asUser(editor) })
    const lida = await payload.findByID({ collection: 'imagens', id: img.id, ...anonymous })
    expect(lida.alt).toBe('Trator')
  })

  it.each(['comercial', 'ouvidoria', 'integridade', 'cadastro'] as Role[])('%s não envia imagens', async (papel) => {
    const payload = await getTestPayload()
    const u = await createStaffUser([papel])
    await expect(payload.create({ collection: 'imagens', data: { alt: 'x' }, file: arquivo('x.svg'), ...asUser(u) })).rejects.toThrow(Forbidden)
  })

  it('um visitante anônimo não envia imagens', async () => {
    const payload = await getTestPayload()
    await expect(payload.create({ collection: 'imagens', data: { alt: 'x' }, file: arquivo('y.svg'), ...anonymous })).rejects.toThrow(Forbidden)
  })
})

describe('configurações do site', () => {
  it('o público lê; editor e administrador alteram; os demais papéis não', async () => {
    const payload = await getTestPayload()
    const admin = await createStaffUser(['admin'])
    await payload.updateGlobal({ slug: 'configuracoes-site', data: { ...CONFIGURACOES_SEED, nomeAgencia: 'Pelo admin' }, ...asUser(admin) })
    const editor = await createStaffUser(['editor'])
    await payload.updateGlobal({ slug: 'configuracoes-site', data: { ...CONFIGURACOES_SEED, nomeAgencia: 'Agência Teste' }, ...asUser(editor) })
    expect((await payload.findGlobal({ slug: 'configuracoes-site', ...anonymous })).nomeAgencia).toBe('Agência Teste')
    for (const papel of ['comercial', 'ouvidoria', 'integridade', 'cadastro'] as Role[]) {
      const u = await createStaffUser([papel])
      await expect(payload.updateGlobal({ slug: 'configuracoes-site', data: { ...CONFIGURACOES_SEED, nomeAgencia: 'X' }, ...asUser(u) })).rejects.toThrow(Forbidden)
    }
    await expect(payload.updateGlobal({ slug: 'configuracoes-site', data: { ...CONFIGURACOES_SEED, nomeAgencia: 'X' }, ...anonymous })).rejects.toThrow(Forbidden)
  })
})
