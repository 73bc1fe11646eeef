'use client'

import { useState } from 'react'

import { CamposDoCatalogo } from '@/components/form/CampoDoCatalogo.client'
import type { RespostaEnvio } from '@/components/form/enviar'
import { Formulario, useRecomeco } from '@/components/form/Formulario.client'
import { WIDGETS_EXTRAS } from '@/components/form/widgets/extras'
import type { MensagemDaConversa } from '@/domain/denuncia/consulta'

import { CAMPOS_MENSAGEM } from './campos-mensagem'
import { dataLegivel } from './datas'
import type { FormularioMensagem } from './schema'

// The same schema the server parses with, loaded after hydration (decision 0016).
const carregarEsquema = () => import('./schema').then((m) => m.esquemaFormularioMensagem)

export const MENSAGEM_ENVIADA = 'Mensagem enviada à equipe de integridade.'
const FALHA = 'Erro ao enviar mensagem. Por favor, tente novamente.'

/**
 * The conversation with the integrity team (beyond the spec, as in GlobaLeaks):
 * the team's questions and the reporter's answers, oldest first, and a form to
 * answer and add files, with the same receipt. Everything is sealed on the server.
 */
export function Conversa({
  mensagens,
  responder,
  aoFalhar,
}: {
  mensagens: readonly MensagemDaConversa[]
  responder: (corpo: Record<string, unknown>, chave: string, progredir: (f: number) => void) => Promise<RespostaEnvio<unknown> | { ok: true }>
  aoFalhar: (mensagem: string) => void
}) {
  const { versao, recomecar } = useRecomeco()
  const [enviada, setEnviada] = useState(false)
  return (
    <section aria-labelledby="titulo-conversa" className="mt-6 border-t border-marca-100 pt-4">
      <h4 id="titulo-conversa" className="text-lg font-bold text-marca-800">
        Mensagens com a equipe de integridade
      </h4>
      <ListaDeMensagens mensagens={mensagens} />
      <h5 className="mt-6 font-bold text-marca-800">Responder ou enviar novos arquivos</h5>
      {enviada && (
        <p role="status" className="mt-2 font-semibold text-marca-800">
          {MENSAGEM_ENVIADA}
        </p>
      )}
      <Formulario<FormularioMensagem>
        key={versao}
        id="mensagem-denuncia"
        catalogo={CAMPOS_MENSAGEM}
        widgets={WIDGETS_EXTRAS}
        esquema={carregarEsquema}
        rotuloEnviar="Enviar mensagem"
        mensagemFalha={FALHA}
        aoFalhar={aoFalhar}
        className="mt-2 flex flex-col gap-4"
        enviar={async (v, chave) => {
          setEnviada(false)
          const corpo = { mensagem: v.mensagem, Documentos: v.Documentos.map((d) => ({ nome: d.nome, conteudo: d.conteudo })), manterMetadados: v.manterMetadados, captcha: v.captcha }
          const r = await responder(corpo, chave, () => undefined)
          if (!r.ok) return r.status === 400 ? r : { ok: false, mensagem: r.mensagem ?? FALHA }
          setEnviada(true)
          recomecar()
          return { ok: true }
        }}
      >
        <CamposDoCatalogo />
      </Formulario>
    </section>
  )
}

/** The conversation so far, oldest first, or the note that there is none yet. */
function ListaDeMensagens({ mensagens }: { mensagens: readonly MensagemDaConversa[] }) {
  return mensagens.length === 0 ? (
    <p className="mt-2 text-tinta-suave">Nenhuma mensagem ainda. A equipe pode lhe fazer perguntas por aqui; volte a consultar com o seu código.</p>
  ) : (
    <ol className="mt-3 flex flex-col gap-3">
      {mensagens.map((m, i) => (
        <li key={i} className={`rounded border p-3 ${m.autor === 'equipe' ? 'border-marca-700 bg-marca-50' : 'border-tinta-suave bg-white'}`}>
          <p className="text-sm font-semibold">
            {m.autor === 'equipe' ? 'Equipe de integridade' : 'Você'} · {dataLegivel(m.data)}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{m.texto}</p>
          {m.anexos.length > 0 && <p className="mt-1 text-sm text-tinta-suave">Anexos: {m.anexos.join(', ')}</p>}
        </li>
      ))}
    </ol>
  )
}
