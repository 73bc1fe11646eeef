// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import type { DefaultCellComponentProps } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'

import { CelulaCompartilhamento } from './CelulaCompartilhamento'

const celula = (cellData: unknown) => render(<CelulaCompartilhamento {...({ cellData } as unknown as DefaultCellComponentProps)} />).container.textContent

afterEach(cleanup)

describe('CelulaCompartilhamento', () => {
  it('diz em português quem vê, altera e apaga o filtro', () => {
    const soEu = { constraint: 'onlyMe' }
    expect(celula({ read: soEu, update: soEu, delete: soEu })).toBe('Ver: somente eu · Alterar: somente eu · Apagar: somente eu')
    expect(celula({ read: { constraint: 'equipe', equipes: ['comercial'] }, update: soEu, delete: soEu })).toBe('Ver: minha equipe · Alterar: somente eu · Apagar: somente eu')
    expect(celula(null)).toBe('Ver: somente eu')
  })
})
