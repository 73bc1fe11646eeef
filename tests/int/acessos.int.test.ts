import { describe, expect, it } from 'vitest'

import { contarAcesso, gravarPendentes, registrarGravadorDeAcessos } from '@/server/plataforma/acessos'
import { gravarAcessos } from '@/server/payload/gravar-acessos'

import { anonymous, getTestPayload } from './helpers'

async function contadores() {
  const payload = await getTestPayload()
  const r = await payload.find({ collection: 'contadores-acesso', limit: 0, ...anonymous })
  return new Map(r.docs.map((d) => [d.chave, d]))
}

describe('contador de acessos no banco', () => {
  it('grava em lote, soma a cada lote e guarda a última visita', async () => {
    const payload = await getTestPayload()
    registrarGravadorDeAcessos((lote) => gravarAcessos(payload, lote))
    contarAcesso('/home', new Date('2026-11-23T10:00:00Z'))
    contarAcesso('/home', new Date('2026-11-23T10:01:00Z'))
    contarAcesso('/empresa/35', new Date('2026-11-23T10:02:00Z'))
    contarAcesso('/noticias', new Date('2026-11-23T10:03:00Z'))
    // Nothing is written on the request path.
    expect((await contadores()).size).toBe(0)
    await gravarPendentes()
    let c = await contadores()
    expect(c.get('home')?.acessos).toBe(2)
    expect(c.get('produto:35')?.acessos).toBe(1)
    expect(c.has('noticias')).toBe(false)
    expect(new Date(c.get('home')!.ultimaVisita!).toISOString()).toBe('2026-11-23T10:01:00.000Z')

    contarAcesso('/home', new Date('2026-11-23T11:00:00Z'))
    await gravarPendentes()
    c = await contadores()
    expect(c.get('home')?.acessos).toBe(3)
    expect(new Date(c.get('home')!.ultimaVisita!).toISOString()).toBe('2026-11-23T11:00:00.000Z')
  })

  it('um lote que falha volta para a próxima gravação, sem perder contagens', async () => {
    const payload = await getTestPayload()
    let falhar = true
    registrarGravadorDeAcessos(async (lote) => {
      if (falhar) throw new Error('banco fora')
      await gravarAcessos(payload, lote)
    })
    contarAcesso('/inovacao')
    contarAcesso('/inovacao')
    await gravarPendentes()
    expect((await contadores()).get('inovacao')).toBeUndefined()
    falhar = false
    contarAcesso('/inovacao')
    await gravarPendentes()
    expect((await contadores()).get('inovacao')?.acessos).toBe(3)
  })

  it('ninguém escreve nos contadores pela API', async () => {
    const payload = await getTestPayload()
    await expect(payload.create({ collection: 'contadores-acesso', data: { chave: 'home', acessos: 999 }, ...anonymous })).rejects.toThrow()
  })
})
