import { describe, expect, it } from 'vitest'

import { esquemaCodigo } from './codigo-verificacao'
import { codigoDoPasso, codigoTotp, conferirCodigo, enderecoDeCadastro, novoSegredo, passoDoInstante } from './totp'

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890", in base32.
const SEMENTE_RFC = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('códigos TOTP (RFC 6238)', () => {
  it('dá os códigos do apêndice B da RFC (os 6 últimos dígitos dos de 8)', () => {
    expect(codigoTotp(SEMENTE_RFC, 59_000)).toBe('287082')
    expect(codigoTotp(SEMENTE_RFC, 1_111_111_109_000)).toBe('081804')
    expect(codigoTotp(SEMENTE_RFC, 1_234_567_890_000)).toBe('005924')
    expect(codigoTotp(SEMENTE_RFC, 2_000_000_000_000)).toBe('279037')
  })

  it('passos de 30 segundos', () => {
    expect(passoDoInstante(59_000)).toBe(1)
    expect(passoDoInstante(60_000)).toBe(2)
    expect(codigoDoPasso(SEMENTE_RFC, 1)).toBe('287082')
  })

  it('um segredo novo tem 160 bits em base32 e muda a cada vez', () => {
    const a = novoSegredo()
    expect(a).toMatch(/^[A-Z2-7]{32}$/)
    expect(novoSegredo()).not.toBe(a)
  })

  it('o endereço do QR code leva o segredo, o emissor e a conta', () => {
    const e = enderecoDeCadastro(SEMENTE_RFC, 'ana@agencia.example', 'site.example')
    expect(e).toMatch(/^otpauth:\/\/totp\//)
    expect(e).toContain(`secret=${SEMENTE_RFC}`)
    expect(e).toContain('issuer=site.example')
    expect(e).toContain('ana%40agencia.example')
    expect(e).toContain('digits=6')
    expect(e).toContain('period=30')
  })
})

describe('conferirCodigo', () => {
  const agora = 1_800_000_015_000 // inside step 60000000
  const passo = passoDoInstante(agora)
  const segredo = novoSegredo()

  it('aceita o código do passo atual e diz qual passo foi', () => {
    expect(conferirCodigo(segredo, codigoDoPasso(segredo, passo), agora, null)).toEqual({ ok: true, passo })
  })

  it('aceita um passo de diferença de relógio para cada lado', () => {
    expect(conferirCodigo(segredo, codigoDoPasso(segredo, passo - 1), agora, null)).toEqual({ ok: true, passo: passo - 1 })
    expect(conferirCodigo(segredo, codigoDoPasso(segredo, passo + 1), agora, null)).toEqual({ ok: true, passo: passo + 1 })
  })

  it('recusa dois passos de diferença', () => {
    expect(conferirCodigo(segredo, codigoDoPasso(segredo, passo - 2), agora, null)).toEqual({ ok: false, motivo: 'incorreto' })
    expect(conferirCodigo(segredo, codigoDoPasso(segredo, passo + 2), agora, null)).toEqual({ ok: false, motivo: 'incorreto' })
  })

  it('recusa um código já usado (o mesmo passo ou um anterior), mesmo dentro da janela', () => {
    expect(conferirCodigo(segredo, codigoDoPasso(segredo, passo), agora, passo)).toEqual({ ok: false, motivo: 'reutilizado' })
    expect(conferirCodigo(segredo, codigoDoPasso(segredo, passo - 1), agora, passo)).toEqual({ ok: false, motivo: 'reutilizado' })
    // The next step's code is still good after this one was used.
    expect(conferirCodigo(segredo, codigoDoPasso(segredo, passo + 1), agora, passo)).toEqual({ ok: true, passo: passo + 1 })
  })

  it('recusa o código de outro segredo e o que não tem 6 dígitos', () => {
    expect(conferirCodigo(novoSegredo(), codigoDoPasso(segredo, passo), agora, null).ok).toBe(false)
    expect(conferirCodigo(segredo, codigoDoPasso(segredo, passo).slice(1), agora, null)).toEqual({ ok: false, motivo: 'incorreto' })
    expect(conferirCodigo(segredo, 'abcdef', agora, null)).toEqual({ ok: false, motivo: 'incorreto' })
  })
})

describe('esquemaCodigo (o formulário do código)', () => {
  it('aceita 6 dígitos, com espaços como os aplicativos mostram', () => {
    expect(esquemaCodigo.parse({ codigo: '123 456' })).toEqual({ codigo: '123456' })
  })
  it('recusa com a mensagem em português', () => {
    expect(esquemaCodigo.safeParse({ codigo: '12345' }).error?.issues[0]?.message).toBe('Informe os 6 dígitos do código de verificação.')
    expect(esquemaCodigo.safeParse({}).error?.issues[0]?.message).toBe('Informe o código de verificação.')
  })
})
