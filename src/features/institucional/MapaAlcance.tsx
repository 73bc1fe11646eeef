import type { MapaAlcance as Mapa } from '@/domain/mapa-alcance'

// Filled dot: a municipality with a financed project; ring: one still without. Shape, not only
// colour, tells them apart (WCAG 1.4.1); both are above 3:1 against white (1.4.11).
const COR_ATENDIDO = '#0b7a3e'
const COR_SEM = '#6b7280'
const PONTO = 9

const numero = (n: number) => n.toLocaleString('pt-BR')

function Amostra({ atendido }: { atendido: boolean }) {
  return (
    <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" className="shrink-0">
      <path d="M7 7h0" stroke={atendido ? COR_ATENDIDO : COR_SEM} strokeWidth="10" strokeLinecap="round" />
      {!atendido && <path d="M7 7h0" stroke="white" strokeWidth="4" strokeLinecap="round" />}
    </svg>
  )
}

/**
 * The 'Onde já chegamos' map: one dot per municipality of Rio Grande do Sul, server-rendered SVG
 * (no script). The picture is summed up in its accessible name; the municipalities it shows
 * without a project are also listed as text.
 */
export function MapaAlcance({ mapa }: { mapa: Mapa }) {
  if (mapa.total === 0) return null
  const resumo = `${numero(mapa.atendidos)} dos ${numero(mapa.total)} municípios do Rio Grande do Sul com projeto financiado`
  return (
    <figure className="mt-4">
      <svg role="img" aria-label={`Mapa: ${resumo}`} viewBox={`0 0 ${mapa.largura} ${mapa.altura}`} className="mx-auto h-auto w-full max-w-lg">
        <path d={mapa.caminhoAtendidos} stroke={COR_ATENDIDO} strokeWidth={PONTO} strokeLinecap="round" fill="none" />
        <path d={mapa.caminhoSemFinanciamento} stroke={COR_SEM} strokeWidth={PONTO} strokeLinecap="round" fill="none" />
        <path d={mapa.caminhoSemFinanciamento} stroke="white" strokeWidth={PONTO - 4} strokeLinecap="round" fill="none" />
      </svg>
      <figcaption className="mt-3 text-sm text-tinta-suave">
        <ul className="flex flex-wrap gap-x-6 gap-y-1">
          <li className="flex items-center gap-2">
            <Amostra atendido />
            Com projeto financiado: {numero(mapa.atendidos)}
          </li>
          <li className="flex items-center gap-2">
            <Amostra atendido={false} />
            Ainda sem projeto: {numero(mapa.semFinanciamento.length)}
          </li>
        </ul>
        <p className="mt-1">Cada ponto é a sede de um município (coordenadas do IBGE).</p>
        {/* Inside the caption: a figure's caption is its first or last child (HTML), and this list belongs to it. */}
        {mapa.semFinanciamento.length > 0 && (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-semibold text-marca-800">Municípios ainda sem projeto financiado ({numero(mapa.semFinanciamento.length)})</summary>
            <ul className="mt-2 columns-2 gap-4 sm:columns-3">
              {mapa.semFinanciamento.map((nome) => (
                <li key={nome}>{nome}</li>
              ))}
            </ul>
          </details>
        )}
      </figcaption>
    </figure>
  )
}
