import type { CollectionConfig } from 'payload'

import { acessoDaColecao } from '@/access/matriz'

const leitura = { readOnly: true }

export const ACOES_AUDITADAS = [
  'consultou',
  'alterou',
  'excluiu',
  'redefiniu-segundo-fator',
  // The integridade team (docs/security/whistleblower.md): a member made their key, a member approved
  // a newcomer's key, an account was given or lost the role.
  'criou',
  'aprovou',
  'entrou-na-integridade',
  'saiu-da-integridade',
] as const
export type AcaoAuditada = (typeof ACOES_AUDITADAS)[number]

/**
 * Who did what to which submission, and when: written by the submissions'
 * hooks (./registrar.ts) in the same transaction as the action. It names the
 * fields a change touched, never their values, so it holds no personal data
 * beyond the staff member's account. Administrators read it; nobody edits it.
 * An administrator's reset of another account's second factor is recorded too
 * (`redefiniu-segundo-fator`, the account's id as the document; no secret).
 */
export const Auditoria: CollectionConfig = {
  slug: 'auditoria',
  labels: { singular: 'Registro de auditoria', plural: 'Auditoria' },
  typescript: { interface: 'RegistroAuditoria' },
  admin: { useAsTitle: 'acao', defaultColumns: ['createdAt', 'usuario', 'acao', 'colecao', 'documento', 'campos'], group: 'Administração' },
  access: acessoDaColecao('auditoria'),
  defaultSort: '-createdAt',
  fields: [
    { name: 'usuario', label: 'Usuário', type: 'relationship', relationTo: 'users', required: true, index: true, admin: leitura },
    { name: 'acao', label: 'Ação', type: 'select', required: true, options: ACOES_AUDITADAS.map((a) => ({ value: a, label: a })), admin: leitura },
    { name: 'colecao', label: 'Coleção', type: 'text', required: true, index: true, admin: leitura },
    { name: 'documento', label: 'Documento', type: 'text', required: true, index: true, admin: leitura },
    { name: 'campos', label: 'Campos alterados', type: 'text', hasMany: true, admin: leitura },
  ],
}
