'use client'

import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react'

import { AbasDoFormulario } from '@/components/form/AbasDoFormulario.client'
import { enviarJson } from '@/components/form/enviar'
import type { CargaDoEsquema } from '@/components/form/esquema-sob-demanda.client'
import { Formulario, type ResultadoEnvio } from '@/components/form/Formulario.client'
import { notificar } from '@/components/toast/notificar'
import type { Catalogo, Valores } from '@/domain/formulario/catalogo'
import { SUCESSO_DO_ENVIO } from '@/domain/submissao/definicao'

import type { nomesEndereco } from '@/domain/cadastro/comum'
import { DURACAO_AVISO_MS } from './buscas.client'
import { BuscaCep, type AoTravar } from './cep.client'
import { useFontesCadastro } from './fontes.client'
import { ControleAbas, REGRA_LEITURA } from './leitura.client'
import { ControleRascunho } from './Rascunho.client'
import { guardarLink, PdfParaAssinar, type LinkPdf } from './PdfParaAssinar.client'
import { comSiglas, SEM_TIPO_DOCUMENTO } from './siglas'

const Toaster = lazy(() =>
  import('@/components/toast/Toaster.client').then((m) => ({
    default: m.Toaster,
  })),
)

/** The check-your-answers step: loaded when it first opens, not with the page. */
const carregarConferencia = () => import('./ConferirRespostas.client')
const ConferirRespostas = lazy(() => carregarConferencia().then((m) => ({ default: m.ConferirRespostas })))

/** Spec 3 §8: after the success toast (SUCESSO_DO_ENVIO) the page reloads in 3 s (a fresh form). */
const RECARREGAR_MS = 3000
const FALHA = 'Ocorreu um erro ao enviar o formulário. Tente novamente mais tarde.'
/** Spec 3 §8: the send itself failed (no answer), and there is no server message to show. */
export const ERRO_DESCONHECIDO = 'Erro desconhecido ao enviar o formulário.'
/** Spec 3 §8: a submit the browser's own check refuses, beside the error summary. */
export const CAMPOS_OBRIGATORIOS = 'Por favor, preencha todos os campos obrigatórios.'

/** POST /site-api/formulario/uploadNeutro; a send that throws (no network) is spec 3 §8's unknown error. */
async function enviarCadastro(corpo: Valores, chave: string) {
  try {
    return await enviarJson<{ pdf?: string; pdfExpiraEm?: string; protocolo?: string }>('/site-api/formulario/uploadNeutro', corpo, chave)
  } catch {
    return null
  }
}

/**
 * One of the two registration forms (FormularioCadastroPf, FormularioCadastroPj):
 * each page's first load carries its own catalogue only, and the schema (with
 * zod) loads after hydration (decision 0016).
 */
export interface FormaCadastro {
  tipo: 'fisica' | 'juridica'
  id: string
  catalogo: Catalogo
  esquema: CargaDoEsquema<Valores>
  enderecos: readonly ReturnType<typeof nomesEndereco>[]
  ufsNascimento: readonly string[]
}

/**
 * A registration form of the state funds (spec 3): the catalogue's tabs, the
 * reference lists, the CEP lookup, the rule that the declarations be opened
 * before sending, and POST /site-api/formulario/uploadNeutro.
 */
export function FormularioCadastro({
  forma,
  declaracoes,
}: {
  forma: FormaCadastro
  /** The declarations tab, rendered on the server (its text stays out of the page's scripts). */
  declaracoes: ReactNode
}) {
  const [valores, setValores] = useState<Valores>({})
  const { fontes, siglas } = useFontesDaForma(forma, valores)
  const etapas = useEtapas(forma.id)
  const { travados, aoTravar } = useTravados()
  const envio = useEnvioCadastro(forma, siglas, etapas)

  return (
    <div
      onSubmitCapture={() => {
        // Shown with the other errors of an invalid submission too (spec 3 §5).
        if (!etapas.lidaRef.current) etapas.setAviso(true)
      }}
    >
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      <PdfParaAssinar formulario={forma.id} novo={envio.pdf} />
      {etapas.aviso && (
        <p role="alert" className="mb-4 rounded border border-erro-700 bg-erro-50 p-3 font-semibold text-erro-700">
          {REGRA_LEITURA}
        </p>
      )}
      <Formulario
        id={forma.id}
        catalogo={forma.catalogo}
        esquema={forma.esquema}
        fontes={fontes}
        travados={travados}
        aoMudar={setValores}
        rotuloEnviar={etapas.conferindo ? 'Enviar' : 'Conferir respostas'}
        rotuloEnviando="ENVIANDO"
        mensagemFalha={FALHA}
        mensagemInvalido={CAMPOS_OBRIGATORIOS}
        concluido={envio.concluido}
        aoFalhar={(m) => {
          if (m === REGRA_LEITURA) etapas.setAviso(false)
          notificar('error', m)
        }}
        enviar={envio.enviar}
      >
        <EtapasDoCadastro forma={forma} etapas={etapas} concluido={envio.concluido} aoTravar={aoTravar} declaracoes={declaracoes} />
      </Formulario>
    </div>
  )
}

