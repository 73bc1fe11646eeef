import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

import { declararColecao } from '../colecao'

const leitura = { readOnly: true }

export const ACOES_AUDITADAS = [
  'consultou',
  'listou',
  // A team's CSV export of a list (collections/exportacao): the ids it held, never their content.
  'exportou',
  'alterou',
  'excluiu',
  'redefiniu-segundo-fator',
  'criou-conta',
  'alterou-papeis',
  'excluiu-conta',
  // The integridade team (docs/security/whistleblower.md): a member made their key, a member approved
  // a newcomer's key, an account was given or lost the role.
  'criou',
  'aprovou',
  'entrou-na-integridade',
  'saiu-da-integridade',
] as const
export type AcaoAuditada = (typeof ACOES_AUDITADAS)[number]

const ROTULOS: Record<AcaoAuditada, string> = {
  consultou: 'Consultou um registro',
  listou: 'Listou registros',
  exportou: 'Exportou registros (CSV)',
  alterou: 'Alterou um registro',
  excluiu: 'Excluiu um registro',
  'redefiniu-segundo-fator': 'Redefiniu a verificação em duas etapas',
  'criou-conta': 'Criou uma conta',
  'alterou-papeis': 'Alterou os papéis de uma conta',
  'excluiu-conta': 'Excluiu uma conta',
  criou: 'Criou sua chave da equipe de integridade',
  aprovou: 'Aprovou a chave de um novo membro da integridade',
  'entrou-na-integridade': 'Conta incluída na equipe de integridade',
  'saiu-da-integridade': 'Conta retirada da equipe de integridade',
}

/**
 * The access matrix already refuses every change through the API; this refuses it to the
 * server's own code too (overrideAccess), so no hook or script rewrites what was recorded.
 */
const imutavel: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation === 'update' || operation === 'updateByID' || operation === 'delete' || operation === 'deleteByID') throw new Forbidden(req.t)
}

/**
 * Who did what to which record, and when: written by the submissions' hooks
 * (./registrar.ts) and the accounts' hooks in the same transaction as the
 * action. It names the fields a change touched, never their values, so it holds
 * no personal data beyond the staff member's account. Administrators read it;
 * nobody changes or deletes it. Every read of a person's data is here: opening
 * one submission (`consultou`, its id) and every list read (`listou`, one entry
 * per request naming the ids it returned). Accounts' creation,
 * deletion and role changes are recorded (the roles in `detalhe`), and an
 * administrator's reset of another account's second factor (no secret).
 */
export const Auditoria = declararColecao('auditoria', {
  labels: { singular: 'Registro de auditoria', plural: 'Auditoria' },
  interfaceName: 'RegistroAuditoria',
  admin: {
    useAsTitle: 'acao',
    defaultColumns: ['createdAt', 'usuario', 'acao', 'colecao', 'documento', 'detalhe'],
    group: 'Administração',
    description: 'Quem consultou, listou, alterou ou excluiu o quê, e quando. Use "Filtros" para escolher a pessoa (Usuário), a coleção e o período (Criado em). Nenhum registro pode ser alterado ou excluído.',
  },
  hooks: { beforeOperation: [imutavel] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'usuario', label: 'Usuário', type: 'relationship', relationTo: 'users', required: true, index: true, admin: leitura },
    { name: 'acao', label: 'Ação', type: 'select', required: true, options: ACOES_AUDITADAS.map((a) => ({ value: a, label: ROTULOS[a] })), admin: leitura },
    { name: 'colecao', label: 'Coleção', type: 'text', required: true, index: true, admin: leitura },
    // One record's id; for a list read, the ids it returned, separated by commas.
    { name: 'documento', label: 'Documento(s)', type: 'text', required: true, index: true, admin: leitura },
    { name: 'campos', label: 'Campos alterados', type: 'text', hasMany: true, admin: leitura },
    // Roles of an account (not personal data): "antes → depois".
    { name: 'detalhe', label: 'Detalhe', type: 'text', admin: leitura },
  ],
})
