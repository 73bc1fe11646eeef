import dynamic from 'next/dynamic'

import { AvisoLgpd } from '@/components/form/AvisoLgpd'
import { SemScripts } from '@/components/form/SemScripts'
import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'
import { dadosDoAviso } from '@/domain/submissao/definicao'
import { resumoDosPrazosDaOuvidoria } from '@/dados/atendimento'

// Server-rendered empty, then hydrated: the form's first paint is its fields, not a spinner.
const FormularioOuvidoria = dynamic(() => import('./FormularioOuvidoria.client'))

/** The Ouvidoria channel's form (spec 3 §2): under the channel's title (h2), so its heading is an h3. */
export async function SecaoOuvidoria() {
  const prazos = await resumoDosPrazosDaOuvidoria()
  return (
    <section aria-labelledby="titulo-formulario-ouvidoria" className="mt-8">
      <h3 id="titulo-formulario-ouvidoria" className="text-xl font-bold text-marca-800">
        Registre sua manifestação
      </h3>
      <p className="mt-1 text-tinta-suave">
        Todos os campos marcados com * são obrigatórios. Você recebe um número de protocolo e a resposta por e-mail: {prazos}.
      </p>
      <SemScripts formulario="formulário da Ouvidoria" />
      <FormularioOuvidoria />
      <AvisoLgpd dados={dadosDoAviso(MANIFESTACAO_OUVIDORIA)} {...MANIFESTACAO_OUVIDORIA.lgpd} />
    </section>
  )
}
