import dynamic from 'next/dynamic'

import { AvisoLgpd } from '@/components/form/AvisoLgpd'
import { SemScripts } from '@/components/form/SemScripts'
import { PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'
import { dadosDoAviso } from '@/domain/submissao/definicao'

// Server-rendered empty, then hydrated: the form's first paint is its fields, not a spinner.
const FormularioProtocolo = dynamic(() => import('./FormularioProtocolo.client'))

/** The digital protocol channel's form (spec 3 §2): under the channel's title (h2), so its heading is an h3. */
export function SecaoProtocolo() {
  return (
    <section aria-labelledby="titulo-formulario-protocolo" className="mt-8">
      <h3 id="titulo-formulario-protocolo" className="text-xl font-bold text-marca-800">
        Envie seus documentos
      </h3>
      <p className="mt-1 text-tinta-suave">
        Campos marcados com * são obrigatórios. Cada envio recebe um número de protocolo; para juntar documentos a um protocolo que você já tem, marque
        &quot;Anexar a um protocolo já existente&quot;.
      </p>
      <SemScripts formulario="envio de documentos" />
      <FormularioProtocolo />
      <AvisoLgpd dados={dadosDoAviso(PROTOCOLO_DIGITAL)} {...PROTOCOLO_DIGITAL.lgpd} />
    </section>
  )
}
