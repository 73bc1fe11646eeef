import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { ajustarPaginacao, conferirArgumentos, conferirPresencaDosDados, dataValida, idNumerico } from './entradas'

const CAMPOS = [
  { name: 'titulo', type: 'text' },
  { name: 'ordem', type: 'number' },
  { name: 'data', type: 'date' },
  { name: 'imagem', type: 'upload', relationTo: 'imagens' },
  { name: 'createdAt', type: 'date' },
] as unknown as FlattenedField[]

const conferir = (args: Parameters<typeof conferirArgumentos>[0]) => () => conferirArgumentos(args, { flattenedFields: CAMPOS })

describe('entradas da API REST', () => {
  it('ids: inteiros de 1 até o maior serial do PostgreSQL', () => {
    expect(idNumerico('1')).toBe(1)
    expect(idNumerico(2_147_483_647)).toBe(2_147_483_647)
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '2147483648', '', ' 1', Infinity]) expect(idNumerico(id), String(id)).toBeNull()
  })

  it('datas: o calendário precisa existir', () => {
    expect(dataValida('2020-01-31')).toBe(true)
    expect(dataValida('2020-02-29T10:00:00.000Z')).toBe(true)
    for (const d of ['2020-13-45', '2021-02-29', 'ontem', '', '99999-01-01']) expect(dataValida(d), d).toBe(false)
  })

  it('recusa (400, ou 404 para o id) o que os adaptadores não leem; aceita consultas normais', () => {
    const statusDo = (f: () => void): unknown => {
      try {
        f()
      } catch (e) {
        return { status: (e as { status: number }).status, name: (e as Error).name }
      }
      return 'aceito'
    }
    expect(statusDo(conferir({ id: 'abc' }))).toEqual({ status: 404, name: 'NotFound' })
    const recusas: Parameters<typeof conferirArgumentos>[0][] = [
      { where: { titulo: { near: '1,2' } } },
      { where: { id: { greater_than: '1e999' } } },
      { where: { createdAt: { greater_than: '2020-13-45' } } },
      { where: { ordem: { in: '1,x' } } },
      { where: { imagem: { equals: 'abc' } } },
      { where: { or: [{ data: { less_than: 'ontem' } }] } },
      { limit: -1 },
      { page: Infinity },
      { page: 0 },
      { depth: 1e9 },
      { where: { titulo: { equals: ['a', 'b'] } } },
      { where: { titulo: { like: { x: 1 } } } },
      { where: { ordem: { in: [[1]] } } },
    ]
    for (const args of recusas) expect(statusDo(conferir(args)), JSON.stringify(args)).toEqual({ status: 400, name: 'EntradaInvalida' })
    const aceitas: Parameters<typeof conferirArgumentos>[0][] = [
      { id: '12', depth: 2 },
      { where: { id: { equals: 0 } } },
      { where: { id: { in: '-1,2' } } },
      { where: { titulo: { like: '1e999' } }, limit: 0, page: 1 },
      { where: { and: [{ createdAt: { greater_than: '2020-01-01' } }, { ordem: { in: ['1', 2] } }, { imagem: { exists: true } }] } },
      // The back-office's document lock check (Payload's getIsLocked) filters with a Date.
      { where: { and: [{ id: { equals: 1 } }, { createdAt: { greater_than: new Date(Date.UTC(2026, 0, 1)) } }] } },
    ]
    for (const args of aceitas) {
      expect(conferir(args), JSON.stringify(args)).not.toThrow()
    }
  })

  it('criar ou alterar sem dado nenhum (um corpo que o Payload não leu) é 400; um envio só com o arquivo passa', () => {
    expect(() => conferirPresencaDosDados('create', {})).toThrow('O corpo da requisição deve ser um objeto JSON com os campos do documento.')
    expect(() => conferirPresencaDosDados('update', { req: {} })).toThrow()
    expect(() => conferirPresencaDosDados('create', { req: { file: {} } })).not.toThrow()
    expect(() => conferirPresencaDosDados('read', {})).not.toThrow()
    expect(() => conferirPresencaDosDados('create', { data: {} })).not.toThrow()
  })

  it('uma Date inválida num filtro segue recusada', () => {
    expect(conferir({ where: { createdAt: { greater_than: new Date(NaN) } } })).toThrow('Valor inválido no filtro "createdAt".')
  })

  it('paginação de uma chamada local (as telas do painel): fora da faixa, deixada de fora ou limitada; o resto fica', () => {
    const where = { id: { equals: 'abc' } }
    expect(ajustarPaginacao({ limit: -1, page: 0, depth: 99, where })).toEqual({ limit: undefined, page: undefined, depth: 10, where })
    expect(ajustarPaginacao({ limit: 1.5, page: Infinity, depth: -3 })).toEqual({ limit: undefined, page: undefined, depth: 0 })
    expect(ajustarPaginacao({ depth: NaN })).toEqual({ depth: undefined })
    expect(ajustarPaginacao({ limit: 10, page: 2, depth: 1, id: '5' })).toEqual({ limit: 10, page: 2, depth: 1, id: '5' })
    expect(ajustarPaginacao({})).toEqual({})
  })
})
