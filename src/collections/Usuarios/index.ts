import { ESCRITO_PELO_SERVIDOR, SO_NO_SERVIDOR } from '@/access/campos-do-servidor'
import { ROLE_LABELS, ROLES } from '@/access/roles'
import { aguardaSegundoFator } from '@/access/segundo-fator'
import { env } from '@/server/plataforma/env'

import { declararColecao } from '../colecao'
import { papeisSomenteAdmin, somenteAdmin } from './access'
import { loginComLimite, MINUTOS_DE_BLOQUEIO, TENTATIVAS_ATE_BLOQUEIO } from './endpoints/loginComLimite'
import { conviteEndpoint } from './endpoints/convite'
import { endpointsSegundoFator } from './endpoints/segundoFator'
import { jwtComSegundoFator } from './estrategia'
import { auditarConta, auditarExclusaoDeConta } from './hooks/auditarContas'
import { bloquearPrimeiroCadastro } from './hooks/bloquearPrimeiroCadastro'
import { linkDeSenhaUsado } from './hooks/linkDeSenhaUsado'
import { limiteDeSessao, SESSAO_OCIOSA_SEGUNDOS } from './hooks/limiteDeSessao'
import { mudancaNaIntegridade, saidaDaIntegridadeAoExcluir } from './hooks/mudancaNaIntegridade'
import { politicaDeSenha } from './hooks/politicaDeSenha'
import { semRecuperacaoPorEmail } from './hooks/semRecuperacaoPorEmail'

const cookieSeguro = env().cookieSeguro

export const Usuarios = declararColecao('users', {
  labels: { singular: 'Usuário', plural: 'Usuários' },
  admin: { useAsTitle: 'email', defaultColumns: ['nome', 'email', 'roles'], group: 'Administração', components: { beforeList: ['@/components/admin/Convidar#LinkConvidar'] } },
  auth: {
    // Lockout after repeated failures slows password guessing.
    maxLoginAttempts: TENTATIVAS_ATE_BLOQUEIO,
    lockTime: MINUTOS_DE_BLOQUEIO * 60 * 1000,
    // Idle limit; the absolute one is in hooks/limiteDeSessao.ts.
    tokenExpiration: SESSAO_OCIOSA_SEGUNDOS,
    cookies: { secure: cookieSeguro, sameSite: 'Lax' },
    // Payload's JWT check plus the second factor's state of the session (estrategia.ts).
    strategies: [jwtComSegundoFator],
  },
  // The matrix's row comes with the declaration: administrators manage every account; any staff
  // member reads and edits only their own; only administrators create or remove accounts.
  access: {
    // A session that owes its code (or its enrolment) reaches only the second factor's
    // screen: Payload sends it to the "unauthorized" route, which is that screen (payload.config.ts).
    admin: ({ req }) => Boolean(req.user) && !aguardaSegundoFator(req.user),
    unlock: somenteAdmin,
  },
  endpoints: [loginComLimite, conviteEndpoint, ...endpointsSegundoFator],
  hooks: {
    beforeOperation: [bloquearPrimeiroCadastro, semRecuperacaoPorEmail, limiteDeSessao],
    beforeValidate: [politicaDeSenha],
    // Account creation, role changes and deletion go to the audit log (hooks/auditarContas.ts);
    // joining or leaving the integridade team is also told to the team (hooks/mudancaNaIntegridade.ts).
    afterChange: [auditarConta, mudancaNaIntegridade],
    afterDelete: [auditarExclusaoDeConta, saidaDaIntegridadeAoExcluir],
    // An invite's link used twice, or late, is refused in Portuguese.
    afterError: [linkDeSenhaUsado],
  },
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
    {
      // Shown to the account and to administrators; only the second factor's endpoints set it.
      name: 'segundoFatorAtivo',
      label: 'Verificação em duas etapas ativa',
      type: 'checkbox',
      defaultValue: false,
      access: ESCRITO_PELO_SERVIDOR,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      // Enrol (one's own account) or reset (an administrator, another account's).
      name: 'segundoFatorAcoes',
      type: 'ui',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '@/components/admin/CampoSegundoFator#CampoSegundoFator' } },
    },
    {
      // The TOTP secret (encrypted), the enrolment in progress, the last step used, the
      // recovery codes' HMACs and the verified sessions (server/servicos/segundo-fator/conta.ts). Never read or written through the API.
      name: 'segundoFator',
      type: 'group',
      hidden: true,
      access: SO_NO_SERVIDOR,
      admin: { disableBulkEdit: true, disableListColumn: true, disableListFilter: true },
      fields: [
        { name: 'segredo', type: 'text', hidden: true, access: SO_NO_SERVIDOR },
        { name: 'segredoNovo', type: 'text', hidden: true, access: SO_NO_SERVIDOR },
        { name: 'ultimoPasso', type: 'number', hidden: true, access: SO_NO_SERVIDOR },
        { name: 'sessoes', type: 'json', hidden: true, access: SO_NO_SERVIDOR },
        { name: 'codigosRecuperacao', type: 'json', hidden: true, access: SO_NO_SERVIDOR },
      ],
    },
  ],
})
