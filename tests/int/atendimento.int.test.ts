import { describe, expect, it } from 'vitest'

import { anonymous, asUser, createStaffUser, getTestPayload } from './helpers'

describe('canais de atendimento (textos e perguntas frequentes)', () => {
  it('editor escreve; o HTML servido sai do texto e é sanitizado; visitante lê; quem escreve exclui (a regra única de exclusão, decisão 0009)', async () => {
    const payload = await getTestPayload()
    const editor = await createStaffUser(['editor'])
    const ouvidoria = await createStaffUser(['ouvidoria'])
    const criado = await payload.create({
      collection: 'canais-atendimento',
      data: {
        canal: 'juro',
        titulo: 'Juro Zero',
        resumo: 'Programa do Estado.',
        secoes: [{ titulo: 'O que é', corpo: '<p>Texto<script>alert(1)</script></p>' }],
        perguntas: [{ pergunta: 'Quem pode?', corpo: '<p><a href="javascript:alert(1)">x</a> MEI</p>' }],
      },
      ...asUser(editor),
    })
    expect(criado.secoes?.[0]?.corpo).toBe('<p>Texto</p>')
    expect(criado.perguntas?.[0]?.corpo).toBe('<p><a>x</a> MEI</p>')

    const lido = await payload.find({ collection: 'canais-atendimento', where: { canal: { equals: 'juro' } }, ...anonymous })
    expect(lido.docs.map((d) => d.titulo)).toEqual(['Juro Zero'])

    await expect(payload.create({ collection: 'canais-atendimento', data: { canal: 'ir', titulo: 'x', resumo: 'x' }, ...anonymous })).rejects.toMatchObject({ status: 403 })
    await expect(payload.update({ collection: 'canais-atendimento', id: criado.id, data: { titulo: 'y' }, ...asUser(ouvidoria) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.delete({ collection: 'canais-atendimento', id: criado.id, ...asUser(ouvidoria) })).rejects.toMatchObject({ status: 403 })
    // One document per channel.
    await expect(payload.create({ collection: 'canais-atendimento', data: { canal: 'juro', titulo: 'outro', resumo: 'x' }, overrideAccess: true })).rejects.toThrow()
    await payload.delete({ collection: 'canais-atendimento', id: criado.id, ...asUser(editor) })
    expect((await payload.find({ collection: 'canais-atendimento', where: { canal: { equals: 'juro' } }, ...anonymous })).docs).toEqual([])
  })
})
