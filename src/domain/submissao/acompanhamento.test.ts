import { describe, expect, it } from 'vitest'

import { acompanhamentoDe, type TipoAcompanhado } from './acompanhamento'

const OUVIDORIA: TipoAcompanhado = {
  servico: 'Manifestação da Ouvidoria',
  situacoes: [
    { value: 'recebida', label: 'Recebida' },
    { value: 'respondida', label: 'Respondida' },
  ],
  concluidas: ['respondida'],
}

const base = { protocolo: 'OUV-2026-0000-0000-0000-0000', createdAt: '2026-11-20T13:00:00.000Z', updatedAt: '2026-11-21T10:00:00.000Z' }

describe('acompanhamento de uma submissão', () => {
  it('situação em palavras, datas e prazo (dia); a resposta só depois de enviada', () => {
    const r = { ...base, situacao: 'recebida', prazoResposta: '2026-12-04T03:00:00.000Z', resposta: 'rascunho da equipe' }
    expect(acompanhamentoDe(OUVIDORIA, r)).toEqual({
      numero: 'OUV-2026-0000-0000-0000-0000',
      servico: 'Manifestação da Ouvidoria',
      situacao: 'Recebida',
      concluida: false,
      recebidaEm: '2026-11-20T13:00:00.000Z',
      atualizadaEm: '2026-11-21T10:00:00.000Z',
      prazo: '2026-12-04',
      resposta: null,
      respondidaEm: null,
    })
  })

  it('respondida: a resposta enviada e quando; o prazo do caso (prazo) vale antes do da Ouvidoria', () => {
    const r = { ...base, situacao: 'respondida', prazo: '2026-12-01', prazoResposta: '2026-12-04', resposta: 'Resolvido.', respostaEnviadaEm: '2026-11-22T12:00:00.000Z' }
    expect(acompanhamentoDe(OUVIDORIA, r)).toMatchObject({ situacao: 'Respondida', concluida: true, prazo: '2026-12-01', resposta: 'Resolvido.', respondidaEm: '2026-11-22T12:00:00.000Z' })
  })

  it('sem situação gravada é a primeira; sem prazo é null', () => {
    expect(acompanhamentoDe(OUVIDORIA, base)).toMatchObject({ situacao: 'Recebida', prazo: null })
  })
})
