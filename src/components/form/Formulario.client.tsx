'use client'

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { FormProvider, type FieldValues } from 'react-hook-form'

import { classesBotao } from '@/components/ui/botao'
import { definicaoDe, ordenarErros, type Catalogo, type Opcao, type Valores } from '@/domain/formulario/catalogo'
import { ERRO_NA_SOLICITACAO, type ErroDeCampo } from '@/domain/formulario/erros'
import { valoresVazios } from '@/domain/submissao/definicao'

import { Contexto, type ContextoFormulario } from './contexto.client'
import { useEnvioDoFormulario, type ResultadoEnvio } from './envio-do-formulario.client'
import type { EsquemaDoFormulario } from './esquema-sob-demanda.client'
import { achatarErros } from './erros-do-formulario'
import { formularioPronto } from './retomar-o-digitado'
import { ResumoErros } from './ResumoErros.client'
import { useRegrasAoDigitar, useValidacaoDoFormulario, useValido } from './validacao-do-formulario.client'
import type { WidgetsDoFormulario } from './widgets/tipos'

export type { ResultadoEnvio }

export interface PropsFormulario<T extends FieldValues> {
  /** Prefix of every element id of this form (two forms on a page never share an id). */
  id: string
  catalogo: Catalogo
  /**
   * The form's zod schema: the browser validates with it; the server parses with it too. A page's
   * form passes a loader (`() => import('./schema').then((m) => m.esquema)`): the schema and zod
   * load after hydration or at the first focus, not with the page (decision 0016).
   */
  esquema: EsquemaDoFormulario<T>
  /** Where the fields start; by default the catalogue's empty values (each field's empty value, the captcha unsolved). */
  valoresIniciais?: T
  /** Sends the (rule-applied) values with this submission's idempotency key. */
  enviar: (valores: T, chave: string) => Promise<ResultadoEnvio>
  /** Errors a previous answer gave, shown on mount at their fields. */
  errosIniciais?: readonly ErroDeCampo[]
  rotuloEnviar: string
  rotuloEnviando?: string
  /** The submit button stays disabled until the schema accepts the values; the hint says why. */
  desabilitarAteValido?: { dica: string }
  /** The message when a call fails without one of its own (spec 1 §8: 'Erro na solicitação'). */
  mensagemFalha?: string
  /** Told of a failure's message (a form that also shows it as a toast). */
  aoFalhar?: (mensagem: string) => void
  /** Told to aoFalhar when the browser's own check refuses a submit, beside the error summary (spec 3 §8). */
  mensagemInvalido?: string
  /** The page keeps the button locked after a success (a registration reloads in 3 s: spec 3 §4). */
  concluido?: boolean
  fontes?: Readonly<Record<string, readonly Opcao[]>>
  /** Fields the page locks whatever the values say (an address the CEP lookup filled): shown disabled, values kept. */
  travados?: ReadonlySet<string>
  /**
   * Widgets drawn with the page instead of loaded when first drawn (files, suggestions, captcha:
   * widgets/registro.ts). A form showing them from the start passes WIDGETS_EXTRAS (widgets/extras.ts).
   */
  widgets?: WidgetsDoFormulario
  /** Told of every change of the values (a form whose option lists depend on a choice). */
  aoMudar?: (valores: Valores) => void
  /** Buttons beside the submit button (Cancelar). */
  acoes?: ReactNode
  /** The fields' layout: <CamposDoCatalogo/>, <AbasDoFormulario/>, or the form's own. */
  children: ReactNode
  className?: string
}

/**
 * The form frame every form of the site is written in (issue 19): it owns
 * react-hook-form (validation by the form's schema on blur, then on change:
 * validacao-do-formulario), the submission (key, answer, captcha, failures:
 * envio-do-formulario), the error summary and its focus, the jump to the first
 * tab with errors, and the uploads that hold the submit. Widgets read all of it
 * from context.
 */
