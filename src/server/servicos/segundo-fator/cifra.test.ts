import { describe, expect, it } from 'vitest'

import { cifrar, decifrar } from './cifra'

const CHAVE_DO_APP = 'um-segredo-do-payload-para-o-teste-0123456789'
const SEGREDO = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

describe('cifra dos segredos TOTP (AES-256-GCM, chave por HKDF)', () => {
  it('ida e volta, e o texto guardado não contém o segredo', () => {
    const guardado = cifrar(SEGREDO, 'users:7', CHAVE_DO_APP)
    expect(guardado).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(guardado).not.toContain(SEGREDO)
    expect(decifrar(guardado, 'users:7', CHAVE_DO_APP)).toBe(SEGREDO)
  })

  it('cada cifragem usa um IV novo', () => {
    expect(cifrar(SEGREDO, 'users:7', CHAVE_DO_APP)).not.toBe(cifrar(SEGREDO, 'users:7', CHAVE_DO_APP))
  })

  it('recusa o texto alterado', () => {
    const [v, iv, tag, dados] = cifrar(SEGREDO, 'users:7', CHAVE_DO_APP).split('.') as [string, string, string, string]
    const trocado = Buffer.from(dados, 'base64url')
    trocado[0] = trocado[0]! ^ 1
    expect(() => decifrar([v, iv, tag, trocado.toString('base64url')].join('.'), 'users:7', CHAVE_DO_APP)).toThrow()
    const etiqueta = Buffer.from(tag, 'base64url')
    etiqueta[3] = etiqueta[3]! ^ 1
    expect(() => decifrar([v, iv, etiqueta.toString('base64url'), dados].join('.'), 'users:7', CHAVE_DO_APP)).toThrow()
  })

  it('recusa o segredo levado para outra conta ou lido com outra PAYLOAD_SECRET', () => {
    const guardado = cifrar(SEGREDO, 'users:7', CHAVE_DO_APP)
    expect(() => decifrar(guardado, 'users:8', CHAVE_DO_APP)).toThrow()
    expect(() => decifrar(guardado, 'users:7', `${CHAVE_DO_APP}x`)).toThrow()
  })

  it('recusa um formato desconhecido', () => {
    expect(() => decifrar('texto-solto', 'users:7', CHAVE_DO_APP)).toThrow('formato desconhecido')
  })
})
