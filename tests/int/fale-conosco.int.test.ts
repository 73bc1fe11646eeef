import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it, vi } from 'vitest'

import { criarDesafio } from '@/server/adaptadores/captcha/altcha'
import { CONFIGURACOES_SEED } from '@/seed/dados/configuracoes'
import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as salvarJson } from '@/app/(contract)/fas/formularioFaleConoscoCadastro/json/route'
import { POST as salvarLegado } from '@/app/(contract)/fas/formularioFaleConoscoCadastro/route'

import { asUser, createStaffUser, getTestPayload } from './helpers'

const semParams = { params: Promise.resolve({}) }

async function resolver(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Awaited<ReturnType<typeof criarDesafio>>
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

function mensagem(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const m: Record<string, string | undefined> = {
    nome: 'João da Serra',
    email: 'Joao@Exemplo.com.br',
    telefone: '(54)3321-1234',
    empresa: 'Serraria Serra Ltda.',
    municipio: 'Caxias do Sul',
    uf: 'rs',
    mensagem: 'Gostaria de saber como renegociar o meu contrato.',
    ...extra,
  }
  return Object.fromEntries(Object.entries(m).filter((e): e is [string, string] => e[1] !== undefined))
}

/** The legacy call: form-urlencoded, the reCAPTCHA field's name, an HTML page back. */
const postLegado = (campos: Record<string, string>) =>
  salvarLegado(
    new Request('http://t/fas/formularioFaleConoscoCadastro', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(campos).toString(),
    }),
    semParams,
  )
const postJson = (corpo: unknown, cabecalhos: Record<string, string> = {}) =>
  salvarJson(new Request('http://t/fas/formularioFaleConoscoCadastro/json', { method: 'POST', headers: { 'Content-Type': 'application/json', ...cabecalhos }, body: JSON.stringify(corpo) }), semParams)

const contar = async () => (await (await getTestPayload()).count({ collection: 'mensagens-contato', overrideAccess: true })).totalDocs

describe('POST /fas/formularioFaleConoscoCadastro (legado, urlencoded → HTML)', () => {
  it('grava a mensagem para a ouvidoria, põe o e-mail ao endereço de contato das configurações na caixa de saída e responde id="sucesso"', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'configuracoes-site', data: { ...CONFIGURACOES_SEED, emailContato: 'faleconosco@agencia.example.com' }, overrideAccess: true })
    const antes = await contar()
    const r = await postLegado(mensagem({ 'g-recaptcha-response': await resolver() }))
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('text/html')
    const html = await r.text()
    expect(html).toMatch(/<div id="sucesso"><h4>Formulário enviado com sucesso!<\/h4><p>Número para acompanhamento: FAL(-[0-9A-HJKMNP-TV-Z]{4}){4}<\/p><\/div>/)
    expect(await contar()).toBe(antes + 1)
    const doc = (await payload.find({ collection: 'mensagens-contato', sort: '-createdAt', limit: 1, overrideAccess: true })).docs[0]!
    expect(doc).toMatchObject({ nome: 'João da Serra', email: 'joao@exemplo.com.br', telefone: '5433211234', uf: 'RS', empresa: 'Serraria Serra Ltda.', situacao: 'nova' })
    const msg = (await payload.find({ collection: 'mensagens', where: { origem: { equals: `mensagens-contato:${doc.id}` } }, sort: 'id', overrideAccess: true })).docs
    // The team's e-mail, then the citizen's receipt (issue 32).
    expect(msg).toHaveLength(2)
    expect(msg[1]).toMatchObject({ para: 'joao@exemplo.com.br', assunto: `Mensagem do Fale Conosco: recebemos o seu envio (nº ${String(doc.protocolo)})` })
    expect(msg[0]).toMatchObject({ para: 'faleconosco@agencia.example.com', responderPara: 'joao@exemplo.com.br', papel: 'ouvidoria' })
    expect(msg[0]!.texto).toContain('Gostaria de saber como renegociar o meu contrato.')
  })

  it.each([
    ['nome de 2 letras', { nome: 'Jo' }, 'Nome inválido'],
    ['nome vazio', { nome: '' }, 'Campo Nome é obrigatório'],
    ['e-mail sem domínio', { email: 'joao@' }, 'E-mail inválido'],
    ['telefone de 9 dígitos', { telefone: '(54)3321-123' }, 'Telefone inválido'],
    ['telefone de 15 caracteres', { telefone: '(54) 99876-5432' }, 'Telefone inválido'],
    ['município ausente', { municipio: undefined }, 'Campo Município é obrigatório'],
    ['UF de três letras', { uf: 'RSS' }, 'UF inválida'],
    ['UF com dígito', { uf: 'R1' }, 'UF inválida'],
    ['mensagem de 9 caracteres', { mensagem: 'Olá, tudo' }, 'Mensagem deve ter entre 10 e 2000 caracteres'],
    ['mensagem de 2001 caracteres', { mensagem: 'x'.repeat(2001) }, 'Mensagem deve ter entre 10 e 2000 caracteres'],
  ])('400, a mensagem num h4 vermelho e nada gravado: %s', async (_caso, mudanca, esperado) => {
    const antes = await contar()
    const r = await postLegado(mensagem({ ...mudanca, 'g-recaptcha-response': await resolver() }))
    expect(r.status).toBe(400)
    expect(await r.text()).toContain(`<h4 style="color:red">${esperado}</h4>`)
    expect(await contar()).toBe(antes)
  })

  it('empresa é opcional', async () => {
    const r = await postLegado(mensagem({ empresa: undefined, nome: 'Sem Empresa', 'g-recaptcha-response': await resolver() }))
    expect(r.status).toBe(200)
  })

  it('captcha ausente ou inválido: 400 e nada gravado', async () => {
    const antes = await contar()
    const sem = await postLegado(mensagem({ nome: 'Sem Captcha' }))
    expect(sem.status).toBe(400)
    expect(await sem.text()).toContain('<h4 style="color:red">Por favor, confirme que você não é um robô</h4>')
    const lixo = await postLegado(mensagem({ nome: 'Captcha Lixo', 'g-recaptcha-response': 'xyz' }))
    expect(lixo.status).toBe(400)
    expect(await lixo.text()).toContain('<h4 style="color:red">Captcha inválido!</h4>')
    expect(await contar()).toBe(antes)
  })
})

