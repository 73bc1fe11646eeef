'use client'

import { useEffect, useMemo, useRef } from 'react'
import { useForm, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'

import { aplicarRegras, type Catalogo, type Valores } from '@/domain/formulario/catalogo'

import { useEsquemaSobDemanda, type EsquemaDoFormulario } from './esquema-sob-demanda.client'

/**
 * react-hook-form validating by the form's schema (on blur, then on change): every validation
 * waits for the schema, loaded on demand (decision 0016), and a submit before it arrived too.
 * `marcarSubmissao` tells the validator a submit is under way: a schema that cannot load then fails
 * the submit instead of letting a field's check wait. `esquemaCedo`: the schema is wanted before
 * any use (a button that waits for valid values), see useEsquemaSobDemanda.
 */
export function useValidacaoDoFormulario<T extends FieldValues>(esquema: EsquemaDoFormulario<T>, valoresIniciais: T, esquemaCedo = false) {
  const { atual: esquemaAtual, obter: obterEsquema } = useEsquemaSobDemanda(esquema, esquemaCedo)
  const submetendo = useRef(false)
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
  const valores = useWatch({ control: metodos.control }) as Valores
  const marcarSubmissao = (emCurso: boolean) => {
    submetendo.current = emCurso
  }
  return { metodos, valores, esquemaAtual, obterEsquema, marcarSubmissao }
}

/** Cleared-when rules apply as the visitor types: a field whose predicate turns true is emptied. */
export function useRegrasAoDigitar<T extends FieldValues>(catalogo: Catalogo, valores: Valores, setValue: ReturnType<typeof useForm<T>>['setValue']) {
  useEffect(() => {
    const aplicados = aplicarRegras(catalogo, valores)
    for (const d of catalogo.campos) {
      if (d.limparQuando?.(valores) && JSON.stringify(valores[d.nome]) !== JSON.stringify(aplicados[d.nome])) {
        setValue(d.nome as Path<T>, aplicados[d.nome] as never, { shouldValidate: false })
      }
    }
  }, [catalogo, valores, setValue])
}

/**
 * Whether the schema accepts the (rule-applied) values, for a form whose button waits for valid
 * values (always true for the others). Until the schema is here the values are not known to be valid.
 */
export function useValido(exigir: boolean, esquemaAtual: { safeParse: (v: unknown) => { success: boolean } } | undefined, catalogo: Catalogo, valores: Valores): boolean {
  return useMemo(() => (exigir ? (esquemaAtual?.safeParse(aplicarRegras(catalogo, valores)).success ?? false) : true), [exigir, esquemaAtual, catalogo, valores])
}
