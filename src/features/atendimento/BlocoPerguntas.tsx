import type { PerguntaFrequente } from '@/server/dados/atendimento'

import { PerguntasFrequentes } from './PerguntasFrequentes.client'

/**
 * The FAQ block. Radix renders a closed answer's text only once scripts run, so
 * without them a <noscript> list of native disclosures (details/summary, which
 * open by keyboard too) takes the accordion's place: the page still reads whole.
 */
export function BlocoPerguntas({ perguntas }: { perguntas: PerguntaFrequente[] }) {
  if (perguntas.length === 0) return null
  return (
    <div id="perguntas-frequentes" className="mt-6">
      <div className="acordeao-perguntas">
        <PerguntasFrequentes perguntas={perguntas} />
      </div>
      <noscript>
        <style>{'#perguntas-frequentes .acordeao-perguntas{display:none}'}</style>
        <div className="divide-y divide-marca-100 rounded-lg border border-marca-100 bg-white">
          {perguntas.map((p, i) => (
            <details key={`${i}-${p.pergunta}`} className="px-5 py-4">
              <summary className="cursor-pointer text-lg font-semibold text-marca-800">{p.pergunta}</summary>
              <div className="conteudo-html mt-3" dangerouslySetInnerHTML={{ __html: p.corpo }} />
            </details>
          ))}
        </div>
      </noscript>
    </div>
  )
}
