import { SecaoDoFormulario } from '@/components/form/SecaoDoFormulario'
import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'

import FormularioFaleConosco from './FormularioFaleConoscoNaPagina.client'

/** The Fale Conosco channel's form (spec 3 §2). */
export function SecaoFaleConosco() {
  return (
    <SecaoDoFormulario id="fale-conosco" titulo="Envie sua mensagem" introducao="Campos marcados com * são obrigatórios." semScripts="formulário de contato" definicao={MENSAGEM_CONTATO}>
      <FormularioFaleConosco />
    </SecaoDoFormulario>
  )
}
