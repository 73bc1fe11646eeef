import { describe, expect, it } from 'vitest'

import { ehCodigoDeRecuperacao, esquemaCodigo } from './codigo-verificacao'

const ler = (codigo: string) => {
  const r = esquemaCodigo.safeParse({ codigo })
  return r.success ? r.data.codigo : r.error.issues[0]?.message
}

describe('o campo do código: seis dígitos ou um código de recuperação', () => {
  it('seis dígitos, com o espaço que os aplicativos mostram', () => {
    expect(ler('123 456')).toBe('123456')
    expect(ler('12345')).toBe('Informe os 6 dígitos do código de verificação.')
    expect(ler('12a')).toBe('Informe os 6 dígitos do código de verificação.')
  })

  it('um código de recuperação, sem importar maiúsculas, espaços e o hífen', () => {
    expect(ler(' ABCDE-FGHJK ')).toBe('abcdefghjk')
    expect(ehCodigoDeRecuperacao('abcdefghjk')).toBe(true)
    // Letters that would read ambiguously on paper are not in the alphabet.
    expect(ler('abcde-fghj0')).toBe('Informe os 6 dígitos do código de verificação.')
    expect(ler('abcde-fghjkm')).toBe('Informe os 6 dígitos do código de verificação.')
  })
})
