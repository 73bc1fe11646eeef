'use client'

import { Controller } from 'react-hook-form'

import { CLASSE_ENTRADA } from '@/components/form/Campo'
import { MASCARAS } from '@/domain/formulario/mascaras'
import { formatarReais, lerReais, mascaraReais } from '@/domain/validacao'

import type { PropsWidget } from './tipos'

/** Plain text (type email or tel when the field's keyboard says so). */
export function CampoTexto({ definicao: d, aria, desabilitado }: PropsWidget) {
  const tipo = d.inputMode === 'email' ? 'email' : d.inputMode === 'tel' ? 'tel' : 'text'
  return (
    <Controller
      name={d.nome}
      render={({ field }) => (
        <input
          {...aria}
          {...field}
          value={(field.value as string | undefined) ?? ''}
          type={tipo}
          autoComplete={d.autoComplete}
          inputMode={d.inputMode}
          maxLength={d.maxLength}
          placeholder={d.placeholder}
          disabled={desabilitado}
          className={CLASSE_ENTRADA}
        />
      )}
    />
  )
}

/** Text with a mask applied as the visitor types (CPF, CNPJ, CEP, phone, date). */
export function CampoMascarado({ definicao: d, aria, desabilitado }: PropsWidget) {
  const mascara = MASCARAS[d.mascara ?? (d.widget === 'data' ? 'data' : 'cpfCnpj')]
  return (
    <Controller
      name={d.nome}
      render={({ field }) => (
        <input
          {...aria}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={(field.value as string | undefined) ?? ''}
          onChange={(e) => field.onChange(mascara.aplicar(e.target.value))}
          type={d.mascara === 'telefone' || d.mascara === 'telefoneEspacado' ? 'tel' : 'text'}
          inputMode={d.inputMode ?? mascara.inputMode}
          autoComplete={d.autoComplete}
          placeholder={d.placeholder ?? mascara.placeholder}
          disabled={desabilitado}
          className={CLASSE_ENTRADA}
        />
      )}
    />
  )
}

/** Money in reais: digits fill from the cents ('123456' → 'R$ 1.234,56'); the value is a number (NaN when empty). */
export function CampoDinheiro({ definicao: d, aria, desabilitado }: PropsWidget) {
  return (
    <Controller
      name={d.nome}
      render={({ field }) => (
        <input
          {...aria}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={typeof field.value === 'number' && Number.isFinite(field.value) ? formatarReais(field.value) : ''}
          onChange={(e) => field.onChange(lerReais(mascaraReais(e.target.value)))}
          type="text"
          inputMode="numeric"
          placeholder={d.placeholder ?? 'R$ 0,00'}
          disabled={desabilitado}
          className={CLASSE_ENTRADA}
        />
      )}
    />
  )
}

/** Whole numbers only (an account, a count): the value is the digits as text, so leading zeros stay. */
export function CampoNumero({ definicao: d, aria, desabilitado }: PropsWidget) {
  return (
    <Controller
      name={d.nome}
      render={({ field }) => (
        <input
          {...aria}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={(field.value as string | undefined) ?? ''}
          onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
          type="text"
          inputMode="numeric"
          maxLength={d.maxLength}
          autoComplete={d.autoComplete}
          placeholder={d.placeholder}
          disabled={desabilitado}
          className={CLASSE_ENTRADA}
        />
      )}
    />
  )
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
