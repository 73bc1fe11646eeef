/**
 * Creates a staff administrator: `npm run create-admin -- --email E --nome "N" [--senha S]`
 * (or ADMIN_EMAIL / ADMIN_NAME / ADMIN_PASSWORD). Without a password it is asked on the terminal.
 */
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { getPayload } from 'payload'
import { z } from 'zod'

import { problemaDaSenha, SENHA_MINIMO } from '@/domain/senha'
import { env } from '@/server/plataforma/env'

const { values } = parseArgs({
  options: { email: { type: 'string' }, nome: { type: 'string' }, senha: { type: 'string' } },
  strict: false,
})

// The collection's own password policy (politicaDeSenha) is checked here first, so the operator
// reads which rule failed instead of Payload's generic "field is invalid: password".
const entrada = z
  .object({
    email: z.email('--email: informe um e-mail válido'),
    nome: z.string().trim().min(3, '--nome: informe o nome (pelo menos 3 caracteres)'),
    senha: z.string(),
  })
  .superRefine((d, ctx) => {
    const problema = problemaDaSenha(d.senha, d.email)
    if (problema) ctx.addIssue({ code: 'custom', path: ['senha'], message: problema })
  })

async function perguntarSenha(): Promise<string> {
  if (!process.stdin.isTTY) return ''
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  const senha = await rl.question(`Senha do administrador (mín. ${SENHA_MINIMO} caracteres): `)
  rl.close()
  return senha
}

/**
 * Where staff sign in. The session cookie is bound to PUBLIC_SITE_URL's host, so that is the
 * address to use; without it the server answers on http://localhost:PORT of the shell that runs
 * `npm start`, which this process cannot see when PORT differs here, hence the hint.
 */
function enderecoDoBackOffice(): string {
  const { siteUrl } = env()
  if (process.env.PUBLIC_SITE_URL) return `${siteUrl}/admin`
  return `${siteUrl}/admin (o endereço de PUBLIC_SITE_URL, ou http://localhost:<PORT do servidor>/admin se o servidor usa outra porta)`
}

async function main(): Promise<void> {
  const senha = (values.senha as string | undefined) ?? process.env.ADMIN_PASSWORD ?? (await perguntarSenha())
  const dados = entrada.safeParse({
    email: values.email ?? process.env.ADMIN_EMAIL,
    nome: values.nome ?? process.env.ADMIN_NAME,
    senha,
  })
  if (!dados.success) {
    console.error(dados.error.issues.map((i) => `Erro: ${i.message}`).join('\n'))
    process.exit(2)
  }
  const payload = await getPayload({ config })
  const existe = await payload.count({ collection: 'users', where: { email: { equals: dados.data.email } } })
  if (existe.totalDocs > 0) {
    console.error('Erro: já existe um usuário com esse e-mail.')
    process.exit(2)
  }
  await payload.create({
    collection: 'users',
    data: { email: dados.data.email, nome: dados.data.nome, password: dados.data.senha, roles: ['admin'] },
    overrideAccess: true,
    context: { criarAdministrador: true },
  })
  // No second factor here: the administrator enrols it at the first sign-in (docs/decisions/0015).
  console.log(`Administrador criado. Entre em ${enderecoDoBackOffice()} com esse e-mail; na primeira entrada, ative a verificação em duas etapas com um aplicativo autenticador.`)
  process.exit(0)
}

await main()
