'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import { aplicarRegras, definicaoDe, primeiraAbaComErro, type Catalogo, type Valores } from '@/domain/formulario/catalogo'
import { semPrefixoDeCampo, type ErroDeCampo } from '@/domain/formulario/erros'

import { novaChave } from './enviar'
import { achatarErros } from './erros-do-formulario'

/** What a form's `enviar` answers: ok, or the server's message and field errors. */
export type ResultadoEnvio = { ok: true } | { ok: false; mensagem?: string | null; erros?: readonly ErroDeCampo[] }

interface OpcoesDoEnvio<T extends FieldValues> {
  catalogo: Catalogo
  enviar: (valores: T, chave: string) => Promise<ResultadoEnvio>
  errosIniciais?: readonly ErroDeCampo[]
  mensagemFalha: string
  aoFalhar?: (mensagem: string) => void
  mensagemInvalido?: string
  metodos: UseFormReturn<T>
  /** Told while a submit runs: the validator then lets a schema that cannot load fail the submit. */
  marcarSubmissao: (emCurso: boolean) => void
  mudarAba: (aba: string) => void
}

/**
 * A form's submission: validated, sent with its idempotency key (one per submission, renewed when
 * the content changes after a failure), the server's answer mapped onto the fields or shown as the
 * general error, the captcha renewed when a refusal may have spent it, and each failure counted.
 */
export function useEnvioDoFormulario<T extends FieldValues>(o: OpcoesDoEnvio<T>) {
  const { catalogo, mensagemFalha, aoFalhar, metodos } = o
  const { setError, setValue, handleSubmit } = metodos
  const { tentativas, erroGeral, setErroGeral, falhou, falhouSemResposta } = useFalhas(o)
  const { reinicioCaptcha, renovarCaptcha } = useRenovarCaptcha(catalogo, setValue)
  const chave = useChaveDoEnvio<T>()

  async function aoEnviar(dados: T) {
    setErroGeral(undefined)
    const aplicados = aplicarRegras(catalogo, dados) as T
    try {
      const r = await o.enviar(aplicados, chave.daSubmissao(aplicados))
      if (r.ok) {
        chave.esquecer()
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

  /** The form's submit: validated by the schema, then sent; a refused validation counts as a failed try. */
  function aoSubmeter(ev: FormEvent<HTMLFormElement>) {
    o.marcarSubmissao(true)
    void handleSubmit(aoEnviar, (e) => {
      falhou(achatarErros(e))
      if (o.mensagemInvalido) aoFalhar?.(o.mensagemInvalido)
    })(ev)
      // Only the schema's load can fail here (aoEnviar catches its own): the network is down.
      .catch(falhouSemResposta)
      .finally(() => o.marcarSubmissao(false))
  }

  return { tentativas, erroGeral, reinicioCaptcha, aoSubmeter }
}

/**
 * The failed tries: their count (the error summary takes focus at each), the general error, the
 * tab of the first error opened. Errors a previous answer brought are shown at their fields on
 * mount and count as a failed try.
 */
function useFalhas<T extends FieldValues>({ catalogo, errosIniciais, mensagemFalha, aoFalhar, metodos, mudarAba }: OpcoesDoEnvio<T>) {
  const { setError, getValues } = metodos
  const [tentativas, setTentativas] = useState(errosIniciais?.length ? 1 : 0)
  const [erroGeral, setErroGeral] = useState<string>()
  useEffect(() => {
    for (const e of errosIniciais ?? []) if (definicaoDe(catalogo, e.campo)) setError(e.campo as Path<T>, { message: e.mensagem })
  }, [catalogo, errosIniciais, setError])

  function falhou(lista: readonly ErroDeCampo[]) {
    setTentativas((t) => t + 1)
    const aba = primeiraAbaComErro(catalogo, lista, getValues())
    if (aba) mudarAba(aba)
  }

  /** No answer to show (no network, or the schema could not load): the form's own failure message. */
  function falhouSemResposta() {
    setErroGeral(mensagemFalha)
    aoFalhar?.(mensagemFalha)
    setTentativas((t) => t + 1)
  }
  return { tentativas, erroGeral, setErroGeral, falhou, falhouSemResposta }
}

/** The idempotency key of a submission: the same while the content is the same, a new one once it changed. */
function useChaveDoEnvio<T extends FieldValues>() {
  const chave = useRef<{ valor: string; conteudo: string } | null>(null)
  return {
    daSubmissao(valoresEnviados: T): string {
      // The captcha changes on every try; the submission is what the visitor wrote.
      const conteudo = JSON.stringify({ ...(valoresEnviados as Valores), captcha: undefined })
      if (!chave.current || chave.current.conteudo !== conteudo) chave.current = { valor: novaChave(), conteudo }
      return chave.current.valor
    },
    /** Sent: the next submission is another one. */
    esquecer() {
      chave.current = null
    },
  }
}

/** A new captcha for the next try (the form's own, when its catalogue has one): emptied, and its widget told to start over. */
function useRenovarCaptcha<T extends FieldValues>(catalogo: Catalogo, setValue: UseFormReturn<T>['setValue']) {
  const [reinicioCaptcha, setReinicioCaptcha] = useState(0)
  function renovarCaptcha() {
    if (!definicaoDe(catalogo, 'captcha')) return
    setValue('captcha' as Path<T>, null as never)
    setReinicioCaptcha((n) => n + 1)
  }
  return { reinicioCaptcha, renovarCaptcha }
}
