import config from '@payload-config'
import { handleEndpoints, type RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { asUser, authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

async function rest(metodo: string, caminho: string, token?: string, corpo?: unknown) {
  const request = new Request(`http://localhost:3000/api${caminho}`, {
    method: metodo,
    headers: { ...(token ? authHeaders(token) : {}), ...(corpo === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  })
  const r = await handleEndpoints({ config, path: new URL(request.url).pathname, request })
  const texto = await r.text()
  return { status: r.status, corpo: (texto ? JSON.parse(texto) : {}) as Record<string, unknown>, headers: r.headers }
}

async function novoCadastro(cpf: string) {
  const payload = await getTestPayload()
  // As the public call writes it: no user, access overridden.
  const data: RequiredDataFromCollectionSlug<'cadastros-fundos'> = { situacao: 'recebido', tipoFormulario: 'fisica', nome: 'Pessoa Auditada', documento: cpf, email: 'auditada@exemplo.com.br', papel: 'TOMADOR', dados: {} }
  return payload.create({ collection: 'cadastros-fundos', data, overrideAccess: true })
}

async function registros(where: Record<string, unknown>) {
  const payload = await getTestPayload()
  return (await payload.find({ collection: 'auditoria', where: where as never, sort: 'createdAt', depth: 0, overrideAccess: true, pagination: false })).docs
}

describe('a auditoria vê toda leitura de dados pessoais', () => {
  it('uma leitura em lista pela API (GET /api/cadastros-fundos?where…) grava um registro com os ids que devolveu', async () => {
    const a = await novoCadastro('52998224725')
    const b = await novoCadastro('11144477735')
    const cadastro = await createStaffUser(['cadastro'])
    const token = await loginToken(cadastro)
    const r = await rest('GET', `/cadastros-fundos?where[id][equals]=${a.id}`, token)
    expect(r.status).toBe(200)
    expect(JSON.stringify(r.corpo)).toContain('52998224725')
    const lista = await rest('GET', `/cadastros-fundos?where[id][in]=${a.id},${b.id}&sort=id`, token)
    expect(lista.status).toBe(200)
    const doUsuario = await registros({ usuario: { equals: cadastro.id } })
    expect(doUsuario.map((d) => [d.acao, d.colecao, d.documento])).toEqual([
      ['listou', 'cadastros-fundos', String(a.id)],
      ['listou', 'cadastros-fundos', `${a.id},${b.id}`],
    ])
    // Nothing of the person in the log.
    expect(JSON.stringify(doUsuario)).not.toMatch(/52998224725|Pessoa Auditada|auditada@/)
    // A list that showed nobody writes nothing.
    await rest('GET', '/cadastros-fundos?where[id][equals]=999999', token)
    expect(await registros({ usuario: { equals: cadastro.id } })).toHaveLength(2)
  })

  it('a lista do Local API com usuário (a retaguarda) também é registrada', async () => {
    const payload = await getTestPayload()
    const a = await novoCadastro('52998224725')
    const admin = await createStaffUser(['admin'])
    await payload.find({ collection: 'cadastros-fundos', where: { id: { equals: a.id } }, ...asUser(admin) })
    expect((await registros({ usuario: { equals: admin.id } })).map((d) => [d.acao, d.documento])).toEqual([['listou', String(a.id)]])
  })

  it('criar conta, mudar papéis e excluir conta ficam registrados, com os papéis e sem dados da pessoa', async () => {
    const admin = await createStaffUser(['admin'])
    const token = await loginToken(admin)
    const criada = await rest('POST', '/users', token, { nome: 'Nova Pessoa', email: 'nova.pessoa@teste.example', password: 'Senha-Muito-Forte-123', roles: ['editor'] })
    expect(criada.status).toBe(201)
    const id = (criada.corpo.doc as { id: number }).id
    expect((await rest('PATCH', `/users/${id}`, token, { roles: ['ouvidoria', 'editor'] })).status).toBe(200)
    expect((await rest('PATCH', `/users/${id}`, token, { nome: 'Nome Trocado' })).status).toBe(200)
    expect((await rest('DELETE', `/users/${id}`, token)).status).toBe(200)
    const doAdmin = await registros({ usuario: { equals: admin.id }, colecao: { equals: 'users' } })
    expect(doAdmin.map((d) => [d.acao, d.documento, d.detalhe ?? null])).toEqual([
      ['criou-conta', String(id), 'papéis: editor'],
      ['alterou-papeis', String(id), 'editor → editor, ouvidoria'],
      ['excluiu-conta', String(id), null],
    ])
    expect(JSON.stringify(doAdmin)).not.toMatch(/Nova Pessoa|nova\.pessoa|Nome Trocado/)
  })

  it('o administrador filtra por pessoa, coleção e período; ninguém altera nem exclui um registro (REST, como administrador)', async () => {
    const a = await novoCadastro('52998224725')
    const cadastro = await createStaffUser(['cadastro'])
    const outro = await createStaffUser(['cadastro'])
    const admin = await createStaffUser(['admin'])
    const tokenAdmin = await loginToken(admin)
    const inicio = new Date().toISOString()
    await rest('GET', `/cadastros-fundos/${a.id}`, await loginToken(cadastro))
    await rest('GET', `/cadastros-fundos/${a.id}`, await loginToken(outro))
    const filtro = `where[usuario][equals]=${cadastro.id}&where[colecao][equals]=cadastros-fundos&where[createdAt][greater_than_equal]=${encodeURIComponent(inicio)}&depth=0`
    const r = await rest('GET', `/auditoria?${filtro}`, tokenAdmin)
    expect(r.status).toBe(200)
    const docs = r.corpo.docs as { id: number; usuario: number; acao: string; documento: string }[]
    expect(docs.map((d) => [d.usuario, d.acao, d.documento])).toEqual([[cadastro.id, 'consultou', String(a.id)]])
    const futuro = await rest('GET', `/auditoria?where[usuario][equals]=${cadastro.id}&where[createdAt][greater_than]=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, tokenAdmin)
    expect(futuro.corpo.totalDocs).toBe(0)

    const id = docs[0]!.id
    expect((await rest('PATCH', `/auditoria/${id}`, tokenAdmin, { acao: 'alterou' })).status).toBe(403)
    expect((await rest('DELETE', `/auditoria/${id}`, tokenAdmin)).status).toBe(403)
    expect((await rest('DELETE', `/auditoria?where[id][equals]=${id}`, tokenAdmin)).status).toBe(403)
    expect((await rest('POST', '/auditoria', tokenAdmin, { usuario: admin.id, acao: 'consultou', colecao: 'x', documento: '1' })).status).toBe(403)
    // Not even the server's own code (access overridden) rewrites or deletes the log.
    const payload = await getTestPayload()
    await expect(payload.update({ collection: 'auditoria', id, data: { acao: 'alterou' }, overrideAccess: true })).rejects.toThrow()
    await expect(payload.delete({ collection: 'auditoria', id, overrideAccess: true })).rejects.toThrow()
    expect((await registros({ id: { equals: id } })).map((d) => d.acao)).toEqual(['consultou'])
  })
})

describe('sessão que ainda deve o código do segundo fator', () => {
  it('não lê travas de documentos nem o mapa de permissões: 403 com a mensagem do código', async () => {
    const admin = await createStaffUser(['admin'])
    const entrada = await rest('POST', '/users/login', undefined, { email: admin.email, password: admin.password })
    const token = entrada.corpo.token as string
    for (const caminho of ['/payload-locked-documents', '/access', '/globals/payload-jobs-stats']) {
      const r = await rest('GET', caminho, token)
      const mensagem = (r.corpo.errors as { message: string }[] | undefined)?.[0]?.message ?? r.corpo.message
      expect([caminho, r.status, mensagem]).toEqual([caminho, 403, 'Informe o código de verificação.'])
    }
    // Its enrolment and verification calls still answer.
    expect((await rest('GET', '/users/segundo-fator', token)).corpo).toEqual({ estado: 'pendente' })
    expect((await rest('GET', '/users/me', token)).status).toBe(200)
  })
})