export function Formulario<T extends FieldValues>(props: PropsFormulario<T>) {
  const { id, catalogo, esquema, valoresIniciais, desabilitarAteValido, mensagemFalha = ERRO_NA_SOLICITACAO, aoFalhar, concluido = false, aoMudar, fontes = {}, travados, widgets, children, className } = props
  const iniciais = useMemo(() => valoresIniciais ?? (valoresVazios(catalogo) as T), [valoresIniciais, catalogo])
  const { metodos, valores, esquemaAtual, obterEsquema, marcarSubmissao } = useValidacaoDoFormulario(esquema, iniciais, !!desabilitarAteValido)
  const { setValue, formState } = metodos
  const [enviosEmCurso, setEnviosEmCurso] = useState(0)
  const navegacao = useNavegacao(id, catalogo)
  const elemento = useRetomarODigitado()
  const envio = useEnvioDoFormulario({ ...props, mensagemFalha, metodos, marcarSubmissao, mudarAba: navegacao.mudarAba })
  useRegrasAoDigitar(catalogo, valores, setValue)
  useEffect(() => {
    aoMudar?.(valores)
  }, [aoMudar, valores])

  const erros = ordenarErros(catalogo, achatarErros(formState.errors))
  const valido = useValido(!!desabilitarAteValido, esquemaAtual, catalogo, valores)
  const enviando = formState.isSubmitting
  const contexto: ContextoFormulario = {
    catalogo,
    ...navegacao,
    fontes,
    travados,
    widgets,
    reinicioCaptcha: envio.reinicioCaptcha,
    mudarEnviosEmCurso: (delta) => setEnviosEmCurso((n) => n + delta),
    avisarFalha: (mensagem) => aoFalhar?.(mensagem),
    desabilitado: enviando,
  }

  return (
    <FormProvider {...metodos}>
      <Contexto.Provider value={contexto}>
        <form
          ref={elemento}
          id={id}
          // Marks the kit's forms: a submit before their code is here is held (retomar-o-digitado.ts).
          data-formulario=""
          noValidate
          aria-busy={enviando || undefined}
          // The first focus or keystroke asks for the schema if it is not here yet.
          onFocus={() => void obterEsquema().catch(() => undefined)}
          onSubmit={envio.aoSubmeter}
          className={className ?? 'flex flex-col gap-4'}
        >
          <ResumoErros erros={erros} versao={envio.tentativas} idDe={navegacao.idDe} irPara={navegacao.irParaCampo} />
          {envio.erroGeral && !erros.length && (
            <p role="alert" className="rounded border border-erro-700 bg-erro-50 p-3 font-semibold text-erro-700">
              {envio.erroGeral}
            </p>
          )}
          {children}
          <RodapeDoFormulario id={id} acoes={props.acoes} rotuloEnviar={props.rotuloEnviar} rotuloEnviando={props.rotuloEnviando} enviando={enviando} bloqueado={enviando || concluido || enviosEmCurso > 0 || !valido} dica={desabilitarAteValido && !valido ? desabilitarAteValido.dica : undefined} aguardandoArquivos={enviosEmCurso > 0} />
        </form>
      </Contexto.Provider>
    </FormProvider>
  )
}

/**
 * A form that starts over after a success, or with new initial values: its `key`, and the call
 * that changes it. The form is remounted: its fields, files, captcha, errors and key anew.
 */
export function useRecomeco() {
  const [versao, setVersao] = useState(0)
  const recomecar = useCallback(() => setVersao((n) => n + 1), [])
  return { versao, recomecar }
}

/**
 * The form element, handed once mounted to what the visitor did in the server's HTML before the
 * code was here (a form loaded on demand: sob-demanda.tsx): it becomes the form's, and a submit
 * held meanwhile is done.
 */
function useRetomarODigitado() {
  const elemento = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (elemento.current) formularioPronto(elemento.current)
  }, [])
  return elemento
}

/** The open tab, each field's element id, and the way to a field (its tab opened, its label scrolled into view, it focused). */
function useNavegacao(id: string, catalogo: Catalogo) {
  const [abaAtiva, setAbaAtiva] = useState(catalogo.abas?.[0]?.id)
  const idDe = (campo: string) => `${id}-${campo.replaceAll('.', '-')}`
  function irParaCampo(campo: string) {
    const aba = definicaoDe(catalogo, campo)?.aba
    if (aba) setAbaAtiva(aba)
    // After the tab's panel is shown.
    requestAnimationFrame(() => {
      const alvo = document.getElementById(idDe(campo))
      const rotulo = document.querySelector(`label[for="${idDe(campo)}"]`) ?? alvo
      rotulo?.scrollIntoView({ block: 'center' })
      alvo?.focus({ preventScroll: true })
    })
  }
  return { abaAtiva, mudarAba: setAbaAtiva, idDe, irParaCampo }
}

/** The submit button with the page's own buttons beside it, why it waits (the hint), and the uploads it waits for. */
function RodapeDoFormulario({ id, acoes, rotuloEnviar, rotuloEnviando = 'Enviando...', enviando, bloqueado, dica, aguardandoArquivos }: { id: string; acoes?: ReactNode; rotuloEnviar: string; rotuloEnviando?: string; enviando: boolean; bloqueado: boolean; dica: string | undefined; aguardandoArquivos: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {acoes}
        <button
          type="submit"
          disabled={bloqueado}
          aria-describedby={dica !== undefined ? `${id}-dica-enviar` : undefined}
          className={classesBotao('primario', 'disabled:cursor-not-allowed disabled:bg-gray-400 disabled:text-gray-900')}
        >
          {enviando ? rotuloEnviando : rotuloEnviar}
        </button>
      </div>
      {dica !== undefined && (
        <p id={`${id}-dica-enviar`} className="-mt-2 text-right text-sm text-tinta-suave">
          {dica}
        </p>
      )}
      {aguardandoArquivos && (
        <p role="status" className="-mt-2 text-right text-sm text-tinta-suave">
          Aguarde o envio dos arquivos.
        </p>
      )}
    </>
  )
}
