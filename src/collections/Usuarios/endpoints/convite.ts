import { randomBytes } from 'node:crypto'

import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { z } from 'zod'

import { hasRole, ROLES } from '@/access/roles'
import { enfileirarMensagem } from '@/server/adaptadores/email/caixa-de-saida'
import { env } from '@/server/plataforma/env'

/** How long an invite's link works: long enough for a weekend, short enough not to linger in a mailbox. */
export const HORAS_DO_CONVITE = 72

const SEM_CACHE = { 'Cache-Control': 'no-store' }
const recusa = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: SEM_CACHE })

const corpoDoConvite = z.object({
  nome: z.string().trim().min(1, 'Informe o nome da pessoa.').max(120, 'O nome deve ter no máximo 120 caracteres.'),
  email: z.email('Informe um e-mail válido.').transform((e) => e.toLowerCase()),
  roles: z.array(z.enum(ROLES)).min(1, 'Escolha pelo menos um papel.'),
})

/** The invite's e-mail: the one-time link and when it stops working; nothing else about the account. */
function textoDoConvite(nome: string, link: string, expiraEm: Date): string {
  const quando = expiraEm.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' })
  return [
    `Olá, ${nome}.`,
    '',
    'Você foi convidado(a) para o back-office do site. Para criar a sua senha, abra o endereço abaixo:',
    link,
    '',
    `O endereço funciona uma única vez, até ${quando}. Depois de criar a senha, ative a verificação em duas etapas no celular, como a tela pedir.`,
    'Se você não esperava este convite, ignore esta mensagem.',
  ].join('\n')
}

/** Makes the account with a password nobody knows and answers Payload's one-time reset token for it. */
async function contaComToken(req: PayloadRequest, dados: z.output<typeof corpoDoConvite>): Promise<{ id: number | string; token: string }> {
  const conta = await req.payload.create({ collection: 'users', data: { ...dados, password: randomBytes(24).toString('base64url') }, overrideAccess: false, user: req.user, req })
  const token = await req.payload.forgotPassword({
    collection: 'users',
    data: { email: dados.email },
    disableEmail: true,
    expiration: HORAS_DO_CONVITE * 3600_000,
    // semRecuperacaoPorEmail lets this one through: the token goes to the outbox, never to a log.
    context: { convite: true },
    req,
  })
  return { id: conta.id, token: String(token) }
}

/**
 * POST /api/users/convite `{ nome, email, roles }` (administrators): the account
 * is made with a random password nobody knows, and the outbox e-mails the person
 * a link to set theirs (Payload's reset screen, one use, 72 h); at their first
 * sign-in they enrol the second factor. The administrator never types or knows
 * the person's password. Account creation is audited by the collection's hook.
 */
const handler: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'admin')) return recusa(403, 'Apenas administradores convidam pessoas.')
  const lido = corpoDoConvite.safeParse(await req.json?.().catch(() => null))
  if (!lido.success) return recusa(400, lido.error.issues[0]!.message)
  const existe = await req.payload.count({ collection: 'users', where: { email: { equals: lido.data.email } }, overrideAccess: true, req })
  if (existe.totalDocs > 0) return recusa(409, 'Já existe uma conta com este e-mail.')
  const { id, token } = await contaComToken(req, lido.data)
  const expiraEm = new Date(Date.now() + HORAS_DO_CONVITE * 3600_000)
  await enfileirarMensagem(req.payload, req, {
    para: lido.data.email,
    assunto: 'Convite para o back-office',
    texto: textoDoConvite(lido.data.nome, `${env().siteUrl}/admin/reset/${token}`, expiraEm),
    papel: 'admin',
    origem: `users:${id}`,
  })
  return Response.json({ id, expiraEm: expiraEm.toISOString() }, { status: 201, headers: SEM_CACHE })
}

export const conviteEndpoint: Endpoint = { path: '/convite', method: 'post', handler }
