import type { TextField } from 'payload'

/** Trims; in upper case (pt-BR) for the lists the legacy answers in capitals (descEstadoCivilMaiusculo…). */
export function campoTexto(nome: string, label: string, opcoes: { maiusculas?: boolean; maxLength?: number; unique?: boolean } = {}): TextField {
  return {
    name: nome,
    label,
    type: 'text',
    required: true,
    unique: opcoes.unique ?? false,
    maxLength: opcoes.maxLength ?? 120,
    hooks: {
      beforeValidate: [
        ({ value }: { value?: unknown }) => {
          if (typeof value !== 'string') return value
          const limpo = value.trim().replace(/\s+/g, ' ')
          return opcoes.maiusculas ? limpo.toLocaleUpperCase('pt-BR') : limpo
        },
      ],
    },
  }
}
