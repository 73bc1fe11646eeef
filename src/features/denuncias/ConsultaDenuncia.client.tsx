'use client'

import { useRef, useState } from 'react'

import { CamposDoCatalogo } from '@/components/form/CampoDoCatalogo.client'
import { enviarJsonComProgresso } from '@/components/form/enviar'
import { Formulario, useRecomeco, type ResultadoEnvio } from '@/components/form/Formulario.client'
import { WIDGETS_EXTRAS } from '@/components/form/widgets/extras'
import { lerRespostaConsulta, MENSAGENS_CONSULTA, type ResultadoConsulta } from '@/domain/denuncia/consulta'

import { CAMPOS_CONSULTA } from './campos'
import { Conversa } from './Conversa.client'
import { dataLegivel } from './datas'
import type { FormularioConsulta } from './schema'

// The same schema the server parses with, loaded after hydration (decision 0016).
const carregarEsquema = () => import('./schema').then((m) => m.esquemaFormularioConsulta)

/**
 * Consultar Denúncia (spec 3 §4, §5, §8): the receipt and the captcha (the
 * button waits for both), then the report or the spec's message, shown here and
 * as a toast. The form is remounted after every query, so the captcha starts
 * over (it is spent) while the code typed stays. Beyond the spec, the result
 * carries the conversation with the team and a reply form.
 */
export function ConsultaDenuncia({ aoFalhar }: { aoFalhar: (mensagem: string) => void }) {
  const { versao, codigo, resultado, erro, saida, enviar, responder } = useConsultaDenuncia(aoFalhar)

  return (
    <>
      <Formulario<FormularioConsulta>
        key={versao}
        id="consulta-denuncia"
        catalogo={CAMPOS_CONSULTA}
        widgets={WIDGETS_EXTRAS}
        esquema={carregarEsquema}
        valoresIniciais={{ ID: codigo, captcha: null }}
        rotuloEnviar="Consultar"
        rotuloEnviando="Consultando..."
        desabilitarAteValido={{ dica: 'Informe o código e confirme que você não é um robô para consultar.' }}
        className="mt-4 flex flex-col gap-4"
        enviar={enviar}
      >
        <CamposDoCatalogo />
      </Formulario>
      <div ref={saida} tabIndex={-1} className="mt-6 outline-none">
        {erro && (
          <p className="rounded border border-erro-700 bg-erro-50 p-3 font-semibold text-erro-700">
            {erro}
          </p>
        )}
        {resultado && <Resultado resultado={resultado} responder={responder} aoFalhar={aoFalhar} />}
      </div>
    </>
  )
}

/** The query's state: the code last typed, the result or the error shown, and the reply sent from the result. */
function useConsultaDenuncia(aoFalhar: (mensagem: string) => void) {
  // Remounted after every query: the captcha is spent, the code typed stays.
  const { versao, recomecar } = useRecomeco()
  const [codigo, setCodigo] = useState('')
  const [resultado, setResultado] = useState<ResultadoConsulta | null>(null)
  const [erro, setErro] = useState<string | null>(null)
  const saida = useRef<HTMLDivElement>(null)

  function mostrar(r: ResultadoConsulta | null, mensagem: string | null) {
    setResultado(r)
    setErro(mensagem)
    if (mensagem) aoFalhar(mensagem)
    requestAnimationFrame(() => saida.current?.focus())
  }

  async function enviar(valores: FormularioConsulta): Promise<ResultadoEnvio> {
    const ID = valores.ID.trim()
    setCodigo(ID)
    let lida
    try {
      const r = await fetch('/site-api/denuncias/consulta', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ID, captcha: valores.captcha }) })
      lida = lerRespostaConsulta(r.status, await r.text())
    } catch {
      lida = { ok: false as const, mensagem: MENSAGENS_CONSULTA.erro }
    }
    mostrar(lida.ok ? lida.resultado : null, lida.ok ? null : lida.mensagem)
    recomecar()
    return { ok: true }
  }

  const responder: Responder = async (corpo, chave, progredir) => {
    const r = await enviarJsonComProgresso<unknown>('/site-api/denuncias/mensagem', { ...corpo, ID: codigo }, chave, progredir)
    if (!r.ok) return r
    const lida = lerRespostaConsulta(200, JSON.stringify(r.corpo))
    if (lida.ok) setResultado(lida.resultado)
    return { ok: true }
  }

  return { versao, codigo, resultado, erro, saida, enviar, responder }
}

type Responder = Parameters<typeof Conversa>[0]['responder']

function Resultado({ resultado: r, responder, aoFalhar }: { resultado: ResultadoConsulta; responder: Responder; aoFalhar: (m: string) => void }) {
  return (
    <section aria-labelledby="titulo-resultado-denuncia" className="rounded-lg border border-marca-100 bg-white p-4">
      <h4 id="titulo-resultado-denuncia" className="text-lg font-bold text-marca-800">
        Sua denúncia
      </h4>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold">Data de registro</dt>
        <dd>{dataLegivel(r.registerDate)}</dd>
        <dt className="font-semibold">Situação</dt>
        <dd>{r.status}</dd>
        <dt className="font-semibold">Denúncia</dt>
        <dd className="whitespace-pre-wrap break-words">{r.reportContent}</dd>
        <dt className="font-semibold">Observações</dt>
        <dd className="whitespace-pre-wrap break-words">{r.observation || '—'}</dd>
        <dt className="font-semibold">Data de fechamento</dt>
        <dd>{r.closeDate ? dataLegivel(r.closeDate) : 'Em aberto'}</dd>
      </dl>
      <Conversa mensagens={r.mensagens ?? []} responder={responder} aoFalhar={aoFalhar} />
    </section>
  )
}