describe('POST /fas/formularioFaleConoscoCadastro/json (a página do site)', () => {
  it('responde {id, message}; o envio repetido (mesma chave, outro captcha) grava um só', async () => {
    const antes = await contar()
    const corpo = mensagem({ nome: 'Maria Repetida' })
    const a = await postJson({ ...corpo, captcha: await resolver() }, { 'Idempotency-Key': 'fale-conosco-teste-1' })
    const b = await postJson({ ...corpo, captcha: await resolver() }, { 'Idempotency-Key': 'fale-conosco-teste-1' })
    expect([a.status, b.status]).toEqual([200, 200])
    const [ja, jb] = (await Promise.all([a.json(), b.json()])) as { id: number; message: string }[]
    expect(ja).toMatchObject({ message: 'Formulário enviado com sucesso!' })
    expect(jb!.id).toBe(ja!.id)
    expect(await contar()).toBe(antes + 1)
  })

  it('o mesmo conteúdo pelo legado e pela página dentro de 10 minutos é uma mensagem só', async () => {
    const antes = await contar()
    const corpo = mensagem({ nome: 'Duplo Clique' })
    expect((await postJson({ ...corpo, captcha: await resolver() })).status).toBe(200)
    expect((await postLegado({ ...corpo, 'g-recaptcha-response': await resolver() })).status).toBe(200)
    expect(await contar()).toBe(antes + 1)
  })

  it('o mesmo conteúdo de um lado e do outro de uma virada da janela de 10 minutos é uma mensagem só; passados mais de 20 minutos, outra', async () => {
    // Content keys are counted in fixed 10-minute windows: 1 s before and 1 s after a boundary.
    const virada = Math.ceil(Date.now() / 600_000 + 1) * 600_000
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const antes = await contar()
      const corpo = mensagem({ nome: 'Virada da Janela' })
      vi.setSystemTime(virada - 1000)
      expect((await postJson({ ...corpo, captcha: await resolver() })).status).toBe(200)
      vi.setSystemTime(virada + 1000)
      expect((await postJson({ ...corpo, captcha: await resolver() })).status).toBe(200)
      expect(await contar()).toBe(antes + 1)
      vi.setSystemTime(virada + 20 * 60_000 + 1000)
      expect((await postJson({ ...corpo, captcha: await resolver() })).status).toBe(200)
      expect(await contar()).toBe(antes + 2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('400 com a mensagem de cada campo, nada gravado', async () => {
    const antes = await contar()
    const r = await postJson({ ...mensagem({ nome: 'Jo', uf: 'R', mensagem: 'curta' }), captcha: await resolver() })
    expect(r.status).toBe(400)
    const { erros } = (await r.json()) as { erros: { campo: string; mensagem: string }[] }
    expect(erros).toEqual(
      expect.arrayContaining([
        { campo: 'nome', mensagem: 'Nome inválido' },
        { campo: 'uf', mensagem: 'UF inválida' },
        { campo: 'mensagem', mensagem: 'Mensagem deve ter entre 10 e 2000 caracteres' },
      ]),
    )
    expect(await contar()).toBe(antes)
  })
})

describe('quem lê as mensagens do Fale Conosco', () => {
  it('a ouvidoria e o administrador leem; editor, comercial e anônimo não; ninguém cria pela API', async () => {
    const payload = await getTestPayload()
    expect((await postLegado(mensagem({ nome: 'Para Ler', 'g-recaptcha-response': await resolver() }))).status).toBe(200)
    const ouvidoria = await createStaffUser(['ouvidoria'])
    const admin = await createStaffUser(['admin'])
    expect((await payload.find({ collection: 'mensagens-contato', ...asUser(ouvidoria) })).totalDocs).toBeGreaterThan(0)
    expect((await payload.find({ collection: 'mensagens-contato', ...asUser(admin) })).totalDocs).toBeGreaterThan(0)
    for (const papel of ['editor', 'comercial', 'integridade', 'cadastro'] as const) {
      const u = await createStaffUser([papel])
      await expect(payload.find({ collection: 'mensagens-contato', ...asUser(u) })).rejects.toThrow()
    }
    await expect(payload.find({ collection: 'mensagens-contato', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'mensagens-contato', data: { nome: 'X', email: 'x@x.com', telefone: '5433211234', municipio: 'X', uf: 'RS', mensagem: 'xxxxxxxxxxxx', situacao: 'nova' }, ...asUser(ouvidoria) }),
    ).rejects.toThrow()
  })
})
