import { SecaoDoFormulario } from '@/components/form/SecaoDoFormulario'
import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'
import { resumoDosPrazosDaOuvidoria } from '@/dados/atendimento'

import FormularioOuvidoria from './FormularioOuvidoriaNaPagina.client'

/** The Ouvidoria channel's form (spec 3 §2); its introduction states the deadlines staff set. */
export async function SecaoOuvidoria() {
  const prazos = await resumoDosPrazosDaOuvidoria()
  return (
    <SecaoDoFormulario
      id="ouvidoria"
      titulo="Registre sua manifestação"
      introducao={`Todos os campos marcados com * são obrigatórios. Você recebe um número de protocolo e a resposta por e-mail: ${prazos}.`}
      semScripts="formulário da Ouvidoria"
      definicao={MANIFESTACAO_OUVIDORIA}
    >
      <FormularioOuvidoria />
    </SecaoDoFormulario>
  )
}
