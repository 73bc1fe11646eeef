import dynamic from 'next/dynamic'

import { AvisoLgpd } from '@/components/form/AvisoLgpd'
import { SemScripts } from '@/components/form/SemScripts'
import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'
import { dadosDoAviso } from '@/domain/submissao/definicao'

// Server-rendered empty, then hydrated: the form's first paint is its fields, not a spinner.
const FormularioFaleConosco = dynamic(() => import('./FormularioFaleConosco.client'))

/** The Fale Conosco channel's form (spec 3 §2): under the channel's title (h2), so its heading is an h3. */
export function SecaoFaleConosco() {
  return (
    <section aria-labelledby="titulo-formulario-fale-conosco" className="mt-8">
      <h3 id="titulo-formulario-fale-conosco" className="text-xl font-bold text-marca-800">
        Envie sua mensagem
      </h3>
      <p className="mt-1 text-tinta-suave">Campos marcados com * são obrigatórios.</p>
      <SemScripts formulario="formulário de contato" />
      <FormularioFaleConosco />
      <AvisoLgpd dados={dadosDoAviso(MENSAGEM_CONTATO)} {...MENSAGEM_CONTATO.lgpd} />
    </section>
  )
}
