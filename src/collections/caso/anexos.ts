import type { Field } from 'payload'

/**
 * The files of a case, listed inside it (issue 31): a read-only field on each submission kind
 * whose form takes attachments (the `anexos` collection, claimed by `submissao.colecao`):
 * the ombudsman's messages and the digital protocols. Nothing is stored (a `ui` field).
 */
export const CAMPO_ANEXOS_DO_CASO: Field = {
  name: 'anexosDoCaso',
  label: 'Arquivos enviados',
  type: 'ui',
  admin: { components: { Field: '@/components/admin/AnexosDoCaso#AnexosDoCaso' } },
}
