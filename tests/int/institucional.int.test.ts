import { Forbidden, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { anonymous, asUser, createStaffUser, getTestPayload } from './helpers'

describe('fundos e casos de sucesso: quem pode o quê', () => {
  it('o visitante lê e não escreve; o editor escreve; o comercial não', async () => {
    const payload = await getTestPayload()
    const editor = await createStaffUser(['editor'])
    const comercial = await createStaffUser(['comercial'])
    const fundo = await payload.create({
      collection: 'fundos',
      data: { codigo: 'FUNTERRA', titulo: 'Fundo de Terras', resumo: 'Crédito fundiário.', corpo: '<p>Olá</p><script>alert(1)</script>' },
      ...asUser(editor),
    })
    // The served HTML is sanitised on save.
    expect(fundo.corpo).toBe('<p>Olá</p>')
    expect((await payload.find({ collection: 'fundos', ...anonymous })).totalDocs).toBe(1)
    await expect(payload.create({ collection: 'fundos', data: { codigo: 'FEAPER', titulo: 'x', resumo: 'x' }, ...anonymous })).rejects.toThrow(Forbidden)
    await expect(payload.update({ collection: 'fundos', id: fundo.id, data: { titulo: 'y' }, ...asUser(comercial) })).rejects.toThrow(Forbidden)
    // Who creates content deletes it (docs/decisions/0009): the editor may, the commercial team may not.
    await expect(payload.delete({ collection: 'fundos', id: fundo.id, ...asUser(comercial) })).rejects.toThrow(Forbidden)
    // One page per fund code.
    await expect(payload.create({ collection: 'fundos', data: { codigo: 'FUNTERRA', titulo: 'Outro', resumo: 'x' }, ...asUser(editor) })).rejects.toThrow(ValidationError)

    const caso = await payload.create({ collection: 'casos-sucesso', data: { rota: 'dimed', titulo: 'DIMED', empresa: 'DIMED', resumo: 'Centro logístico.' }, ...asUser(editor) })
    expect((await payload.find({ collection: 'casos-sucesso', ...anonymous })).docs.map((d) => d.id)).toEqual([caso.id])
    await expect(payload.update({ collection: 'casos-sucesso', id: caso.id, data: { titulo: 'x' }, ...anonymous })).rejects.toThrow(Forbidden)
    await payload.delete({ collection: 'fundos', id: fundo.id, ...asUser(editor) })
    expect((await payload.find({ collection: 'fundos', ...anonymous })).totalDocs).toBe(0)
  })
})