/** Inside the form: the tabs (with the draft) or the check-your-answers step, the tabs' memory and the CEP lookup. */
function EtapasDoCadastro({ forma, etapas, concluido, aoTravar, declaracoes }: { forma: FormaCadastro; etapas: ReturnType<typeof useEtapas>; concluido: boolean; aoTravar: AoTravar; declaracoes: ReactNode }) {
  return (
    <>
      <ControleAbas chave={`aba-${forma.id}`} lidaRef={etapas.lidaRef} aoLer={etapas.aoLer} irRef={etapas.irRef} />
      <BuscaCep formulario={forma.id} enderecos={forma.enderecos} aoTravar={aoTravar} />
      <div className={etapas.conferindo ? 'hidden' : 'flex flex-col gap-4'}>
        <ControleRascunho formulario={forma.id} concluido={concluido} />
        <AbasDoFormulario rotulo="Etapas do cadastro" conteudo={{ declaracaoautorizacao: declaracoes }} />
      </div>
      {etapas.conferindo && (
        <Suspense fallback={null}>
          <ConferirRespostas aoAlterar={etapas.alterar} />
        </Suspense>
      )}
    </>
  )
}

/** The reference lists the catalogue's fields name (`fonte`), and the document types' abbreviations. */
function useFontesDaForma(forma: FormaCadastro, valores: Valores) {
  const nomes = useMemo(() => [...new Set(forma.catalogo.campos.map((d) => d.fonte).filter((f): f is string => !!f))], [forma])
  return useFontesCadastro(nomes, forma.ufsNascimento, valores)
}

/**
 * The way to sending: whether the declarations were opened (and the notice
 * that they must be), the open tab, and the check-your-answers step (issue 32:
 * a valid form first shows it; its Enviar sends), from which a section is
 * changed back in the tabs.
 */
function useEtapas(idFormulario: string) {
  const lidaRef = useRef(false)
  const irRef = useRef<(aba: string) => void>(() => undefined)
  const [aviso, setAviso] = useState(false)
  const aoLer = useCallback(() => setAviso(false), [])
  const [conferindo, setConferindo] = useState(false)
  const alterar = useCallback(
    (aba: string) => {
      setConferindo(false)
      irRef.current(aba)
      // After the tabs are shown again: focus on the section to change.
      requestAnimationFrame(() => document.getElementById(`${idFormulario}-painel-${aba}`)?.focus())
    },
    [idFormulario],
  )
  return { lidaRef, irRef, aviso, setAviso, aoLer, conferindo, setConferindo, alterar }
}

/** The address fields the CEP lookup filled, locked until the lookup frees them. */
function useTravados() {
  const [travados, setTravados] = useState<ReadonlySet<string>>(() => new Set())
  const aoTravar = useCallback<AoTravar>((livres, presos) => {
    setTravados((antes) => {
      const depois = new Set(antes)
      for (const c of livres) depois.delete(c)
      for (const c of presos) depois.add(c)
      return depois
    })
  }, [])
  return { travados, aoTravar }
}

/**
 * The form's Enviar: the declarations opened first, then the check-your-answers
 * step, then the registration sent with the document types' abbreviations; on
 * success the PDF to sign, the toast, and the reload (spec 3 §4, §8).
 */
function useEnvioCadastro(forma: FormaCadastro, siglas: Parameters<typeof comSiglas>[2], etapas: ReturnType<typeof useEtapas>) {
  const [concluido, setConcluido] = useState(false)
  const [pdf, setPdf] = useState<LinkPdf | null>(null)
  const { lidaRef, irRef, conferindo, setConferindo } = etapas

  async function enviar(v: Valores, chave: string): Promise<ResultadoEnvio> {
    if (!lidaRef.current) {
      // The valid form not yet read: open the declarations, which counts as read.
      irRef.current('declaracaoautorizacao')
      return { ok: false, mensagem: REGRA_LEITURA }
    }
    if (!conferindo) {
      // Nothing is sent yet: the summary shows, and the button below it now sends.
      try {
        await carregarConferencia()
      } catch {
        return { ok: false, mensagem: FALHA }
      }
      setConferindo(true)
      return { ok: true }
    }
    const comSigla = comSiglas(v, forma.tipo, siglas)
    if (comSigla.semSigla)
      notificar('warn', SEM_TIPO_DOCUMENTO, {
        duracaoMs: DURACAO_AVISO_MS,
      })
    const r = await enviarCadastro({ ...comSigla.valores, tipoFormulario: forma.tipo }, chave)
    if (!r) return { ok: false, mensagem: ERRO_DESCONHECIDO }
    if (!r.ok && r.status === 400 && r.erros.length) {
      // Back to the tabs, where the summary of errors points at the fields.
      setConferindo(false)
      return r
    }
    if (!r.ok) return { ok: false, mensagem: FALHA }
    if (r.corpo?.pdf && r.corpo.pdfExpiraEm) {
      // The link to the PDF to sign, shown now and again after the reload.
      const link = { url: r.corpo.pdf, expiraEm: r.corpo.pdfExpiraEm, numero: r.corpo.protocolo }
      guardarLink(forma.id, link)
      setPdf(link)
    }
    // Enviar stays locked until the reload (spec 3 §4).
    setConcluido(true)
    notificar('success', SUCESSO_DO_ENVIO, { duracaoMs: RECARREGAR_MS })
    setTimeout(() => window.location.reload(), RECARREGAR_MS)
    return { ok: true }
  }

  return { concluido, pdf, enviar }
}
