import { describe, expect, it } from 'vitest'

import { idDoToken, tokenDoPdf, VALIDADE_LINK_MS } from './link-pdf'

const SEGREDO = 'segredo-de-teste-com-mais-de-32-caracteres'
const AGORA = Date.UTC(2026, 10, 24, 12, 0, 0)

describe('link do PDF do cadastro', () => {
  it('o token devolve o id até expirar (30 minutos), e não depois', () => {
    const t = tokenDoPdf(42, AGORA, SEGREDO)
    expect(VALIDADE_LINK_MS).toBe(30 * 60_000)
    expect(idDoToken(t, AGORA, SEGREDO)).toBe('42')
    expect(idDoToken(t, AGORA + VALIDADE_LINK_MS - 1000, SEGREDO)).toBe('42')
    expect(idDoToken(t, AGORA + VALIDADE_LINK_MS, SEGREDO)).toBeNull()
  })

  it('outro id, outra validade, outro segredo ou assinatura alterada: recusado', () => {
    const t = tokenDoPdf(42, AGORA, SEGREDO)
    const [, exp, sig] = t.split('.')
    expect(idDoToken(`43.${exp}.${sig}`, AGORA, SEGREDO)).toBeNull()
    expect(idDoToken(`42.${Number(exp) + 3600}.${sig}`, AGORA, SEGREDO)).toBeNull()
    expect(idDoToken(t, AGORA, `${SEGREDO}-outro`)).toBeNull()
    const trocado = `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`
    expect(idDoToken(`42.${exp}.${trocado}`, AGORA, SEGREDO)).toBeNull()
    for (const ruim of ['', '42', 'abc.def.ghi', null, undefined]) expect(idDoToken(ruim, AGORA, SEGREDO)).toBeNull()
  })
})
