'use client'

import { Controller } from 'react-hook-form'

import { CLASSE_ENTRADA } from '@/components/form/Campo'
import { MASCARAS } from '@/domain/formulario/mascaras'
import { formatarReais, lerReais, mascaraReais } from '@/domain/validacao'

import type { PropsWidget } from './tipos'

/**
 * A text input whose value is transformed both ways: `ler` turns what was typed into
 * the field's value (a masked text, a number), `exibir` turns the value into text.
 * The masked, money and number widgets are this with their own pair.
 */
function EntradaTransformada({
  definicao: d,
  aria,
  desabilitado,
  ler,
  exibir,
  ...entrada
}: PropsWidget & { ler: (texto: string) => unknown; exibir: (valor: unknown) => string; type: 'text' | 'tel' | 'email'; inputMode: PropsWidget['definicao']['inputMode']; placeholder?: string }) {
  return (
    <Controller
      name={d.nome}
      render={({ field }) => (
        <input
          {...aria}
          {...entrada}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={exibir(field.value)}
          onChange={(e) => field.onChange(ler(e.target.value))}
          maxLength={d.maxLength}
          autoComplete={d.autoComplete}
          disabled={desabilitado}
          className={CLASSE_ENTRADA}
        />
      )}
    />
  )
}

const comoTexto = (v: unknown) => (typeof v === 'string' ? v : '')

/** Plain text (type email or tel when the field's keyboard says so). */
export function CampoTexto(p: PropsWidget) {
  const d = p.definicao
  const tipo = d.inputMode === 'email' ? 'email' : d.inputMode === 'tel' ? 'tel' : 'text'
  return <EntradaTransformada {...p} type={tipo} inputMode={d.inputMode} placeholder={d.placeholder} ler={(t) => t} exibir={comoTexto} />
}

/** Text with a mask applied as the visitor types (CPF, CNPJ, CEP, phone, date). */
export function CampoMascarado(p: PropsWidget) {
  const d = p.definicao
  const mascara = MASCARAS[d.mascara ?? (d.widget === 'data' ? 'data' : 'cpfCnpj')]
  const tipo = d.mascara === 'telefone' || d.mascara === 'telefoneEspacado' ? 'tel' : 'text'
  return <EntradaTransformada {...p} type={tipo} inputMode={d.inputMode ?? mascara.inputMode} placeholder={d.placeholder ?? mascara.placeholder} ler={mascara.aplicar} exibir={comoTexto} />
}

/** Money in reais: digits fill from the cents ('123456' → 'R$ 1.234,56'); the value is a number (NaN when empty). */
export function CampoDinheiro(p: PropsWidget) {
  return (
    <EntradaTransformada
      {...p}
      type="text"
      inputMode="numeric"
      placeholder={p.definicao.placeholder ?? 'R$ 0,00'}
      ler={(t) => lerReais(mascaraReais(t))}
      exibir={(v) => (typeof v === 'number' && Number.isFinite(v) ? formatarReais(v) : '')}
    />
  )
}

/** Whole numbers only (an account, a count): the value is the digits as text, so leading zeros stay. */
export function CampoNumero(p: PropsWidget) {
  return <EntradaTransformada {...p} type="text" inputMode="numeric" placeholder={p.definicao.placeholder} ler={(t) => t.replace(/\D/g, '')} exibir={comoTexto} />
}

/** A long text with its character count ('12 de 2000 caracteres'), read with the field. */
export function AreaTexto({ definicao: d, aria, desabilitado }: PropsWidget) {
  const idContagem = `${aria.id}-contagem`
  return (
    <Controller
      name={d.nome}
      render={({ field }) => {
        const texto = (field.value as string | undefined) ?? ''
        return (
          <>
            <textarea
              {...aria}
              {...field}
              value={texto}
              aria-describedby={[aria['aria-describedby'], d.maxLength ? idContagem : ''].filter(Boolean).join(' ') || undefined}
              rows={d.linhas ?? 4}
              maxLength={d.maxLength}
              disabled={desabilitado}
              className={CLASSE_ENTRADA}
            />
            {d.maxLength && (
              <p id={idContagem} className="mt-1 text-right text-sm text-tinta-suave">
                {texto.length} de {d.maxLength} caracteres
              </p>
            )}
          </>
        )
      }}
    />
  )
}
