import { describe, expect, it } from 'vitest'

import { filtrarPorConsulta } from './busca'

const itens = [
  { titulo: 'Capital de Giro', texto: 'Crédito para o caixa da empresa.' },
  { titulo: 'Irrigação', texto: 'Financia sistemas de irrigação e reservação de água.' },
  { titulo: 'Máquinas', texto: 'Inclui equipamentos de irrigação por gotejamento.' },
]

describe('filtrarPorConsulta', () => {
  it('finds by title or text ignoring accents and case, title matches first', () => {
    expect(filtrarPorConsulta(itens, 'IRRIGACAO').map((i) => i.titulo)).toEqual(['Irrigação', 'Máquinas'])
  })
  it('returns nothing for an empty or one-letter query', () => {
    expect(filtrarPorConsulta(itens, ' ')).toEqual([])
    expect(filtrarPorConsulta(itens, 'a')).toEqual([])
  })
  it('returns nothing when no item matches', () => {
    expect(filtrarPorConsulta(itens, 'consórcio')).toEqual([])
  })
})
