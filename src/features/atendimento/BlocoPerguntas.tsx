import type { PerguntaFrequente } from '@/dados/atendimento'

import { PerguntasFrequentes } from './PerguntasFrequentes.client'

/** The FAQ block of the 'perguntas' channel (spec 3 §2). */
export function BlocoPerguntas({ perguntas }: { perguntas: PerguntaFrequente[] }) {
  if (perguntas.length === 0) return null
  return (
    <div id="perguntas-frequentes" className="mt-6">
      <PerguntasFrequentes perguntas={perguntas} />
    </div>
  )
}
