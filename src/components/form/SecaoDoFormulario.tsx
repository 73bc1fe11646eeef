import type { ReactNode } from 'react'

import type { DefinicaoDeSubmissao } from '@/domain/submissao/definicao'

import { AvisoLgpdDa } from './AvisoLgpd'
import { SemScripts } from './SemScripts'

interface PropsSecao {
  /** Names the heading: `titulo-formulario-{id}`. */
  id: string
  titulo: string
  /** What to know before filling it in (the required marks, what the visitor gets back). */
  introducao: ReactNode
  /** How the no-JavaScript notice names the form ('formulário de contato'). */
  semScripts: string
  definicao: Pick<DefinicaoDeSubmissao, 'campos' | 'lgpd'>
  /** The form. */
  children: ReactNode
}

/**
 * A customer-service channel's form section, under the channel's title (h2), so its heading is
 * an h3: the introduction, the notice for visitors without JavaScript, the form, and the
 * data-protection notice its submission's definition derives.
 */
export function SecaoDoFormulario({ id, titulo, introducao, semScripts, definicao, children }: PropsSecao) {
  return (
    <section aria-labelledby={`titulo-formulario-${id}`} className="mt-8">
      <h3 id={`titulo-formulario-${id}`} className="text-xl font-bold text-marca-800">
        {titulo}
      </h3>
      <p className="mt-1 text-tinta-suave">{introducao}</p>
      <SemScripts formulario={semScripts} />
      {children}
      <AvisoLgpdDa definicao={definicao} />
    </section>
  )
}
