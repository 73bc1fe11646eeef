'use client'

import { useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { useContextoFormulario } from '@/components/form/contexto.client'
import { enviarArquivo, lerArquivo } from '@/components/form/enviar'
import { aceitarDe, recusaDoArquivo } from '@/domain/formulario/arquivos'
import type { DefinicaoCampo } from '@/domain/formulario/catalogo'

import type { PropsWidget } from './tipos'

/** A file the server accepted (its id is what the form sends), or one read in the browser (its content is). */
export interface AnexoEnviado {
  id: string
  nome: string
  tamanho: number
  /** Base64, when the field has no upload address: the file goes inside the form's body. */
  conteudo?: string
}

interface EmEnvio {
  chave: number
  nome: string
  tamanho: number
  fracao: number
}

const FALHA_ENVIO = 'Não foi possível enviar os arquivos. Por favor, tente novamente.'
/** Spec 3 §5 (whistleblower): a file the browser could not read. */
const FALHA_LEITURA = 'Erro ao processar arquivo. Por favor, tente novamente.'

const tamanhoLegivel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`)

/**
 * File attachments (issue 19): each chosen file is checked against the form's
 * rules (type, size, total, duplicate name: the spec's messages), then sent on
 * its own with a real progress bar (upload events), and listed once the server
 * accepted it; any file can be removed. The submit button waits while a file is
 * on its way.
 */
export function CampoAnexos({ definicao: d, aria, desabilitado }: PropsWidget) {
  const { enviados, emEnvio, recusas, escolher, remover } = useAnexos(d)
  const idRecusas = `${aria.id}-recusas`

  return (
    <div>
      <input
        {...aria}
        type="file"
        multiple
        accept={aceitarDe(d.anexos!.regras)}
        disabled={desabilitado}
        aria-describedby={[aria['aria-describedby'], recusas.length ? idRecusas : ''].filter(Boolean).join(' ') || undefined}
        onChange={(e) => {
          escolher(e.target.files)
          // The same file can be chosen again after being removed.
          e.target.value = ''
        }}
        className="block w-full text-sm file:mr-3 file:rounded file:border file:border-marca-700 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-marca-700"
      />
      {recusas.length > 0 && (
        // The alert wraps the list: a list with role="alert" is no longer a list for assistive technology.
        <div id={idRecusas} role="alert" className="mt-2 text-sm font-semibold text-erro-700">
          <ul>
            {recusas.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {(emEnvio.length > 0 || enviados.length > 0) && <ListaDeAnexos emEnvio={emEnvio} enviados={enviados} lendo={!d.anexos!.url} desabilitado={desabilitado} remover={remover} />}
    </div>
  )
}

/**
 * The field's files: those the form holds (its value), those on their way with their progress,
 * and the refusals of the last choice. A file goes up to the field's upload address, or, without
 * one, is read in the browser and goes inside the form's body.
 */
function useAnexos(d: DefinicaoCampo) {
  const { getValues, setValue } = useFormContext()
  const { mudarEnviosEmCurso, avisarFalha } = useContextoFormulario()
  const enviados = (useWatch({ name: d.nome }) as AnexoEnviado[] | undefined) ?? []
  // Read at the moment an upload ends, not as of the render that started it.
  const atuais = () => (getValues(d.nome) as AnexoEnviado[] | undefined) ?? []
  const mudar = (lista: AnexoEnviado[]) => setValue(d.nome, lista, { shouldValidate: true, shouldDirty: true })
  const [emEnvio, setEmEnvio] = useState<EmEnvio[]>([])
  const [recusas, setRecusas] = useState<string[]>([])
  const proxima = useRef(0)

  function escolher(lista: FileList | null) {
    if (!lista) return
    const novasRecusas: string[] = []
    const aceitos = [...atuais(), ...emEnvio]
    for (const arquivo of Array.from(lista)) {
      const recusa = recusaDoArquivo(d.anexos!.regras, { nome: arquivo.name, tamanho: arquivo.size }, aceitos)
      if (recusa) {
        novasRecusas.push(recusa)
        continue
      }
      const item: EmEnvio = { chave: proxima.current++, nome: arquivo.name, tamanho: arquivo.size, fracao: 0 }
      aceitos.push(item)
      setEmEnvio((l) => [...l, item])
      void enviar(arquivo, item.chave)
    }
    setRecusas(novasRecusas)
  }

  async function enviar(arquivo: File, chave: number) {
    mudarEnviosEmCurso(1)
    const progredir = (fracao: number) => setEmEnvio((l) => l.map((x) => (x.chave === chave ? { ...x, fracao } : x)))
    try {
      const r = await transmitir(d.anexos!.url, arquivo, chave, progredir)
      if (r.ok) mudar([...atuais(), r.anexo])
      else {
        setRecusas((l) => [...l, r.mensagem])
        avisarFalha(r.mensagem)
      }
    } finally {
      setEmEnvio((l) => l.filter((x) => x.chave !== chave))
      mudarEnviosEmCurso(-1)
    }
  }

  const remover = (id: string) => mudar(atuais().filter((a) => a.id !== id))
  return { enviados, emEnvio, recusas, escolher, remover }
}

/** One file sent to the upload address (its id is what the form sends) or, without one, read in the browser (its content is). */
async function transmitir(url: string | undefined, arquivo: File, chave: number, progredir: (fracao: number) => void): Promise<{ ok: true; anexo: AnexoEnviado } | { ok: false; mensagem: string }> {
  if (url) {
    const r = await enviarArquivo(url, arquivo, progredir)
    return r.ok ? { ok: true, anexo: { id: r.id, nome: arquivo.name, tamanho: arquivo.size } } : { ok: false, mensagem: r.mensagem ?? FALHA_ENVIO }
  }
  const r = await lerArquivo(arquivo, progredir)
  return r.ok ? { ok: true, anexo: { id: `local-${chave}`, nome: arquivo.name, tamanho: arquivo.size, conteudo: r.conteudo } } : { ok: false, mensagem: FALHA_LEITURA }
}

/** The files on their way (a progress bar each) and those the form holds (each with its Remover button). */
function ListaDeAnexos({ emEnvio, enviados, lendo, desabilitado, remover }: { emEnvio: readonly EmEnvio[]; enviados: readonly AnexoEnviado[]; lendo: boolean; desabilitado: boolean; remover: (id: string) => void }) {
  return (
    <ul aria-label="Arquivos anexados" className="mt-2 flex flex-col gap-2">
      {emEnvio.map((x) => (
        <li key={`envio-${x.chave}`} className="rounded border border-tinta-suave p-2">
          <span className="block text-sm">{x.nome}</span>
          <progress max={100} value={Math.round(x.fracao * 100)} aria-label={`${lendo ? 'Lendo' : 'Enviando'} ${x.nome}`} className="h-2 w-full accent-marca-700" />
        </li>
      ))}
      {enviados.map((x) => (
        <li key={x.id} className="flex items-center justify-between gap-2 rounded border border-tinta-suave p-2 text-sm">
          <span>
            {x.nome} <span className="text-tinta-suave">({tamanhoLegivel(x.tamanho)})</span>
          </span>
          <button
            type="button"
            disabled={desabilitado}
            onClick={() => remover(x.id)}
            className="rounded border border-erro-700 px-3 py-1 font-semibold text-erro-700 hover:bg-erro-50"
          >
            Remover <span className="sr-only">{x.nome}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
