'use client'

import { useState } from 'react'

import { CamposDoCatalogo } from '@/components/form/CampoDoCatalogo.client'
import { enviarJson } from '@/components/form/enviar'
import { Formulario, useRecomeco, type ResultadoEnvio } from '@/components/form/Formulario.client'
import { WIDGETS_EXTRAS } from '@/components/form/widgets/extras'
import { useAvisos } from '@/components/toast/useAvisos.client'
import { adiadoAteOcioso } from '@/components/ui/adiado-ate-ocioso'

import { PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'
import { catalogoDe, valoresVazios } from '@/domain/submissao/definicao'

import { MENSAGENS_PROTOCOLO } from './mensagens'
import type { FormularioProtocolo as Valores } from './schema'

// The same schema the server parses with, loaded after hydration (decision 0016).
const carregarEsquema = () => import('./schema').then((m) => m.esquemaFormularioProtocolo)
// The success dialog is shown after a submit only: it loads when the browser is first idle.
const DialogoProtocoloEnviado = adiadoAteOcioso(() => import('./DialogoProtocoloEnviado.client').then((m) => m.DialogoProtocoloEnviado))

/** Spec 3 §8, the digital protocol's toasts. */
export const TOASTS_PROTOCOLO = {
  falhaEnvio: 'Não foi possível enviar o protocolo. Por favor, tente novamente mais tarde.',
  inesperado: 'Ocorreu um erro inesperado. Por favor, tente novamente mais tarde.',
  captcha: 'Captcha inválido',
} as const

const CATALOGO = catalogoDe(PROTOCOLO_DIGITAL)
const VAZIO = valoresVazios(PROTOCOLO_DIGITAL) as Valores

/** Asks the server whether the number is a protocol (spec 3 §7): 404 no, 200 yes; anything else is a failure. */
async function existe(protocolo: string): Promise<'sim' | 'nao' | { mensagem: string }> {
  const r = await fetch(`/fas/protocoloDigital/protocoloExiste/${encodeURIComponent(protocolo.trim())}`, { headers: { Accept: 'application/json' } })
  if (r.status === 404) return 'nao'
  if (r.ok && (await r.json().catch(() => null)) === true) return 'sim'
  const corpo = (await r.json().catch(() => null)) as { message?: unknown } | null
  return { mensagem: typeof corpo?.message === 'string' ? corpo.message : TOASTS_PROTOCOLO.falhaEnvio }
}

/**
 * Sends the protocol (spec 3 §7), to an existing one once the number is checked: the answer's
 * number, or what to tell the citizen (a refused captcha and a server failure in the spec's words).
 */
async function enviarProtocolo(v: Valores, chave: string): Promise<Exclude<ResultadoEnvio, { ok: true }> | { ok: true; numero: string }> {
  if (v.anexarExistente) {
    const r = await existe(v.protocolo)
    if (r === 'nao') return { ok: false, mensagem: MENSAGENS_PROTOCOLO.protocoloInexistente, erros: [{ campo: 'protocolo', mensagem: MENSAGENS_PROTOCOLO.protocoloInexistente }] }
    if (r !== 'sim') return { ok: false, mensagem: r.mensagem }
  }
  // The call's fields (spec 3 §7): the box is the page's own, the files go as the ids the upload answered.
  const { protocolo, nome, cpfcnpj, telefone, email, areaDestinataria, descricao, captcha } = v
  const corpo = { protocolo, nome, cpfcnpj, telefone, email, areaDestinataria, descricao, captcha, arquivos: v.arquivos.map((a) => a.id) }
  const r = await enviarJson<{ protocolo: string }>('/fas/protocoloDigital/enviar/json', corpo, chave)
  if (r.ok) return { ok: true, numero: r.corpo.protocolo }
  if (r.erros.some((e) => e.campo === 'captcha')) return { ok: false, mensagem: TOASTS_PROTOCOLO.captcha, erros: r.erros }
  // A 400 says what to fix, as the server wrote it (spec 3 §7); anything else is the spec's failure toast.
  if (r.status >= 500 || !r.mensagem) return { ok: false, mensagem: TOASTS_PROTOCOLO.falhaEnvio, erros: r.erros }
  return r
}

/**
 * The digital protocol form (spec 3 §2–§5, §7, §8), written in the form kit.
 * Files go up one by one as they are chosen, each with its progress bar; the
 * submit waits for them. With 'Anexar a um protocolo já existente' the number
 * is checked first; the answer's number opens the success dialog, which can
 * start a new sending to the same protocol. Closing it empties the form.
 */
export default function FormularioProtocolo() {
  const { versao, recomecar: remontar } = useRecomeco()
  const [iniciais, setIniciais] = useState<Valores>(VAZIO)
  const [enviado, setEnviado] = useState<{ numero: string; valores: Valores } | null>(null)
  const { avisar, areaDeAvisos } = useAvisos()
  DialogoProtocoloEnviado.usePreCarregar()

  async function enviar(v: Valores, chave: string): Promise<ResultadoEnvio> {
    const r = await enviarProtocolo(v, chave)
    if (r.ok) setEnviado({ numero: r.numero, valores: v })
    return r.ok ? { ok: true } : r
  }

  /** A new, empty form; or one ready to add documents to the protocol just sent. */
  function recomecar(mesmoProtocolo: boolean) {
    const anterior = enviado
    setEnviado(null)
    setIniciais(
      mesmoProtocolo && anterior
        ? { ...VAZIO, anexarExistente: true, protocolo: anterior.numero, nome: anterior.valores.nome, cpfcnpj: anterior.valores.cpfcnpj, telefone: anterior.valores.telefone, email: anterior.valores.email, areaDestinataria: anterior.valores.areaDestinataria }
        : VAZIO,
    )
    remontar()
  }

  return (
    <>
      {areaDeAvisos}
      <Formulario<Valores>
        key={versao}
        id="protocolo-digital"
        catalogo={CATALOGO}
        widgets={WIDGETS_EXTRAS}
        esquema={carregarEsquema}
        valoresIniciais={iniciais}
        rotuloEnviar="Enviar"
        mensagemFalha={TOASTS_PROTOCOLO.inesperado}
        aoFalhar={(m) => avisar('error', m)}
        className="mt-4 grid gap-4 sm:grid-cols-2"
        enviar={enviar}
      >
        <CamposDoCatalogo />
      </Formulario>
      {enviado && <DialogoProtocoloEnviado numero={enviado.numero} enviarMais={() => recomecar(true)} fechar={() => recomecar(false)} />}
    </>
  )
}
