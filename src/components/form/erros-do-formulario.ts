import type { FieldErrors } from 'react-hook-form'

import type { ErroDeCampo } from '@/domain/formulario/erros'

/** react-hook-form's nested errors as a flat list of {campo, mensagem}, dotted paths for nested values. */
export function achatarErros(erros: FieldErrors, prefixo = ''): ErroDeCampo[] {
  const lista: ErroDeCampo[] = []
  for (const [chave, valor] of Object.entries(erros)) {
    if (!valor || chave === 'ref' || chave === 'root') continue
    const campo = prefixo ? `${prefixo}.${chave}` : chave
    const v = valor as { message?: unknown; type?: unknown }
    if (typeof v.message === 'string' && v.message) lista.push({ campo, mensagem: v.message })
    else if (typeof valor === 'object') lista.push(...achatarErros(valor as FieldErrors, campo))
  }
  return lista
}
