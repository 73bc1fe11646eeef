'use client'

import { useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'

import { useContextoFormulario } from '@/components/form/contexto.client'
import { enviarArquivo, lerArquivo } from '@/components/form/enviar'
import { aceitarDe, recusaDoArquivo } from '@/domain/formulario/arquivos'

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
  const { getValues, setValue } = useFormContext()
  const { mudarEnviosEmCurso, avisarFalha } = useContextoFormulario()
  const enviados = (useWatch({ name: d.nome }) as AnexoEnviado[] | undefined) ?? []
  // Read at the moment an upload ends, not as of the render that started it.
  const atuais = () => (getValues(d.nome) as AnexoEnviado[] | undefined) ?? []
  const mudar = (lista: AnexoEnviado[]) => setValue(d.nome, lista, { shouldValidate: true, shouldDirty: true })
  const [emEnvio, setEmEnvio] = useState<EmEnvio[]>([])
  const [recusas, setRecusas] = useState<string[]>([])
  const proxima = useRef(0)
  const regras = d.anexos!.regras
  const idRecusas = `${aria.id}-recusas`

  function escolher(lista: FileList | null) {
    if (!lista) return
    const novasRecusas: string[] = []
    const aceitos = [...atuais(), ...emEnvio]
    for (const arquivo of Array.from(lista)) {
      const recusa = recusaDoArquivo(regras, { nome: arquivo.name, tamanho: arquivo.size }, aceitos)
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
      const url = d.anexos!.url
      if (url) {
        const r = await enviarArquivo(url, arquivo, progredir)
        if (r.ok) mudar([...atuais(), { id: r.id, nome: arquivo.name, tamanho: arquivo.size }])
        else {
          const mensagem = r.mensagem ?? FALHA_ENVIO
          setRecusas((l) => [...l, mensagem])
          avisarFalha(mensagem)
        }
      } else {
        const r = await lerArquivo(arquivo, progredir)
        if (r.ok) mudar([...atuais(), { id: `local-${chave}`, nome: arquivo.name, tamanho: arquivo.size, conteudo: r.conteudo }])
        else {
          setRecusas((l) => [...l, FALHA_LEITURA])
          avisarFalha(FALHA_LEITURA)
        }
      }
    } finally {
      setEmEnvio((l) => l.filter((x) => x.chave !== chave))
      mudarEnviosEmCurso(-1)
    }
  }

  return (
    <div>
      <input
        {...aria}
        type="file"
        multiple
        accept={aceitarDe(regras)}
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
      {(emEnvio.length > 0 || enviados.length > 0) && (
        <ul aria-label="Arquivos anexados" className="mt-2 flex flex-col gap-2">
          {emEnvio.map((x) => (
            <li key={`envio-${x.chave}`} className="rounded border border-tinta-suave p-2">
              <span className="block text-sm">{x.nome}</span>
              <progress max={100} value={Math.round(x.fracao * 100)} aria-label={`${d.anexos!.url ? 'Enviando' : 'Lendo'} ${x.nome}`} className="h-2 w-full accent-marca-700" />
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
                onClick={() => mudar(atuais().filter((a) => a.id !== x.id))}
                className="rounded border border-erro-700 px-3 py-1 font-semibold text-erro-700 hover:bg-erro-50"
              >
                Remover <span className="sr-only">{x.nome}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
