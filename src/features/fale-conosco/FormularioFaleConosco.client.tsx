'use client'

import { enviarJson } from '@/components/form/enviar'
import { FormularioComNumero } from '@/components/form/FormularioComNumero.client'

import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'

import type { FormularioFaleConosco as Valores } from './schema'

// The same schema the server parses with, loaded after hydration (decision 0016).
const carregarEsquema = () => import('./schema').then((m) => m.esquemaFormularioFaleConosco)

/**
 * The Fale Conosco form (spec 3 §2, §5), a form with a number to follow up
 * (components/form/FormularioComNumero): the submit stays disabled while the
 * values are invalid or the message is on its way; the message's number stays
 * on screen with the link to follow it up (issue 32).
 */
export default function FormularioFaleConosco() {
  return (
    <FormularioComNumero<Valores>
      id="fale-conosco"
      definicao={MENSAGEM_CONTATO}
      esquema={carregarEsquema}
      confirmacao={{ titulo: 'Mensagem enviada.', nota: 'Enviamos um comprovante para o seu e-mail com este número.' }}
      desabilitarAteValido={{ dica: 'Preencha os campos obrigatórios e confirme que você não é um robô para enviar.' }}
      enviar={async (valores, chave) => {
        const r = await enviarJson<{ protocolo?: string }>('/fas/formularioFaleConoscoCadastro/json', valores, chave)
        return r.ok ? { ok: true, numero: r.corpo?.protocolo ?? null } : r
      }}
    />
  )
}
