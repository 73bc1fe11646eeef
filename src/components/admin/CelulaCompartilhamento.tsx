import type { DefaultCellComponentProps } from 'payload'

const OPERACOES = [
  ['read', 'Ver'],
  ['update', 'Alterar'],
  ['delete', 'Apagar'],
] as const
const QUEM: Record<string, string> = { onlyMe: 'somente eu', equipe: 'minha equipe' }

/**
 * A saved filter's sharing in the presets' list (collections/FiltrosSalvos): who sees, changes and
 * deletes it, in Portuguese (Payload's own cell writes "Read: Only Me").
 */
export function CelulaCompartilhamento({ cellData }: DefaultCellComponentProps) {
  const acesso = (cellData ?? {}) as Partial<Record<string, { constraint?: string }>>
  const partes = OPERACOES.flatMap(([op, rotulo]) => {
    const c = acesso[op]?.constraint
    return c ? [`${rotulo}: ${QUEM[c] ?? c}`] : []
  })
  return <span>{partes.length ? partes.join(' · ') : 'Ver: somente eu'}</span>
}
