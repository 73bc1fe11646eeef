import { describe, expect, it } from 'vitest'

import { CENAS_VIDEO, legendasVtt, transcricaoDoVideo } from './video-institucional'

describe('institutional video captions', () => {
  it('writes WebVTT with one cue per scene and hh:mm:ss.mmm times', () => {
    const vtt = legendasVtt([
      { inicio: 0, fim: 4, titulo: 'Desde 1973', texto: 'Crédito.' },
      { inicio: 62.5, fim: 3671, titulo: 'Fim', texto: 'Obrigado.' },
    ])
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.000\nDesde 1973. Crédito.\n\n2\n00:01:02.500 --> 01:01:11.000\nFim. Obrigado.\n')
  })
  it('the scenes follow each other without gaps and say the spec’s facts', () => {
    for (let i = 1; i < CENAS_VIDEO.length; i++) expect(CENAS_VIDEO[i]!.inicio).toBe(CENAS_VIDEO[i - 1]!.fim)
    const t = transcricaoDoVideo()
    expect(t).toContain('1973')
    expect(t).toContain('mais de 430 dos 497 municípios')
    expect(t).toContain('28 Conselhos Regionais')
  })
})
