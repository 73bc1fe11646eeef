import type { CollectionConfig } from 'payload'

import { ROLE_LABELS, ROLES } from '@/access/roles'
import { env } from '@/server/env'

import { acessoUsuarios, papeisSomenteAdmin, somenteAdmin } from './access'
import { loginComLimite } from './endpoints/loginComLimite'
import { bloquearPrimeiroCadastro } from './hooks/bloquearPrimeiroCadastro'
import { limiteDeSessao, SESSAO_OCIOSA_SEGUNDOS } from './hooks/limiteDeSessao'
import { politicaDeSenha } from './hooks/politicaDeSenha'
import { semRecuperacaoPorEmail } from './hooks/semRecuperacaoPorEmail'

const cookieSeguro = env().cookieSeguro

export const Usuarios: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Usuário', plural: 'Usuários' },
  admin: { useAsTitle: 'email', defaultColumns: ['nome', 'email', 'roles'], group: 'Administração' },
  auth: {
    // Lockout after repeated failures slows password guessing.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    // Idle limit; the absolute one is in hooks/limiteDeSessao.ts.
    tokenExpiration: SESSAO_OCIOSA_SEGUNDOS,
    cookies: { secure: cookieSeguro, sameSite: 'Lax' },
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    ...acessoUsuarios,
    unlock: somenteAdmin,
  },
  endpoints: [loginComLimite],
  hooks: { beforeOperation: [bloquearPrimeiroCadastro, semRecuperacaoPorEmail, limiteDeSessao], beforeValidate: [politicaDeSenha] },
  fields: [
    { name: 'nome', label: 'Nome', type: 'text', required: true, maxLength: 120 },
    {
      name: 'roles',
      label: 'Papéis',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      saveToJWT: true,
      access: { create: papeisSomenteAdmin, update: papeisSomenteAdmin },
    },
  ],
}
