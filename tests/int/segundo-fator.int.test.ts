import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { describe, expect, it } from 'vitest'

import { MENSAGEM_SEGUNDO_FATOR } from '@/access/segundo-fator'
import { MENSAGENS_CODIGO } from '@/collections/Usuarios/endpoints/segundoFator'
import { codigoDoPasso, PERIODO_SEGUNDOS, passoDoInstante } from '@/domain/totp'
import { verificarSessao } from '@/server/servicos/segundo-fator/conta'
import { REGRAS } from '@/server/adaptadores/limites'

import { codigosParaTentar, responderCodigo, type Postar } from '../util/segundo-fator'
import { authHeaders, createStaffUser, getTestPayload, loginToken, type StaffUser } from './helpers'

/** Every answer's text, to search for the secret at the end of each test. */
const respostas: string[] = []

async function rest(metodo: string, caminho: string, token?: string, corpo?: unknown): Promise<{ status: number; corpo: Record<string, unknown>; headers: Headers }> {
  const request = new Request(`http://localhost:3000/api${caminho}`, {
    method: metodo,
    headers: { ...(token ? authHeaders(token) : {}), ...(corpo === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  })
  const r = await handleEndpoints({ config, path: new URL(request.url).pathname, request })
  const texto = await r.text()
  respostas.push(texto)
  return { status: r.status, corpo: (texto ? JSON.parse(texto) : {}) as Record<string, unknown>, headers: r.headers }
}

const mensagem = (corpo: Record<string, unknown>) => (corpo.errors as { message: string }[] | undefined)?.[0]?.message ?? corpo.message

/** Signs in with the password only (POST /api/users/login, as the login screen does). */
async function entrarSoComSenha(u: StaffUser): Promise<string> {
  const r = await rest('POST', '/users/login', undefined, { email: u.email, password: u.password })
  expect(r.status).toBe(200)
  return r.corpo.token as string
}

const postar: Postar = async (caminho, corpo, token) => {
  const { status, corpo: resposta } = await rest('POST', caminho, token, corpo)
  return { status, corpo: resposta }
}
const responder = (token: string, segredo: string, acao: 'verificacao' | 'confirmacao' = 'verificacao') => responderCodigo(postar, `/users/segundo-fator/${acao}`, segredo, token)

/** A code of this account far outside the ±1 step window: well formed, wrong. */
const codigoForaDaJanela = (segredo: string) => codigoDoPasso(segredo, passoDoInstante(Date.now()) + 5)

describe('segundo fator (TOTP) da equipe', () => {
  it('admin com TOTP: depois da senha, a API recusa tudo com 403 até o código; o código errado é recusado; o certo libera esta sessão', async () => {
    await getTestPayload()
    const admin = await createStaffUser(['admin'])
    const token = await entrarSoComSenha(admin)

    for (const caminho of ['/users?limit=1', '/simulacoes?limit=1', '/auditoria?limit=1', '/globals/configuracoes-atendimento']) {
      const r = await rest('GET', caminho, token)
      expect([caminho, r.status, mensagem(r.corpo)]).toEqual([caminho, 403, 'Informe o código de verificação.'])
    }
    // Not even its own account may be changed before the code; reading it (Payload's `me`) is allowed.
    const propria = await rest('PATCH', `/users/${admin.id}`, token, { nome: 'Outro Nome' })
    expect([propria.status, mensagem(propria.corpo)]).toEqual([403, 'Informe o código de verificação.'])
    expect((await rest('GET', '/users/me', token)).corpo.user).toMatchObject({ id: admin.id })
    expect((await rest('GET', '/users/segundo-fator', token)).corpo).toEqual({ estado: 'pendente' })
    // Public content stays what a visitor reads.
    expect((await rest('GET', '/noticias?limit=1', token)).status).toBe(200)

    const errado = await rest('POST', '/users/segundo-fator/verificacao', token, { codigo: codigoForaDaJanela(admin.segredoTotp!) })
    expect([errado.status, mensagem(errado.corpo)]).toEqual([400, MENSAGENS_CODIGO.incorreto])
    const malFormado = await rest('POST', '/users/segundo-fator/verificacao', token, { codigo: '12a' })
    expect([malFormado.status, mensagem(malFormado.corpo)]).toEqual([400, 'Informe os 6 dígitos do código de verificação.'])
    expect((await rest('GET', '/users?limit=1', token)).status).toBe(403)

    expect((await responder(token, admin.segredoTotp!)).corpo).toEqual({ message: 'Código confirmado.' })
    expect((await rest('GET', '/users?limit=1', token)).status).toBe(200)
    expect((await rest('GET', '/simulacoes?limit=1', token)).status).toBe(200)
    expect((await rest('GET', '/users/segundo-fator', token)).corpo).toEqual({ estado: 'verificado' })

    // Another sign-in is another session: it asks again.
    const outra = await entrarSoComSenha(admin)
    expect((await rest('GET', '/users?limit=1', outra)).status).toBe(403)
    expect((await rest('GET', '/users?limit=1', token)).status).toBe(200)
  })

  it('um código já usado não vale de novo (outra sessão, mesma janela); o do passo seguinte vale', async () => {
    const payload = await getTestPayload()
    const admin = await createStaffUser(['admin'])
    const primeira = await entrarSoComSenha(admin)
    const passo = passoDoInstante(Date.now())
    expect((await rest('POST', '/users/segundo-fator/verificacao', primeira, { codigo: codigoDoPasso(admin.segredoTotp!, passo) })).status).toBe(200)
    const segunda = await entrarSoComSenha(admin)
    const repetido = await rest('POST', '/users/segundo-fator/verificacao', segunda, { codigo: codigoDoPasso(admin.segredoTotp!, passo) })
    expect([repetido.status, mensagem(repetido.corpo)]).toEqual([400, MENSAGENS_CODIGO.reutilizado])
    // Also a code of the step before, still inside the drift window.
    const anterior = await rest('POST', '/users/segundo-fator/verificacao', segunda, { codigo: codigoDoPasso(admin.segredoTotp!, passo - 1) })
    expect(mensagem(anterior.corpo)).toBe(MENSAGENS_CODIGO.reutilizado)
    expect((await rest('GET', '/users?limit=1', segunda)).status).toBe(403)
    expect((await rest('POST', '/users/segundo-fator/verificacao', segunda, { codigo: codigoDoPasso(admin.segredoTotp!, passo + 1) })).status).toBe(200)
    expect((await rest('GET', '/users?limit=1', segunda)).status).toBe(200)
    // The session's verification lives with the account, keyed by Payload's session id.
    const conta = await payload.db.findOne<{ id: number | string; segundoFator: { sessoes: string[]; ultimoPasso: number } }>({ collection: 'users', where: { id: { equals: admin.id } } })
    expect(conta!.segundoFator.sessoes).toHaveLength(2)
    expect(conta!.segundoFator.ultimoPasso).toBe(passo + 1)
  })

  it(`códigos errados repetidos: depois de ${REGRAS.segundoFator.pontos}, 429 com Retry-After, até com o código certo`, async () => {
    await getTestPayload()
    expect(REGRAS.segundoFator).toEqual({ pontos: 5, janelaSegundos: 900 })
    const admin = await createStaffUser(['admin'])
    const token = await entrarSoComSenha(admin)
    for (let i = 0; i < REGRAS.segundoFator.pontos; i++) {
      expect((await rest('POST', '/users/segundo-fator/verificacao', token, { codigo: codigoForaDaJanela(admin.segredoTotp!) })).status).toBe(400)
    }
    const bloqueado = await rest('POST', '/users/segundo-fator/verificacao', token, { codigo: codigosParaTentar(admin.segredoTotp!)[0] })
    expect(bloqueado.status).toBe(429)
    expect(Number(bloqueado.headers.get('Retry-After'))).toBeGreaterThan(890)
    expect(bloqueado.corpo).toEqual({ message: 'Muitas tentativas em pouco tempo. Tente novamente em 15 minutos.' })
    // Counted per account: another session of the same account is held back too.
    const outra = await entrarSoComSenha(admin)
    expect((await rest('POST', '/users/segundo-fator/verificacao', outra, { codigo: codigosParaTentar(admin.segredoTotp!)[1] })).status).toBe(429)
  })

  it('admin sem TOTP só consegue se cadastrar: QR code e chave, confirmação com o primeiro código, e então a sessão vale', async () => {
    const payload = await getTestPayload()
    const admin = await createStaffUser(['admin'], {}, { segundoFator: false })
    const token = await entrarSoComSenha(admin)
    const barrado = await rest('GET', '/users?limit=1', token)
    expect([barrado.status, mensagem(barrado.corpo)]).toEqual([403, 'Ative a verificação em duas etapas para continuar.'])
    expect((await rest('GET', '/users/segundo-fator', token)).corpo).toEqual({ estado: 'inscricao' })
    const semInscricao = await rest('POST', '/users/segundo-fator/confirmacao', token, { codigo: '123456' })
    expect([semInscricao.status, mensagem(semInscricao.corpo)]).toEqual([409, MENSAGENS_CODIGO['sem-inscricao']])

    const inscricao = await rest('POST', '/users/segundo-fator/inscricao', token, {})
    expect(inscricao.status).toBe(200)
    const segredo = inscricao.corpo.segredo as string
    expect(segredo).toMatch(/^[A-Z2-7]{32}$/)
    expect(inscricao.corpo.endereco).toMatch(new RegExp(`^otpauth://totp/.*secret=${segredo}`))
    expect(inscricao.corpo.qrCode).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from((inscricao.corpo.qrCode as string).split(',')[1]!, 'base64').toString()).toContain('<svg')
    // Shown again, the same secret (a reload of the screen does not invalidate the app's entry).
    expect((await rest('POST', '/users/segundo-fator/inscricao', token, {})).corpo.segredo).toBe(segredo)
    // Stored encrypted.
    const linha = await payload.db.findOne<{ id: number | string; segundoFator: { segredoNovo: string } }>({ collection: 'users', where: { id: { equals: admin.id } } })
    expect(linha!.segundoFator.segredoNovo).toMatch(/^v1\./)
    expect(linha!.segundoFator.segredoNovo).not.toContain(segredo)

    const errado = await rest('POST', '/users/segundo-fator/confirmacao', token, { codigo: codigoForaDaJanela(segredo) })
    expect([errado.status, mensagem(errado.corpo)]).toEqual([400, MENSAGENS_CODIGO.incorreto])
    await responder(token, segredo, 'confirmacao')
    expect((await rest('GET', '/users?limit=1', token)).status).toBe(200)
    expect((await rest('GET', `/users/${admin.id}`, token)).corpo).toMatchObject({ segundoFatorAtivo: true })
    const denovo = await rest('POST', '/users/segundo-fator/inscricao', token, {})
    expect([denovo.status, mensagem(denovo.corpo)]).toEqual([409, MENSAGENS_CODIGO['ja-ativo']])
    // The next sign-in asks for the code.
    const proxima = await entrarSoComSenha(admin)
    expect(mensagem((await rest('GET', '/users?limit=1', proxima)).corpo)).toBe(MENSAGEM_SEGUNDO_FATOR.pendente)
  })

  it('integridade sem TOTP também é barrada; as rotas próprias (chave da equipe) também', async () => {
    await getTestPayload()
    const membro = await createStaffUser(['integridade'], {}, { segundoFator: false })
    const token = await entrarSoComSenha(membro)
    const r = await rest('GET', '/denuncias?limit=1', token)
    expect([r.status, mensagem(r.corpo)]).toEqual([403, 'Ative a verificação em duas etapas para continuar.'])
    expect((await rest('POST', '/membros-integridade/minha-chave', token, { frase: 'uma frase secreta bem comprida' })).status).toBe(403)
  })

  it('papéis em que é opcional: sem TOTP trabalham como hoje; com TOTP ativado por escolha, o código passa a ser pedido', async () => {
    await getTestPayload()
    const editor = await createStaffUser(['editor'])
    const token = await entrarSoComSenha(editor)
    expect((await rest('GET', '/users/segundo-fator', token)).corpo).toEqual({ estado: 'dispensado' })
    expect((await rest('GET', '/noticias?limit=1&draft=true', token)).status).toBe(200)
    expect((await rest('PATCH', `/users/${editor.id}`, token, { nome: 'Editora Renomeada' })).status).toBe(200)

    const inscricao = await rest('POST', '/users/segundo-fator/inscricao', token, {})
    await responder(token, inscricao.corpo.segredo as string, 'confirmacao')
    expect((await rest('GET', '/users/segundo-fator', token)).corpo).toEqual({ estado: 'verificado' })
    const proxima = await entrarSoComSenha(editor)
    const r = await rest('PATCH', `/users/${editor.id}`, proxima, { nome: 'Sem Código' })
    expect([r.status, mensagem(r.corpo)]).toEqual([403, 'Informe o código de verificação.'])
  })

  it('o administrador redefine o segundo fator de outra conta; a auditoria registra quem, o quê e quando; a pessoa se cadastra de novo', async () => {
    const payload = await getTestPayload()
    const admin = await createStaffUser(['admin'])
    const alvo = await createStaffUser(['integridade'])
    const editor = await createStaffUser(['editor'])
    const tokenAdmin = await loginToken(admin)

    const pendente = await entrarSoComSenha(admin)
    const semCodigo = await rest('POST', `/users/${alvo.id}/segundo-fator/redefinicao`, pendente)
    expect([semCodigo.status, mensagem(semCodigo.corpo)]).toEqual([403, 'Informe o código de verificação.'])
    const doEditor = await rest('POST', `/users/${alvo.id}/segundo-fator/redefinicao`, await loginToken(editor))
    expect([doEditor.status, mensagem(doEditor.corpo)]).toEqual([403, 'Apenas administradores redefinem a verificação em duas etapas.'])

    const antes = Date.now()
    const ok = await rest('POST', `/users/${alvo.id}/segundo-fator/redefinicao`, tokenAdmin)
    expect(ok.status).toBe(200)
    expect((await rest('GET', `/users/${alvo.id}`, tokenAdmin)).corpo).toMatchObject({ segundoFatorAtivo: false })
    const { docs } = await payload.find({ collection: 'auditoria', where: { acao: { equals: 'redefiniu-segundo-fator' } }, overrideAccess: true, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ usuario: admin.id, colecao: 'users', documento: String(alvo.id) })
    expect(new Date(docs[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(antes - 1000)
    expect(JSON.stringify(docs[0])).not.toContain(alvo.segredoTotp!)

    const tokenAlvo = await entrarSoComSenha(alvo)
    expect((await rest('GET', '/users/segundo-fator', tokenAlvo)).corpo).toEqual({ estado: 'inscricao' })
    expect((await rest('GET', '/users?limit=1', tokenAlvo)).status).toBe(403)
    expect((await rest('POST', '/users/999999/segundo-fator/redefinicao', tokenAdmin)).status).toBe(404)
  })

  it('o segredo nunca aparece em resposta da API (lista, documento, me, login, filtros, seleção)', async () => {
    const payload = await getTestPayload()
    const admin = await createStaffUser(['admin'])
    const token = await loginToken(admin)
    const guardado = (await payload.db.findOne<{ id: number | string; segundoFator: { segredo: string } }>({ collection: 'users', where: { id: { equals: admin.id } } }))!.segundoFator.segredo
    expect(guardado).toMatch(/^v1\./)
    const inicio = respostas.length
    await rest('POST', '/users/login', undefined, { email: admin.email, password: admin.password })
    await rest('GET', '/users?depth=2', token)
    await rest('GET', `/users/${admin.id}`, token)
    await rest('GET', '/users/me', token)
    await rest('GET', `/users/${admin.id}?select[segundoFator]=true`, token)
    await rest('GET', '/users?where[segundoFator.segredo][exists]=true', token)
    await rest('PATCH', `/users/${admin.id}`, token, { nome: 'Admin Renomeado', segundoFator: { segredo: 'AAAA' }, segundoFatorAtivo: false })
    await rest('GET', '/auditoria?depth=2', token)
    const textos = respostas.slice(inicio).join('\n')
    expect(textos).not.toContain(admin.segredoTotp!)
    expect(textos).not.toContain(guardado)
    expect(textos).not.toMatch(/"segundoFator"|"segredo"|"segredoNovo"|"sessoes"/)
    // The PATCH could neither write the secret nor switch TOTP off.
    const depois = await payload.db.findOne<{ id: number | string; segundoFatorAtivo: boolean; segundoFator: { segredo: string } }>({ collection: 'users', where: { id: { equals: admin.id } } })
    expect(depois).toMatchObject({ segundoFatorAtivo: true, segundoFator: { segredo: guardado } })
  })

  it('o mesmo código em cinco sessões ao mesmo tempo: só uma é aceita (uma escrita condicional, também no PostgreSQL)', async () => {
    const payload = await getTestPayload()
    const admin = await createStaffUser(['admin'])
    const sids = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const { token } = await payload.login({ collection: 'users', data: { email: admin.email, password: admin.password } })
        return (JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid
      }),
    )
    const conta = await payload.db.findOne<{ id: number | string; segundoFator?: { ultimoPasso?: number | null } }>({ collection: 'users', where: { id: { equals: admin.id } } })
    const passo = Math.max(passoDoInstante(Date.now()), (conta?.segundoFator?.ultimoPasso ?? 0) + 1)
    const codigo = codigoDoPasso(admin.segredoTotp!, passo)
    const resultados = await Promise.all(sids.map((sid) => verificarSessao(payload, admin.id, sid, codigo, passo * PERIODO_SEGUNDOS * 1000)))
    expect(resultados.filter((r) => r.ok)).toHaveLength(1)
    expect(resultados.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.motivo))).toEqual(Array(4).fill('reutilizado'))
  })

  it('códigos de recuperação: dez, mostrados uma vez na ativação, guardados só como hash, cada um vale uma vez no lugar do código; o dono gera novos e os antigos deixam de valer', async () => {
    const payload = await getTestPayload()
    const admin = await createStaffUser(['admin'], {}, { segundoFator: false })
    const token = await entrarSoComSenha(admin)
    const segredo = (await rest('POST', '/users/segundo-fator/inscricao', token, {})).corpo.segredo as string
    const confirmada = await responderCodigo(postar, '/users/segundo-fator/confirmacao', segredo, token)
    const codigos = confirmada.corpo.codigosRecuperacao as string[]
    expect(codigos).toHaveLength(10)
    expect(new Set(codigos).size).toBe(10)
    for (const c of codigos) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/)
    // At rest only hashes: no code, with or without its hyphen, in the account's row.
    const linha = JSON.stringify(await payload.db.findOne({ collection: 'users', where: { id: { equals: admin.id } } }))
    for (const c of codigos) {
      expect(linha).not.toContain(c)
      expect(linha).not.toContain(c.replace('-', ''))
    }
    // Not readable through the API either.
    expect(JSON.stringify((await rest('GET', `/users/${admin.id}`, token)).corpo)).not.toContain('codigosRecuperacao')

    // A new sign-in: a recovery code (typed in capitals, with a space) stands in for the app's code, once.
    const nova = await entrarSoComSenha(admin)
    const usado = await rest('POST', '/users/segundo-fator/verificacao', nova, { codigo: ` ${codigos[0]!.toUpperCase()} ` })
    expect(usado.status).toBe(200)
    expect((await rest('GET', '/users/segundo-fator', nova)).corpo).toEqual({ estado: 'verificado' })
    const outra = await entrarSoComSenha(admin)
    const denovo = await rest('POST', '/users/segundo-fator/verificacao', outra, { codigo: codigos[0] })
    expect([denovo.status, mensagem(denovo.corpo)]).toEqual([400, MENSAGENS_CODIGO.incorreto])

    // The same code in three sessions at once: one wins.
    // Signed in one after the other (Payload's own session list is read, then written).
    const sessoes: string[] = []
    for (let i = 0; i < 3; i++) sessoes.push(await entrarSoComSenha(admin))
    const juntas = await Promise.all(sessoes.map((t) => rest('POST', '/users/segundo-fator/verificacao', t, { codigo: codigos[1] })))
    expect(juntas.map((r) => r.status).sort()).toEqual([200, 400, 400])

    // New codes: only from a verified session; the old ones stop working.
    expect((await rest('POST', '/users/segundo-fator/codigos-de-recuperacao', outra, {})).status).toBe(403)
    const novos = await rest('POST', '/users/segundo-fator/codigos-de-recuperacao', nova, {})
    expect(novos.status).toBe(200)
    const novosCodigos = novos.corpo.codigosRecuperacao as string[]
    expect(novosCodigos).toHaveLength(10)
    expect((await rest('POST', '/users/segundo-fator/verificacao', outra, { codigo: codigos[2] })).status).toBe(400)
    expect((await rest('POST', '/users/segundo-fator/verificacao', outra, { codigo: novosCodigos[0] })).status).toBe(200)
  })
})
