'use client'

import { useState } from 'react'

import { CamposDoCatalogo } from '@/components/form/CampoDoCatalogo.client'
import { ConfirmacaoComNumero } from '@/components/form/ConfirmacaoComNumero.client'
import { enviarJson } from '@/components/form/enviar'
import { Formulario } from '@/components/form/Formulario.client'
import { WIDGETS_EXTRAS } from '@/components/form/widgets/extras'
import { useAvisos } from '@/components/toast/useAvisos.client'

import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'
import { catalogoDe, SUCESSO_DO_ENVIO, valoresVazios } from '@/domain/submissao/definicao'

import type { FormularioOuvidoria as Valores } from './schema'

// The same schema the server parses with, loaded after hydration (decision 0016).
const carregarEsquema = () => import('./schema').then((m) => m.esquemaFormularioOuvidoria)

const CATALOGO = catalogoDe(MANIFESTACAO_OUVIDORIA)
const VAZIO = valoresVazios(MANIFESTACAO_OUVIDORIA) as Valores
/** Spec 3 §8: a non-OK answer without a message of its own. */
const FALHA = 'Erro ao enviar formulário. Por favor, tente novamente.'
/** Spec 3 §8: an OK answer that is neither a refusal nor the success the page expects (no protocol number). */
const NAO_PROCESSADO = 'Erro ao processar o formulário. Por favor, tente novamente.'

/**
 * The ombudsman form (spec 3 §2, §5, §8), written in the form kit: files go
 * one by one to the upload call with a real progress bar, the message goes as
 * JSON with their keys. On success the toast says so, the form is remounted
 * empty, and the protocol number stays on screen (it is also e-mailed), with
 * the link to follow it up, until another message is sent; the box takes focus. No artificial 5-second wait (docs/spec-notes.md).
 */
export default function FormularioOuvidoria() {
  const [envio, setEnvio] = useState(0)
  const { avisar, areaDeAvisos } = useAvisos()
  const [protocolo, setProtocolo] = useState<string | null>(null)

  return (
    <>
      {areaDeAvisos}
      {protocolo && (
        <ConfirmacaoComNumero
          focar
          titulo="Manifestação registrada."
          rotulo="Número de protocolo"
          numero={protocolo}
          nota="Enviamos um comprovante para o seu e-mail. Guarde este número para acompanhar a manifestação."
        />
      )}
      <Formulario<Valores>
        key={envio}
        id="ouvidoria"
        catalogo={CATALOGO}
        widgets={WIDGETS_EXTRAS}
        esquema={carregarEsquema}
        valoresIniciais={VAZIO}
        rotuloEnviar="Enviar"
        mensagemFalha={FALHA}
        aoFalhar={(m) => avisar('error', m)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        enviar={async (valores, chave) => {
          const r = await enviarJson<{ protocolo: string }>('/fas/formularioOuvidoria/json', { ...valores, arquivos: valores.arquivos.map((a) => a.id) }, chave)
          if (!r.ok) return r
          // Checked before the success toast: an answer without the number is no success.
          if (typeof r.corpo?.protocolo !== 'string' || !r.corpo.protocolo) return { ok: false, mensagem: NAO_PROCESSADO }
          avisar('success', SUCESSO_DO_ENVIO)
          setProtocolo(r.corpo.protocolo)
          setEnvio((n) => n + 1)
          return { ok: true }
        }}
      >
        <CamposDoCatalogo />
      </Formulario>
    </>
  )
}
