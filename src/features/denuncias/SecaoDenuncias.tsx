import { AvisoLgpdDa } from '@/components/form/AvisoLgpd'
import { SemScripts } from '@/components/form/SemScripts'
import { DENUNCIA } from '@/domain/denuncia/submissao'
import { AvisoIndisponivel } from './AvisoIndisponivel'
import CanalDenuncias from './CanalDenuncias.client'
import { canalDeDenunciasDisponivel } from './disponibilidade'

/**
 * The whistleblower channel's forms (spec 3 §2), under the channel's title (h2).
 * While no team member has a key, the new-report tab holds the notice instead
 * of the form (the lookup of earlier reports stays).
 */
export async function SecaoDenuncias() {
  const disponivel = await canalDeDenunciasDisponivel()
  return (
    <section aria-label="Formulários do canal de denúncias" className="mt-8">
      <SemScripts formulario="formulário de denúncia" />
      <CanalDenuncias indisponivel={disponivel ? undefined : <AvisoIndisponivel />} />
      <AvisoLgpdDa definicao={DENUNCIA} />
    </section>
  )
}
