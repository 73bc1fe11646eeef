'use client'

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { FormProvider, useForm, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'

import { classesBotao } from '@/components/ui/botao'
import { aplicarRegras, definicaoDe, ordenarErros, primeiraAbaComErro, type Catalogo, type Opcao, type Valores } from '@/domain/formulario/catalogo'
import { ERRO_NA_SOLICITACAO, semPrefixoDeCampo, type ErroDeCampo } from '@/domain/formulario/erros'

import { Contexto, type ContextoFormulario } from './contexto.client'
import { novaChave } from './enviar'
import { useEsquemaSobDemanda, type EsquemaDoFormulario } from './esquema-sob-demanda.client'
import { achatarErros } from './erros-do-formulario'
import { formularioPronto } from './retomar-o-digitado'
import { ResumoErros } from './ResumoErros.client'
import type { WidgetsDoFormulario } from './widgets/tipos'

/** What a form's `enviar` answers: ok, or the server's message and field errors. */
export type ResultadoEnvio = { ok: true } | { ok: false; mensagem?: string | null; erros?: readonly ErroDeCampo[] }

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
  valoresIniciais: T
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
 * react-hook-form (validation by the form's schema on blur, then on change),
 * the idempotency key (one per submission, renewed when the content changes
 * after a failure), the submit state ('Enviando...'), the error summary and its
 * focus, the jump to the first tab with errors, and the mapping of a 400's
 * field list onto the fields. Widgets read all of it from context.
 */
export function Formulario<T extends FieldValues>(props: PropsFormulario<T>) {
  const { id, catalogo, esquema, valoresIniciais, enviar, errosIniciais, rotuloEnviar, rotuloEnviando = 'Enviando...', desabilitarAteValido, mensagemFalha = ERRO_NA_SOLICITACAO, aoFalhar, mensagemInvalido, concluido = false, aoMudar, fontes = {}, travados, widgets, acoes, children, className } = props
  const { atual: esquemaAtual, obter: obterEsquema } = useEsquemaSobDemanda(esquema)
  const submetendo = useRef(false)
  // Every validation waits for the schema (a submit before it arrived too).
  const resolver: Resolver<T> = async (valores, contexto, opcoes) => {
    let validar: Resolver<T>
    try {
      validar = (await obterEsquema()).validar
    } catch (erro) {
      // The schema could not load (no network): a field's check waits for the next try; a submit fails (onSubmit).
      if (!submetendo.current) return { values: {}, errors: {} }
      throw erro
    }
    return validar(valores, contexto, opcoes)
  }
  const metodos = useForm<T>({
    resolver,
    mode: 'onTouched',
    defaultValues: valoresIniciais as DefaultValues<T>,
    // The error summary takes focus on a failed submit (GOV.UK pattern), not the first field.
    shouldFocusError: false,
  })
  const { handleSubmit, setError, setValue, formState, control, getValues } = metodos
  const valores = useWatch({ control }) as Valores
  // Errors a previous answer brought count as a failed submit: the summary shows and takes focus.
  const [tentativas, setTentativas] = useState(errosIniciais?.length ? 1 : 0)
  const [erroGeral, setErroGeral] = useState<string>()
  const [reinicioCaptcha, setReinicioCaptcha] = useState(0)
  const [enviosEmCurso, setEnviosEmCurso] = useState(0)
  const [abaAtiva, setAbaAtiva] = useState(catalogo.abas?.[0]?.id)
  const chave = useRef<{ valor: string; conteudo: string } | null>(null)
  const elemento = useRef<HTMLFormElement>(null)

  // Once mounted, what the visitor did in the server's HTML before the code was here becomes the
  // form's (a form loaded on demand: sob-demanda.tsx), and a submit held meanwhile is done.
  useEffect(() => {
    if (elemento.current) formularioPronto(elemento.current)
  }, [])

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

  // Cleared-when rules apply as the visitor types: a field whose predicate turns true is emptied.
  useEffect(() => {
    const aplicados = aplicarRegras(catalogo, valores)
    for (const d of catalogo.campos) {
      if (d.limparQuando?.(valores) && JSON.stringify(valores[d.nome]) !== JSON.stringify(aplicados[d.nome])) {
        setValue(d.nome as Path<T>, aplicados[d.nome] as never, { shouldValidate: false })
      }
    }
  }, [catalogo, valores, setValue])

  useEffect(() => {
    aoMudar?.(valores)
  }, [aoMudar, valores])

  useEffect(() => {
    for (const e of errosIniciais ?? []) if (definicaoDe(catalogo, e.campo)) setError(e.campo as Path<T>, { message: e.mensagem })
  }, [catalogo, errosIniciais, setError])

  const erros = ordenarErros(catalogo, achatarErros(formState.errors))
  // Until the schema is here the values are not known to be valid: the button waits with its hint.
  const valido = useMemo(() => (desabilitarAteValido ? (esquemaAtual?.safeParse(aplicarRegras(catalogo, valores)).success ?? false) : true), [desabilitarAteValido, esquemaAtual, catalogo, valores])

  function falhou(lista: readonly ErroDeCampo[]) {
    setTentativas((t) => t + 1)
    const aba = primeiraAbaComErro(catalogo, lista, getValues())
    if (aba) setAbaAtiva(aba)
  }

  /** The key of this submission: the same while the content is the same, a new one once it changed. */
  function chaveDoEnvio(valoresEnviados: T): string {
    // The captcha changes on every try; the submission is what the visitor wrote.
    const conteudo = JSON.stringify({ ...(valoresEnviados as Valores), captcha: undefined })
    if (!chave.current || chave.current.conteudo !== conteudo) chave.current = { valor: novaChave(), conteudo }
    return chave.current.valor
  }

  /** A new captcha for the next try (the form's own, when its catalogue has one). */
  function renovarCaptcha() {
    if (!definicaoDe(catalogo, 'captcha')) return
    setValue('captcha' as Path<T>, null as never)
    setReinicioCaptcha((n) => n + 1)
  }

  async function aoEnviar(dados: T) {
    setErroGeral(undefined)
    const aplicados = aplicarRegras(catalogo, dados) as T
    try {
      const r = await enviar(aplicados, chaveDoEnvio(aplicados))
      if (r.ok) {
        chave.current = null
        return
      }
      const deCampo = (r.erros ?? []).filter((e) => definicaoDe(catalogo, e.campo))
      // A field's refusal comes before the server checks the captcha; any other refusal may come
      // after it, when the single-use captcha is already spent: a retry with it reads 'Captcha inválido!'.
      if (!deCampo.length || deCampo.some((e) => e.campo === 'captcha')) renovarCaptcha()
      for (const e of deCampo) setError(e.campo as Path<T>, { message: e.mensagem })
      const mensagem = r.mensagem ? semPrefixoDeCampo(r.mensagem) : mensagemFalha
      if (!deCampo.length) setErroGeral(mensagem)
      aoFalhar?.(mensagem)
      falhou(deCampo)
    } catch {
      // The request may have reached the server and spent the captcha before the connection failed.
      renovarCaptcha()
      falhouSemResposta()
    }
  }

  /** No answer to show (no network, or the schema could not load): the form's own failure message. */
  function falhouSemResposta() {
    setErroGeral(mensagemFalha)
    aoFalhar?.(mensagemFalha)
    setTentativas((t) => t + 1)
  }

  const enviando = formState.isSubmitting
  const bloqueado = enviando || concluido || enviosEmCurso > 0 || !valido
  const contexto: ContextoFormulario = {
    catalogo,
    idDe,
    fontes,
    travados,
    widgets,
    abaAtiva,
    mudarAba: setAbaAtiva,
    irParaCampo,
    reinicioCaptcha,
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
          onSubmit={(ev) => {
            submetendo.current = true
            void handleSubmit(aoEnviar, (e) => {
              falhou(achatarErros(e))
              if (mensagemInvalido) aoFalhar?.(mensagemInvalido)
            })(ev)
              // Only the schema's load can fail here (aoEnviar catches its own): the network is down.
              .catch(falhouSemResposta)
              .finally(() => (submetendo.current = false))
          }}
          className={className ?? 'flex flex-col gap-4'}
        >
          <ResumoErros erros={erros} versao={tentativas} idDe={idDe} irPara={irParaCampo} />
          {erroGeral && !erros.length && (
            <p role="alert" className="rounded border border-erro-700 bg-erro-50 p-3 font-semibold text-erro-700">
              {erroGeral}
            </p>
          )}
          {children}
          <div className="flex flex-wrap items-center justify-end gap-3">
            {acoes}
            <button
              type="submit"
              disabled={bloqueado}
              aria-describedby={desabilitarAteValido && !valido ? `${id}-dica-enviar` : undefined}
              className={classesBotao('primario', 'disabled:cursor-not-allowed disabled:bg-gray-400 disabled:text-gray-900')}
            >
              {enviando ? rotuloEnviando : rotuloEnviar}
            </button>
          </div>
          {desabilitarAteValido && !valido && (
            <p id={`${id}-dica-enviar`} className="-mt-2 text-right text-sm text-tinta-suave">
              {desabilitarAteValido.dica}
            </p>
          )}
          {enviosEmCurso > 0 && (
            <p role="status" className="-mt-2 text-right text-sm text-tinta-suave">
              Aguarde o envio dos arquivos.
            </p>
          )}
        </form>
      </Contexto.Provider>
    </FormProvider>
  )
}
