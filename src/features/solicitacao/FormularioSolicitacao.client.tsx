'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'

import { Campo, CLASSE_ENTRADA } from '@/components/form/Campo'
import { Captcha } from '@/components/form/Captcha.client'
import { enviarJson, novaChave } from '@/components/form/enviar'
import { ResumoErros, type ErroDeCampo } from '@/components/form/ResumoErros.client'
import { notificar } from '@/components/toast/notificar'
import { formatarReais, lerReais, mascaraCpfCnpj, mascaraReais, mascaraTelefone } from '@/domain/validacao'

import { esquemaSolicitacao, LIMITES, type CamposSolicitacao } from './schema'

export interface ProdutoDaSolicitacao {
  id: number
  titulo: string
}

const CAMPOS: (keyof CamposSolicitacao | 'captcha')[] = ['nome', 'cpfCnpj', 'municipio', 'telefone', 'email', 'valor', 'motivo', 'captcha']
const idDoCampo = (campo: string) => `solicitacao-${campo}`
const VAZIO: CamposSolicitacao = { nome: '', cpfCnpj: '', municipio: '', telefone: '', email: '', valor: Number.NaN, motivo: '' }

/** Spec 1 §8: the success toast stays 3 s. */
const DURACAO_SUCESSO_MS = 3000

/**
 * The financing request form inside the modal (spec 1 §2.6, §5): every field
 * with its mask, limit and message; an error summary on a failed submit; the
 * captcha; 'Enviando...' while sending. Unmounted when the modal closes, so
 * closing resets the form, its errors and the captcha.
 */
