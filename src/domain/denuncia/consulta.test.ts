import { describe, expect, it } from 'vitest'

import { lerRespostaConsulta, MENSAGENS_CONSULTA as M } from './consulta'

const item = { reportContent: 'Fato', registerDate: '2026-01-02T10:00:00.000Z', status: 'Recebida', observation: '', closeDate: '' }

describe('lerRespostaConsulta (spec 3 §8)', () => {
  it('reads the first report of the array', () => {
    expect(lerRespostaConsulta(200, JSON.stringify([item]))).toEqual({ ok: true, resultado: item })
  })

  it('gives each message of the catalogue', () => {
    expect(lerRespostaConsulta(200, '[]')).toEqual({ ok: false, mensagem: M.nenhuma })
    expect(lerRespostaConsulta(200, '{"a":1}')).toEqual({ ok: false, mensagem: M.formato })
    expect(lerRespostaConsulta(200, '<html>')).toEqual({ ok: false, mensagem: M.processar })
    expect(lerRespostaConsulta(500, '<html>')).toEqual({ ok: false, mensagem: M.erro })
    expect(lerRespostaConsulta(503, '{}')).toEqual({ ok: false, mensagem: M.erro })
  })

  it("shows a refusal's own message without the field prefix, and names the field", () => {
    expect(lerRespostaConsulta(400, JSON.stringify({ message: 'captcha: Captcha inválido!', erros: [{ campo: 'captcha', mensagem: 'Captcha inválido!' }] }))).toEqual({
      ok: false,
      mensagem: 'Captcha inválido!',
      campo: 'captcha',
    })
    expect(lerRespostaConsulta(429, JSON.stringify({ error: { message: 'Muitas consultas.' } }))).toEqual({ ok: false, mensagem: 'Muitas consultas.' })
  })
})
