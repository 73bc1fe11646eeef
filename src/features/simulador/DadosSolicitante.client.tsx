'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'

import { Campo, CLASSE_ENTRADA } from '@/components/form/Campo'
import { mascaraCnpj, mascaraTelefone } from '@/domain/validacao'

import { CampoCidade } from './CampoCidade.client'
import { esquemaSolicitante, type DadosSolicitante as Dados } from './schema'

interface Estado {
  sigla: string
  nome: string
}

/** Failures to load states or cities are only logged; the lists stay empty (spec 1 §8). */
async function buscarLista<T>(url: string): Promise<T[]> {
  try {
    const r = await fetch(url)
    if (!r.ok) throw new Error(`HTTP ${r.status}`)
    return (await r.json()) as T[]
  } catch (erro) {
    console.error('Erro ao carregar', url, erro)
    return []
  }
}

/**
 * Step 5: the applicant (spec 1 §2.5, §5). Each field shows its message once
 * touched; Finalizar is enabled only when every field is valid.
 */
export function DadosSolicitante({ inicial, aoFinalizar, erroServidor }: { inicial: Dados; aoFinalizar: (d: Dados) => void; erroServidor?: { campo: string; mensagem: string }[] }) {
  const { register, control, handleSubmit, setError, formState } = useForm<Dados>({
    resolver: zodResolver(esquemaSolicitante),
    mode: 'onTouched',
    defaultValues: inicial,
  })
  const valores = useWatch({ control })
  const uf = valores.uf
  const [estados, setEstados] = useState<Estado[]>([])
  const [municipios, setMunicipios] = useState<string[]>([])

  useEffect(() => {
    void buscarLista<Estado>('/localidades/estados').then(setEstados)
  }, [])
  useEffect(() => {
    if (!uf) return
    void buscarLista<{ nome: string }>(`/localidades/estados/${uf}/municipios`).then((l) => setMunicipios(l.map((m) => m.nome)))
  }, [uf])
  useEffect(() => {
    for (const e of erroServidor ?? []) if (e.campo in inicial) setError(e.campo as keyof Dados, { message: e.mensagem }, { shouldFocus: true })
  }, [erroServidor, inicial, setError])

  const e = formState.errors
  // Valid per the schema, checked on every change (the button's state), while messages wait for a field to be touched.
  const valido = useMemo(() => esquemaSolicitante.safeParse(valores).success, [valores])

  return (
    <form noValidate onSubmit={(ev) => void handleSubmit(aoFinalizar)(ev)} className="grid gap-4 sm:grid-cols-2">
      <Campo id="sim-razao" rotulo="Razão social" erro={e.razaoSocial?.message} obrigatorio className="sm:col-span-2">
        {(a) => <input {...a} {...register('razaoSocial')} type="text" autoComplete="organization" maxLength={150} className={CLASSE_ENTRADA} />}
      </Campo>
      <Campo id="sim-cnpj" rotulo="CNPJ" dica="Somente números; o CNPJ alfanumérico também é aceito." erro={e.cnpj?.message} obrigatorio>
        {(a) => (
          <Controller
            control={control}
            name="cnpj"
            render={({ field }) => (
              <input {...a} {...field} onChange={(ev) => field.onChange(mascaraCnpj(ev.target.value))} type="text" inputMode="text" placeholder="00.000.000/0000-00" className={CLASSE_ENTRADA} />
            )}
          />
        )}
      </Campo>
      <Campo id="sim-telefone" rotulo="Telefone" erro={e.telefoneSolicitante?.message} obrigatorio>
        {(a) => (
          <Controller
            control={control}
            name="telefoneSolicitante"
            render={({ field }) => (
              <input {...a} {...field} onChange={(ev) => field.onChange(mascaraTelefone(ev.target.value))} type="tel" autoComplete="tel-national" placeholder="(51)99999-9999" className={CLASSE_ENTRADA} />
            )}
          />
        )}
      </Campo>
      <Campo id="sim-email" rotulo="E-mail" erro={e.emailSolicitante?.message} obrigatorio className="sm:col-span-2">
        {(a) => <input {...a} {...register('emailSolicitante')} type="email" autoComplete="email" maxLength={100} className={CLASSE_ENTRADA} />}
      </Campo>
      <Campo id="sim-uf" rotulo="UF" erro={e.uf?.message} obrigatorio>
        {(a) => (
          <select {...a} {...register('uf')} className={CLASSE_ENTRADA}>
            {/* Before the list arrives, the default state is already there. */}
            {(estados.length ? estados : [{ sigla: 'RS', nome: 'Rio Grande do Sul' }]).map((s) => (
              <option key={s.sigla} value={s.sigla}>
                {s.nome}
              </option>
            ))}
          </select>
        )}
      </Campo>
      <Campo id="sim-cidade" rotulo="Cidade" dica="Digite 3 letras para ver sugestões." erro={e.cidade?.message} obrigatorio>
        {(a) => (
          <Controller
            control={control}
            name="cidade"
            render={({ field }) => <CampoCidade {...a} name={field.name} valor={field.value ?? ''} aoMudar={field.onChange} onBlur={field.onBlur} municipios={municipios} />}
          />
        )}
      </Campo>
      <div className="sm:col-span-2">
        <button type="submit" disabled={!valido} aria-describedby={valido ? undefined : 'sim-finalizar-dica'} className="rounded bg-marca-700 px-6 py-3 font-semibold text-white hover:bg-marca-800 disabled:cursor-not-allowed disabled:bg-gray-400 disabled:text-gray-900">
          Finalizar
        </button>
        {!valido && (
          <p id="sim-finalizar-dica" className="mt-2 text-sm text-tinta-suave">
            Preencha todos os campos corretamente para finalizar.
          </p>
        )}
      </div>
    </form>
  )
}
