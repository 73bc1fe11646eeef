'use client'

import { useState } from 'react'

import { CamposDoCatalogo } from '@/components/form/CampoDoCatalogo.client'
import { ConfirmacaoComNumero } from '@/components/form/ConfirmacaoComNumero.client'
import { enviarJson } from '@/components/form/enviar'
import { Formulario } from '@/components/form/Formulario.client'
import { WIDGETS_EXTRAS } from '@/components/form/widgets/extras'
import { useAvisos } from '@/components/toast/useAvisos.client'

import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'
import { catalogoDe, SUCESSO_DO_ENVIO, valoresVazios } from '@/domain/submissao/definicao'

import type { FormularioFaleConosco as Valores } from './schema'

// The same schema the server parses with, loaded after hydration (decision 0016).
const carregarEsquema = () => import('./schema').then((m) => m.esquemaFormularioFaleConosco)

const CATALOGO = catalogoDe(MENSAGEM_CONTATO)
const VAZIO = valoresVazios(MENSAGEM_CONTATO) as Valores
const FALHA = 'Erro ao enviar formulário. Por favor, tente novamente.'

/**
 * The Fale Conosco form (spec 3 §2, §5), written in the form kit. The submit
 * stays disabled while the values are invalid or the message is on its way; on
 * success the toast says so, the form is remounted empty (no artificial
 * 5-second wait: docs/spec-notes.md) and the message's number stays on screen
 * with the link to follow it up (issue 32).
 */
export default function FormularioFaleConosco() {
  const [envio, setEnvio] = useState(0)
  const { avisar, areaDeAvisos } = useAvisos()
  const [numero, setNumero] = useState<string | null>(null)
  return (
    <>
      {areaDeAvisos}
      {numero && (
        <ConfirmacaoComNumero focar titulo="Mensagem enviada." numero={numero} nota="Enviamos um comprovante para o seu e-mail com este número." />
      )}
      <Formulario<Valores>
        key={envio}
        id="fale-conosco"
        catalogo={CATALOGO}
        widgets={WIDGETS_EXTRAS}
        esquema={carregarEsquema}
        valoresIniciais={VAZIO}
        rotuloEnviar="Enviar"
        desabilitarAteValido={{ dica: 'Preencha os campos obrigatórios e confirme que você não é um robô para enviar.' }}
        mensagemFalha={FALHA}
        aoFalhar={(m) => avisar('error', m)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        enviar={async (valores, chave) => {
          const r = await enviarJson<{ protocolo?: string }>('/fas/formularioFaleConoscoCadastro/json', valores, chave)
          if (!r.ok) return r
          avisar('success', SUCESSO_DO_ENVIO)
          setNumero(r.corpo?.protocolo ?? null)
          setEnvio((n) => n + 1)
          return { ok: true }
        }}
      >
        <CamposDoCatalogo />
      </Formulario>
    </>
  )
}
