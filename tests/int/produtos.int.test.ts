import { Forbidden, NotFound } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/access/roles'

import { anonymous, asUser, createStaffUser, getTestPayload, type StaffUser } from './helpers'

const base = { perfil: 'AGRO' as const, resumo: 'Resumo', texto: '<p>Corpo</p>', emailContato: 'agro@x.rs.gov.br' }

describe('produtos: quem lê e quem escreve', () => {
  const usuarios = {} as Record<Role, StaffUser>
  let publicado: number
  let rascunho: number

  beforeAll(async () => {
    const payload = await getTestPayload()
    for (const r of ['admin', 'editor', 'comercial', 'ouvidoria', 'integridade', 'cadastro'] as Role[]) {
      usuarios[r] = await createStaffUser([r])
    }
    publicado = (await payload.create({ collection: 'produtos', data: { ...base, titulo: 'Publicado', _status: 'published' } })).id
    rascunho = (await payload.create({ collection: 'produtos', data: { ...base, titulo: 'Rascunho', _status: 'draft' } })).id
  })

  it('um visitante anônimo lê só os produtos publicados', async () => {
    const payload = await getTestPayload()
    const r = await payload.find({ collection: 'produtos', ...anonymous })
    expect(r.docs.map((d) => d.id)).toEqual([publicado])
    // Hidden, not refused: for a visitor the draft does not exist.
    await expect(payload.findByID({ collection: 'produtos', id: rascunho, ...anonymous })).rejects.toThrow(NotFound)
  })

  it('um visitante anônimo não vê o rascunho novo de um produto publicado, nem pedindo draft', async () => {
    const payload = await getTestPayload()
    const doc = await payload.create({ collection: 'produtos', data: { ...base, titulo: 'Versão pública', _status: 'published' } })
    await payload.update({ collection: 'produtos', id: doc.id, data: { titulo: 'Versão em edição' }, draft: true })
    const comDraft = await payload.find({ collection: 'produtos', draft: true, where: { id: { equals: doc.id } }, ...anonymous })
    expect(comDraft.docs.map((d) => d.titulo)).not.toContain('Versão em edição')
    const semDraft = await payload.findByID({ collection: 'produtos', id: doc.id, ...anonymous })
    expect(semDraft.titulo).toBe('Versão pública')
    await payload.delete({ collection: 'produtos', id: doc.id })
  })

  it('um visitante anônimo não cria, não altera e não apaga', async () => {
    const payload = await getTestPayload()
    await expect(payload.create({ collection: 'produtos', data: { ...base, titulo: 'X' }, ...anonymous })).rejects.toThrow(Forbidden)
    await expect(payload.update({ collection: 'produtos', id: publicado, data: { titulo: 'Y' }, ...anonymous })).rejects.toThrow(Forbidden)
    await expect(payload.delete({ collection: 'produtos', id: publicado, ...anonymous })).rejects.toThrow(Forbidden)
  })

  it.each(['admin', 'editor', 'comercial'] as Role[])('%s vê também os rascunhos', async (papel) => {
    const payload = await getTestPayload()
    const r = await payload.find({ collection: 'produtos', draft: true, ...asUser(usuarios[papel]) })
    expect(r.docs.map((d) => d.titulo).sort()).toEqual(['Publicado', 'Rascunho'])
  })

  it.each(['ouvidoria', 'integridade', 'cadastro'] as Role[])('%s vê só os publicados, como o público', async (papel) => {
    const payload = await getTestPayload()
    const r = await payload.find({ collection: 'produtos', draft: true, ...asUser(usuarios[papel]) })
    expect(r.docs.map((d) => d.titulo)).toEqual(['Publicado'])
  })

  it.each(['admin', 'editor'] as Role[])('%s cria, altera e apaga', async (papel) => {
    const payload = await getTestPayload()
    const como = asUser(usuarios[papel])
    const doc = await payload.create({ collection: 'produtos', data: { ...base, titulo: `Novo ${papel}` }, ...como })
    const alterado = await payload.update({ collection: 'produtos', id: doc.id, data: { titulo: `Alterado ${papel}` }, ...como })
    expect(alterado.titulo).toBe(`Alterado ${papel}`)
    await payload.delete({ collection: 'produtos', id: doc.id, ...como })
  })

  it.each(['comercial', 'ouvidoria', 'integridade', 'cadastro'] as Role[])('%s não cria nem altera produtos', async (papel) => {
    const payload = await getTestPayload()
    const como = asUser(usuarios[papel])
    await expect(payload.create({ collection: 'produtos', data: { ...base, titulo: 'Z' }, ...como })).rejects.toThrow(Forbidden)
    await expect(payload.update({ collection: 'produtos', id: publicado, data: { titulo: 'Z' }, ...como })).rejects.toThrow(Forbidden)
    await expect(payload.delete({ collection: 'produtos', id: publicado, ...como })).rejects.toThrow(Forbidden)
  })

  it('o texto editado no editor vira o HTML que o site e a API servem', async () => {
    const payload = await getTestPayload()
    const { criarConversorHtml } = await import('@/seed/html-para-editor')
    const paraEditor = await criarConversorHtml(payload)
    const doc = await payload.create({
      collection: 'produtos',
      data: { ...base, titulo: 'Rico', conteudo: paraEditor('<h2>Quem pode</h2><ul><li>Cooperativas</li></ul><p><strong>Prazo</strong> longo</p>') },
      ...asUser(usuarios.editor),
    })
    expect(doc.texto).toContain('<h2>Quem pode</h2>')
    expect(doc.texto).toMatch(/<ul[^>]*><li[^>]*>Cooperativas<\/li><\/ul>/)
    expect(doc.texto).toContain('<strong>Prazo</strong>')
  })

  it('o resumo em texto simples vira a descrição HTML da API; só a descrição HTML preenche o resumo', async () => {
    const payload = await getTestPayload()
    const doEditor = await payload.create({
      collection: 'produtos',
      data: { ...base, titulo: 'Resumo simples', resumo: 'Taxa < 1% ao mês & prazo longo' },
      ...asUser(usuarios.editor),
    })
    expect(doEditor.descricao).toBe('<p>Taxa &lt; 1% ao mês &amp; prazo longo</p>')
    const { perfil, texto, emailContato } = base
    const legado = await payload.create({
      collection: 'produtos',
      // The legacy client's shape: HTML descricao, no resumo (the generated type requires one).
      data: { perfil, texto, emailContato, titulo: 'Só HTML', descricao: '<p>Linha <strong>antiga</strong></p>' } as unknown as typeof base & { titulo: string },
      ...asUser(usuarios.editor),
    })
    expect(legado.resumo).toBe('Linha antiga')
    expect(legado.descricao).toBe('<p>Linha antiga</p>')
  })

  it('o corpo é gravado sem scripts nem manipuladores de evento', async () => {
    const payload = await getTestPayload()
    const doc = await payload.create({
      collection: 'produtos',
      data: { ...base, titulo: 'Com script', texto: '<p onmouseover="x()">Oi</p><script>alert(1)</script>' },
      ...asUser(usuarios.editor),
    })
    expect(doc.texto).toBe('<p>Oi</p>')
  })
})
