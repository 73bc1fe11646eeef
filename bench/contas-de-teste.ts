/**
 * One staff account per role, with the second factor enrolled where the role requires it, in the
 * database of DATA_DIR/DATABASE_URL: `npx payload run bench/contas-de-teste.ts` (bench/falhas.ts
 * runs it before fuzzing as each role). Prints the accounts as JSON on the last line.
 */
import { randomBytes } from 'node:crypto'

import config from '@payload-config'
import { getPayload } from 'payload'

import { ROLES } from '@/access/roles'
import { segundoFatorObrigatorio } from '@/access/segundo-fator'
import { codigoDoPasso, passoDoInstante } from '@/domain/totp'
import { confirmarInscricao, iniciarInscricao } from '@/server/servicos/segundo-fator/conta'

const payload = await getPayload({ config })
const contas: Record<string, { email: string; senha: string; segredo?: string }> = {}
for (const papel of ROLES) {
  const email = `bench-${papel}-${randomBytes(3).toString('hex')}@bench.example.com`
  const senha = `Senha-${randomBytes(12).toString('base64url')}`
  const doc = await payload.create({
    collection: 'users',
    data: { nome: `Bench ${papel}`, email, password: senha, roles: [papel] },
    overrideAccess: true,
    context: { criarAdministrador: true },
  })
  let segredo: string | undefined
  if (segundoFatorObrigatorio([papel])) {
    const inscricao = await iniciarInscricao(payload, doc.id, 'bench')
    if (!inscricao) throw new Error('a conta já tem segundo fator')
    const r = await confirmarInscricao(payload, doc.id, undefined, codigoDoPasso(inscricao.segredo, passoDoInstante(Date.now()) - 1))
    if (!r.ok) throw new Error(`inscrição recusada: ${r.motivo}`)
    segredo = inscricao.segredo
  }
  contas[papel] = { email, senha, segredo }
}
console.log(JSON.stringify(contas))
process.exit(0)