export default function FormularioSolicitacao({ produto, fechar }: { produto: ProdutoDaSolicitacao; fechar: () => void }) {
  const { register, control, handleSubmit, setError, formState } = useForm<CamposSolicitacao>({
    resolver: zodResolver(esquemaSolicitacao),
    mode: 'onTouched',
    defaultValues: VAZIO,
    // The error summary takes focus on a failed submit (GOV.UK pattern), not the first field.
    shouldFocusError: false,
  })
  const [captcha, setCaptcha] = useState<string | null>(null)
  const [erroCaptcha, setErroCaptcha] = useState<string>()
  const [reinicioCaptcha, setReinicioCaptcha] = useState(0)
  const [tentativas, setTentativas] = useState(0)
  const [erroGeral, setErroGeral] = useState<string>()
  const [chave] = useState(novaChave)
  const enviando = formState.isSubmitting

  const erros: ErroDeCampo[] = CAMPOS.flatMap((c) => {
    const m = c === 'captcha' ? erroCaptcha : formState.errors[c]?.message
    return m ? [{ campo: c, mensagem: m }] : []
  })

  async function enviar(dados: CamposSolicitacao) {
    setErroGeral(undefined)
    if (!captcha) {
      setErroCaptcha('Por favor confirme que você não é um robô')
      setTentativas((t) => t + 1)
      return
    }
    try {
      const r = await enviarJson<{ message?: string }>('/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao', { produto: { id: produto.id, titulo: produto.titulo }, ...dados, captcha }, chave)
      if (r.ok) {
        notificar('success', 'Solicitação enviada com sucesso!', { duracaoMs: DURACAO_SUCESSO_MS })
        fechar()
        return
      }
      for (const e of r.erros) {
        if (e.campo === 'captcha') {
          setErroCaptcha(e.mensagem)
          setCaptcha(null)
          setReinicioCaptcha((n) => n + 1)
        } else if (CAMPOS.includes(e.campo as keyof CamposSolicitacao)) setError(e.campo as keyof CamposSolicitacao, { message: e.mensagem })
      }
      const mensagem = r.mensagem?.replace(/^[\w.]+: /, '') ?? 'Erro ao enviar solicitação'
      setErroGeral(mensagem)
      notificar('error', mensagem)
      setTentativas((t) => t + 1)
    } catch {
      setErroGeral('Erro ao enviar solicitação')
      notificar('error', 'Erro ao enviar solicitação')
    }
  }

  return (
    <form
      noValidate
      onSubmit={(ev) =>
        void handleSubmit(enviar, () => {
          if (!captcha) setErroCaptcha('Por favor confirme que você não é um robô')
          setTentativas((t) => t + 1)
        })(ev)
      }
      className="mt-4 flex flex-col gap-4"
    >
      <ResumoErros erros={erros} versao={tentativas} idDoCampo={idDoCampo} />
      {erroGeral && !erros.length && (
        <p role="alert" className="rounded border border-erro-700 bg-erro-50 p-3 font-semibold text-erro-700">
          {erroGeral}
        </p>
      )}
      <Campo id={idDoCampo('nome')} rotulo="Nome" erro={formState.errors.nome?.message} obrigatorio>
        {(a) => <input {...a} {...register('nome')} type="text" autoComplete="name" maxLength={LIMITES.nome} className={CLASSE_ENTRADA} />}
      </Campo>
      <div className="grid gap-4 sm:grid-cols-2">
        <Campo id={idDoCampo('cpfCnpj')} rotulo="CPF/CNPJ" erro={formState.errors.cpfCnpj?.message} obrigatorio>
          {(a) => (
            <Controller
              control={control}
              name="cpfCnpj"
              render={({ field }) => <input {...a} {...field} onChange={(e) => field.onChange(mascaraCpfCnpj(e.target.value))} type="text" inputMode="numeric" className={CLASSE_ENTRADA} />}
            />
          )}
        </Campo>
        <Campo id={idDoCampo('municipio')} rotulo="Município" erro={formState.errors.municipio?.message} obrigatorio>
          {(a) => <input {...a} {...register('municipio')} type="text" autoComplete="address-level2" maxLength={LIMITES.municipio} className={CLASSE_ENTRADA} />}
        </Campo>
        <Campo id={idDoCampo('telefone')} rotulo="Telefone" erro={formState.errors.telefone?.message} obrigatorio>
          {(a) => (
            <Controller
              control={control}
              name="telefone"
              render={({ field }) => <input {...a} {...field} onChange={(e) => field.onChange(mascaraTelefone(e.target.value))} type="tel" autoComplete="tel-national" placeholder="(51)99999-9999" className={CLASSE_ENTRADA} />}
            />
          )}
        </Campo>
        <Campo id={idDoCampo('email')} rotulo="E-mail" erro={formState.errors.email?.message} obrigatorio>
          {(a) => <input {...a} {...register('email')} type="email" autoComplete="email" maxLength={LIMITES.email} className={CLASSE_ENTRADA} />}
        </Campo>
      </div>
      <Campo id={idDoCampo('valor')} rotulo="Valor" dica="Quanto você precisa, em reais." erro={formState.errors.valor?.message} obrigatorio>
        {(a) => (
          <Controller
            control={control}
            name="valor"
            render={({ field }) => (
              <input
                {...a}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={Number.isFinite(field.value) ? formatarReais(field.value) : ''}
                onChange={(e) => field.onChange(lerReais(mascaraReais(e.target.value)))}
                type="text"
                inputMode="numeric"
                placeholder="R$ 0,00"
                className={CLASSE_ENTRADA}
              />
            )}
          />
        )}
      </Campo>
      <Campo id={idDoCampo('motivo')} rotulo="Motivo" dica="De 10 a 2000 caracteres: para que é o financiamento." erro={formState.errors.motivo?.message} obrigatorio>
        {(a) => <textarea {...a} {...register('motivo')} rows={4} maxLength={LIMITES.motivoMax} className={CLASSE_ENTRADA} />}
      </Campo>
      <Captcha
        id={idDoCampo('captcha')}
        erro={erroCaptcha}
        reinicio={reinicioCaptcha}
        aoMudar={(v) => {
          setCaptcha(v)
          if (v) setErroCaptcha(undefined)
        }}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close asChild>
          <button type="button" className="rounded border border-marca-700 px-5 py-3 font-semibold text-marca-700 hover:bg-marca-50">
            Cancelar
          </button>
        </Dialog.Close>
        <button type="submit" disabled={enviando} aria-disabled={enviando} className="rounded bg-marca-700 px-5 py-3 font-semibold text-white hover:bg-marca-800 disabled:cursor-wait disabled:opacity-80">
          {enviando ? 'Enviando...' : 'Enviar solicitação'}
        </button>
      </div>
    </form>
  )
}
