import { SecaoDoFormulario } from '@/components/form/SecaoDoFormulario'
import { PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'

import FormularioProtocolo from './FormularioProtocoloNaPagina.client'

const INTRODUCAO =
  'Campos marcados com * são obrigatórios. Cada envio recebe um número de protocolo; para juntar documentos a um protocolo que você já tem, marque "Anexar a um protocolo já existente".'

/** The digital protocol channel's form (spec 3 §2). */
export function SecaoProtocolo() {
  return (
    <SecaoDoFormulario id="protocolo" titulo="Envie seus documentos" introducao={INTRODUCAO} semScripts="envio de documentos" definicao={PROTOCOLO_DIGITAL}>
      <FormularioProtocolo />
    </SecaoDoFormulario>
  )
}
