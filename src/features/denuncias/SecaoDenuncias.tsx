import { AvisoLgpd } from '@/components/form/AvisoLgpd'
import { SemScripts } from '@/components/form/SemScripts'
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
      <AvisoLgpd
        dados="o relato, os arquivos e, só se você se identificar, nome, CPF/CNPJ, telefone, e-mail e endereço,"
        finalidade="para apurar a denúncia (Lei 13.608/2018; LGPD, art. 7º, II e III). Tudo é guardado cifrado, legível apenas pela equipe de integridade e, com o código, por você."
        prazo="até a conclusão da apuração e pelo prazo de retenção seguinte, e depois os apagamos,"
      />
    </section>
  )
}
