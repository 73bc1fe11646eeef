/**
 * The demo institutional video of /historia: a few title cards with the facts
 * of spec 2 (founded in 1973, more than 430 of 497 municipalities, 28 regional
 * councils, vision to 2028). The same scenes give the video's frames
 * (scripts/gerar-video-institucional.ts), its captions and its transcript, so
 * the three always say the same thing.
 */
export interface CenaVideo {
  /** Seconds from the start. */
  inicio: number
  fim: number
  titulo: string
  texto: string
}

export const CENAS_VIDEO: readonly CenaVideo[] = [
  { inicio: 0, fim: 4, titulo: 'Desde 1973', texto: 'Crédito de longo prazo para quem produz no Rio Grande do Sul.' },
  { inicio: 4, fim: 8, titulo: 'Mais de 430 municípios', texto: 'Projetos financiados em mais de 430 dos 497 municípios gaúchos.' },
  { inicio: 8, fim: 12, titulo: '28 COREDEs', texto: 'Presente nos 28 Conselhos Regionais de Desenvolvimento.' },
  { inicio: 12, fim: 16, titulo: 'Visão 2028', texto: 'Ser a principal parceira financeira do desenvolvimento regional.' },
]

export const DURACAO_VIDEO = CENAS_VIDEO[CENAS_VIDEO.length - 1]!.fim

function tempo(segundos: number): string {
  const h = Math.floor(segundos / 3600)
  const m = Math.floor((segundos % 3600) / 60)
  const s = segundos % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`
}

/** The captions as WebVTT (pt-BR), one cue per scene. */
export function legendasVtt(cenas: readonly CenaVideo[] = CENAS_VIDEO): string {
  const cues = cenas.map((c, i) => `${i + 1}\n${tempo(c.inicio)} --> ${tempo(c.fim)}\n${c.titulo}. ${c.texto}`)
  return `WEBVTT\n\n${cues.join('\n\n')}\n`
}

/** The transcript shown under the video, one paragraph per scene. */
export function transcricaoDoVideo(cenas: readonly CenaVideo[] = CENAS_VIDEO): string {
  return cenas.map((c) => `${c.titulo}. ${c.texto}`).join('\n\n')
}
