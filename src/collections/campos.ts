import type { SelectField } from 'payload'

type Opcao = { value: string; label: string }

/**
 * A choice every record makes, starting on its first option: the options' order says the default,
 * so its value is not written a second time.
 */
export function escolha(name: string, label: string, opcoes: readonly [Opcao, ...Opcao[]]): SelectField {
  return { name, label, type: 'select', required: true, defaultValue: opcoes[0].value, options: [...opcoes] }
}
