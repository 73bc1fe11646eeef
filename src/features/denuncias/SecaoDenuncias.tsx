import dynamic from 'next/dynamic'

import { AvisoLgpd } from '@/components/form/AvisoLgpd'
import { SemScripts } from '../atendimento/lgpd/SemScripts'

// Server-rendered, then hydrated: the first paint is the tabs and fields, not a spinner.
const CanalDenuncias = dynamic(() => import('./CanalDenuncias.client'))

/** The whistleblower channel's forms (spec 3 §2), under the channel's title (h2). */
export function SecaoDenuncias() {
  return (
    <section aria-label="Formulários do canal de denúncias" className="mt-8">
      <SemScripts formulario="formulário de denúncia" />
      <CanalDenuncias />
      <AvisoLgpd
        dados="o relato, os arquivos e, só se você se identificar, nome, CPF/CNPJ, telefone, e-mail e endereço,"
        finalidade="para apurar a denúncia (Lei 13.608/2018; LGPD, art. 7º, II e III). Tudo é guardado cifrado, legível apenas pela equipe de integridade e, com o código, por você."
        prazo="até a conclusão da apuração e pelo prazo de retenção seguinte, e depois os apagamos,"
      />
    </section>
  )
}
