/** The shortest password a staff account may have (NIST SP 800-63B asks for length, not character classes). */
export const SENHA_MINIMO = 12
/** bcrypt-style upper bound keeps a pathological password from costing the server a long hash. */
export const SENHA_MAXIMO = 256

/** Why a staff password is refused, in Portuguese, or null when it is acceptable. */
export function problemaDaSenha(senha: string, email?: string | null): string | null {
  const tamanho = [...senha].length
  if (tamanho < SENHA_MINIMO) return `A senha deve ter pelo menos ${SENHA_MINIMO} caracteres.`
  if (tamanho > SENHA_MAXIMO) return `A senha deve ter no máximo ${SENHA_MAXIMO} caracteres.`
  if (new Set(senha).size < 4) return 'A senha não pode repetir sempre os mesmos caracteres.'
  const usuario = email?.split('@')[0]?.toLowerCase()
  if (usuario && usuario.length >= 4 && senha.toLowerCase().includes(usuario)) return 'A senha não pode conter o seu e-mail.'
  return null
}
