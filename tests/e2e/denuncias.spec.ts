import { randomBytes } from 'node:crypto'
import path from 'node:path'

import type { APIRequestContext, Locator, Page } from '@playwright/test'

import { denunciarAnonimamente, marcarCaptcha, nova, PAGINA_DENUNCIAS, RECIBO } from './denuncia'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { entrarNoBackOffice, entrarPelaApi, tokenDeAdministrador, type Credenciais } from './staff'

/**
 * The whistleblower channel (issue 21; spec 3 §2, §4, §5, §8): a report filed
 * anonymously and one identified, the confirmation dialog both ways, the
 * messages, the receipt and its copy, the lookup with the right and a wrong
 * code, and the conversation with the integrity team, at both widths; and an
 * anonymous report and its lookup by keyboard alone.
 */

// Each test files a report (sealed for every member with Argon2id-derived keys, captcha, uploads) and some open it in
// the back-office too: 40–70 s when CI's two cores are busy, over the default 60 s.
test.describe.configure({ timeout: 120_000 })

const PAGINA = PAGINA_DENUNCIAS
const FRASE = 'frase secreta da equipe de teste'

const consulta = (page: Page) => page.locator('form#consulta-denuncia')
const caixa = (page: Page, nome: string) => nova(page).getByRole('textbox', { name: nome, exact: true })

/** An integridade account with its key pair, so reports can be sealed (docs/security/whistleblower.md). */
async function equipe(request: APIRequestContext): Promise<{ auth: Record<string, string>; conta: Credenciais }> {
  const token = await tokenDeAdministrador(request)
  const email = `integridade-${randomBytes(4).toString('hex')}@teste.example`
  const password = `Senha-${randomBytes(12).toString('base64url')}`
  const criado = await request.post('/api/users', { headers: { Authorization: `JWT ${token}` }, data: { email, password, nome: 'Integridade de Teste', roles: ['integridade'] } })
  expect(criado.ok(), await criado.text()).toBe(true)
  // The integridade role requires a second factor: the first sign-in enrols it (the secret stays on `conta`).
  const conta: Credenciais = { email, senha: password }
  const auth = { Authorization: `JWT ${await entrarPelaApi(request, conta)}` }
  const chave = await request.post('/api/membros-integridade/minha-chave', { headers: auth, data: { frase: FRASE } })
  expect(chave.status(), await chave.text()).toBe(201)
  const { id, pendente } = (await chave.json()) as { id: number; pendente: boolean }
  if (pendente) await aprovarNoBanco(id)
  return { auth, conta }
}

/**
 * Each worker makes its own member, and only the first key of the team is in at
 * once: a later one waits for a member's approval (decision 0017), which needs
 * that member's passphrase and second factor, held by another worker. The test
 * stands in for that approval with a write to the database under test
 * (tests/int/denuncias-equipe.int.test.ts covers the approval itself).
 */
async function aprovarNoBanco(id: number) {
  const { createClient } = await import('@libsql/client')
  const banco = createClient({ url: `file:${path.join(process.env.E2E_DATA_DIR ?? '', 'site.db')}` })
  try {
    await banco.execute({ sql: 'PRAGMA busy_timeout = 5000', args: [] })
    await banco.execute({ sql: 'UPDATE membros_integridade SET pendente = 0 WHERE id = ?', args: [id] })
  } finally {
    banco.close()
  }
}

async function consultar(page: Page, codigo: string) {
  await page.getByRole('tab', { name: 'Consultar Denúncia' }).click()
  await consulta(page).getByRole('textbox', { name: /Código de acompanhamento/ }).fill(codigo)
  await expect(consulta(page).getByRole('button', { name: 'Consultar' })).toBeDisabled()
  await marcarCaptcha(consulta(page))
  await consulta(page).getByRole('button', { name: 'Consultar' }).click()
}

/** Presses Tab (or Shift+Tab) until `alvo` has the focus: the keyboard's only way to reach it. */
async function tabAte(page: Page, alvo: Locator, maximo = 4, tecla: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < maximo && !(await alvo.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press(tecla)
  await expect(alvo).toBeFocused()
}

let cabecalhosDaEquipe: Record<string, string>
let contaDaEquipe: Credenciais
test.beforeAll(async ({ request }) => {
  const e = await equipe(request)
  cabecalhosDaEquipe = e.auth
  contaDaEquipe = e.conta
})

test('anônima: confirmação nos dois sentidos, arquivos, recibo copiado, e a consulta com o código certo e com um errado', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(PAGINA)
  await expect(page.getByRole('tab', { name: 'Nova Denúncia' })).toHaveAttribute('aria-selected', 'true')
  await expectNoA11yViolations(page, { label: 'aba Nova Denúncia' })

  // Cancelar: the box stays unticked and what was typed stays.
  await caixa(page, 'Nome').fill('Fulano de Tal')
  const anonimo = nova(page).getByRole('checkbox', { name: 'Desejo fazer uma denúncia anônima' })
  await anonimo.click()
  const confirmacao = page.getByRole('dialog', { name: 'Denúncia anônima' })
  await expect(confirmacao).toContainText('As denúncias anônimas serão aceitas desde que sejam minimamente razoáveis')
  await expectNoA11yViolations(page, { label: 'confirmação de anonimato' })
  await confirmacao.getByRole('button', { name: 'Cancelar' }).click()
  await expect(confirmacao).toBeHidden()
  await expect(anonimo).not.toBeChecked()
  await expect(nova(page).getByRole('checkbox', { name: 'Desejo manter em sigilo meus dados' })).toBeVisible()

  // CONFIRMAR by keyboard: the identity fields and sigilo go away, emptied.
  await anonimo.focus()
  await page.keyboard.press('Space')
  await expect(confirmacao).toBeVisible()
  await confirmacao.getByRole('button', { name: 'CONFIRMAR' }).focus()
  await page.keyboard.press('Enter')
  await expect(anonimo).toBeChecked()
  await expect(caixa(page, 'Nome')).toHaveCount(0)
  await expect(nova(page).getByRole('checkbox', { name: 'Desejo manter em sigilo meus dados' })).toHaveCount(0)

  await nova(page).getByRole('textbox', { name: 'Descrição' }).fill('Desvio de combustível na garagem, toda sexta-feira.')
  const arquivos = nova(page).getByLabel('Anexos', { exact: true })
  await arquivos.setInputFiles([{ name: 'provas.txt', mimeType: 'text/plain', buffer: Buffer.from('notas frias') }])
  await expect(nova(page).getByRole('list', { name: 'Arquivos anexados' })).toContainText('provas.txt')
  await arquivos.setInputFiles([
    { name: 'provas.txt', mimeType: 'text/plain', buffer: Buffer.from('de novo') },
    { name: 'programa.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
  ])
  await expect(nova(page).getByRole('alert')).toContainText('O arquivo provas.txt já foi adicionado.')
  await expect(nova(page).getByRole('alert')).toContainText('O arquivo programa.exe não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.')
  await expectNoA11yViolations(page, { label: 'arquivos recusados' })
  await nova(page).getByRole('button', { name: 'Remover provas.txt' }).click()
  await arquivos.setInputFiles([{ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') }])
  await expect(nova(page).getByRole('list', { name: 'Arquivos anexados' })).toContainText('foto.png')
  await expect(nova(page).getByRole('list', { name: 'Arquivos anexados' })).not.toContainText('provas.txt')

  await nova(page).getByRole('checkbox', { name: 'Declaro que as informações listadas são verídicas' }).check()
  await marcarCaptcha(nova(page))
  const resposta = page.waitForResponse('**/site-api/denuncias')
  await nova(page).getByRole('button', { name: 'Enviar denúncia' }).click()
  const enviado = (await resposta).request().postDataJSON() as Record<string, unknown>
  // An anonymous report carries no identity field at all (spec 3 §7).
  expect(Object.keys(enviado).sort()).toEqual(['Documentos', 'anonimo', 'captcha', 'denuncia', 'manterMetadados'])
  expect(enviado.Documentos).toEqual([{ nome: 'foto.png', conteudo: 'iVBORw0KGgo=', withContent: true }])

  const dialogo = page.getByRole('dialog', { name: 'Denúncia Enviada!' })
  const recibo = (await dialogo.getByTestId('recibo').textContent())!.trim()
  expect(recibo).toMatch(RECIBO)
  await expect(dialogo).toContainText('Ele é a única forma de acompanhar a sua denúncia')
  await expectNoA11yViolations(page, { label: 'recibo' })
  await dialogo.getByRole('button', { name: 'Copiar código' }).click()
  await expect(dialogo.getByRole('status')).toHaveText('Código copiado.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recibo)
  await dialogo.getByRole('button', { name: 'Fechar' }).click()
  await expect(dialogo).toBeHidden()
  // The form is empty again.
  await expect(anonimo).not.toBeChecked()
  await expect(nova(page).getByRole('textbox', { name: 'Descrição' })).toHaveValue('')
  await expect(nova(page).getByRole('list', { name: 'Arquivos anexados' })).toHaveCount(0)

  await consultar(page, recibo.toLowerCase())
  const resultado = page.getByRole('region', { name: 'Sua denúncia' })
  await expect(resultado).toContainText('Recebida')
  await expect(resultado).toContainText('Desvio de combustível na garagem, toda sexta-feira.')
  await expect(resultado).toContainText('Em aberto')
  // The captcha starts over after every query; the code typed stays.
  await expect(consulta(page).getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
  await expect(consulta(page).getByRole('button', { name: 'Consultar' })).toBeDisabled()
  await expectNoA11yViolations(page, { label: 'aba Consultar Denúncia, resultado' })

  const errado = recibo.slice(0, -1) + (recibo.endsWith('0') ? '1' : '0')
  await consulta(page).getByRole('textbox', { name: /Código de acompanhamento/ }).fill(errado)
  await marcarCaptcha(consulta(page))
  await consulta(page).getByRole('button', { name: 'Consultar' }).click()
  await expect(page.getByTestId('toast-error').getByText('Nenhuma denúncia encontrada com este protocolo.')).toBeVisible()
  await expect(page.getByRole('tabpanel', { name: 'Consultar Denúncia' }).getByText('Nenhuma denúncia encontrada com este protocolo.')).toBeVisible()
  await expect(resultado).toHaveCount(0)
  await expect(consulta(page).getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
  await expectNoA11yViolations(page, { label: 'consulta sem resultado' })
})

test('só com o teclado: denúncia anônima (Escape cancela, CONFIRMAR), captcha, envio com Enter, recibo copiado e fechado com Escape; a consulta pela aba alcançada com as setas', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const marcador = `Teclado ${test.info().project.name} ${randomBytes(3).toString('hex')}: notas frias no almoxarifado.`
  await page.goto(PAGINA)
  // The skip link, then Tab through the page's text to the tabs.
  await tabAte(page, page.getByRole('link', { name: 'Pular para o conteúdo principal' }), 2)
  await page.keyboard.press('Enter')
  await expect(page.locator('#conteudo')).toBeFocused()
  const abaNova = page.getByRole('tab', { name: 'Nova Denúncia' })
  await tabAte(page, abaNova, 40)
  await expect(abaNova).toHaveAttribute('aria-selected', 'true')

  // The anonymous box: Space asks for confirmation; Escape cancels, the box stays unticked and keeps the focus.
  const anonimo = nova(page).getByRole('checkbox', { name: 'Desejo fazer uma denúncia anônima' })
  await tabAte(page, anonimo)
  await page.keyboard.press('Space')
  const confirmacao = page.getByRole('dialog', { name: 'Denúncia anônima' })
  await expect(confirmacao).toBeVisible()
  await expect(confirmacao.getByRole('button', { name: 'Cancelar' })).toBeFocused()
  await expectNoA11yViolations(page, { label: 'teclado: confirmação de anonimato' })
  await page.keyboard.press('Escape')
  await expect(confirmacao).toBeHidden()
  await expect(anonimo).not.toBeChecked()
  await expect(anonimo).toBeFocused()
  await expect(caixa(page, 'Nome')).toBeVisible()
  // Space again, Tab to CONFIRMAR, Space: anonymous, the identity fields gone, the focus back on the box.
  await page.keyboard.press('Space')
  await expect(confirmacao.getByRole('button', { name: 'Cancelar' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(confirmacao.getByRole('button', { name: 'CONFIRMAR' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(confirmacao).toBeHidden()
  await expect(anonimo).toBeChecked()
  await expect(anonimo).toBeFocused()
  await expect(caixa(page, 'Nome')).toHaveCount(0)

  await tabAte(page, nova(page).getByRole('textbox', { name: 'Descrição' }), 2)
  await page.keyboard.type(marcador)
  const declaracao = nova(page).getByRole('checkbox', { name: 'Declaro que as informações listadas são verídicas' })
  await tabAte(page, declaracao, 5)
  await page.keyboard.press('Space')
  await expect(declaracao).toBeChecked()
  const robo = nova(page).getByRole('checkbox', { name: 'Não sou um robô' })
  await tabAte(page, robo, 2)
  await page.keyboard.press('Space')
  await expect(nova(page).getByText('Verificado')).toBeVisible()
  // The box keeps the focus while it works and after.
  await expect(robo).toBeFocused()
  await expectNoA11yViolations(page, { label: 'teclado: formulário preenchido' })
  const resposta = page.waitForResponse('**/site-api/denuncias')
  await tabAte(page, nova(page).getByRole('button', { name: 'Enviar denúncia' }), 2)
  await page.keyboard.press('Enter')
  expect((await resposta).status()).toBe(200)

  // The receipt: the focus is in the dialog, on the copy button; Enter copies, Escape closes.
  const dialogo = page.getByRole('dialog', { name: 'Denúncia Enviada!' })
  const recibo = (await dialogo.getByTestId('recibo').textContent())!.trim()
  expect(recibo).toMatch(RECIBO)
  await expect(dialogo.getByRole('button', { name: 'Copiar código' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialogo.getByRole('status')).toHaveText('Código copiado.')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recibo)
  await expectNoA11yViolations(page, { label: 'teclado: recibo copiado' })
  await page.keyboard.press('Escape')
  await expect(dialogo).toBeHidden()
  // The focus goes to the heading of the emptied form (the button that sent it is gone with the old form).
  await expect(page.getByRole('heading', { level: 3, name: 'Registrar uma denúncia' })).toBeFocused()
  await expect(anonimo).not.toBeChecked()

  // Back to the tabs (Shift+Tab), the other tab by arrow key, then the code, the captcha and Enter.
  await tabAte(page, abaNova, 3, 'Shift+Tab')
  await page.keyboard.press('ArrowRight')
  const abaConsulta = page.getByRole('tab', { name: 'Consultar Denúncia' })
  await expect(abaConsulta).toBeFocused()
  await expect(abaConsulta).toHaveAttribute('aria-selected', 'true')
  await tabAte(page, consulta(page).getByRole('textbox', { name: /Código de acompanhamento/ }), 3)
  await page.keyboard.type(recibo)
  await tabAte(page, consulta(page).getByRole('checkbox', { name: 'Não sou um robô' }), 2)
  await page.keyboard.press('Space')
  await expect(consulta(page).getByText('Verificado')).toBeVisible()
  await expectNoA11yViolations(page, { label: 'teclado: consulta preenchida' })
  await tabAte(page, consulta(page).getByRole('button', { name: 'Consultar' }), 2)
  await page.keyboard.press('Enter')
  const resultado = page.getByRole('region', { name: 'Sua denúncia' })
  await expect(resultado).toContainText(marcador)
  await expect(resultado).toContainText('Recebida')
  await expect(resultado).toContainText('Em aberto')
  // The focus moves to the answer, so the next Tab reads on from it.
  await expect(page.locator('div:has(> section[aria-labelledby="titulo-resultado-denuncia"])')).toBeFocused()
  await expectNoA11yViolations(page, { label: 'teclado: resultado da consulta' })
})

test('identificada: cada mensagem de spec 3 §5, sigilo, e o envio com os dados', async ({ page }) => {
  await page.goto(PAGINA)
  await nova(page).getByRole('button', { name: 'Enviar denúncia' }).click()
  const resumo = nova(page).getByRole('alert').first()
  for (const m of [
    'Campo nome é obrigatório',
    'Campo CPF/CNPJ é obrigatório',
    'Campo telefone é obrigatório',
    'Campo e-mail é obrigatório',
    'Campo endereço é obrigatório',
    'Campo descrição é obrigatório',
    'Marque a declaração de que as informações listadas são verídicas',
    'Por favor, confirme que você nao é um robô',
  ])
    await expect(resumo).toContainText(m)
  await expectNoA11yViolations(page, { label: 'erros de campo obrigatório' })

  await caixa(page, 'Nome').fill('Jo')
  await caixa(page, 'CPF/CNPJ').fill('11111111111')
  await caixa(page, 'Telefone').fill('5499')
  await caixa(page, 'E-mail').fill('ana@')
  await caixa(page, 'Endereço').fill('Rua A')
  await nova(page).getByRole('textbox', { name: 'Descrição' }).focus()
  for (const [nome, mensagem] of [
    ['Nome', 'Nome deve ter pelo menos 3 caracteres'],
    ['CPF/CNPJ', 'CPF/CNPJ inválido'],
    ['Telefone', 'Telefone inválido'],
    ['E-mail', 'E-mail inválido'],
  ] as const)
    await expect(caixa(page, nome)).toHaveAccessibleDescription(new RegExp(`Erro: ${mensagem}`))
  await expect(caixa(page, 'Telefone')).toHaveValue('(54) 99')
  await expectNoA11yViolations(page, { label: 'erros de formato' })

  await caixa(page, 'Nome').fill('Ana Identificada')
  await caixa(page, 'CPF/CNPJ').fill('52998224725')
  await caixa(page, 'Telefone').fill('54998765432')
  await caixa(page, 'E-mail').fill('ana@exemplo.com.br')
  await nova(page).getByRole('checkbox', { name: 'Desejo manter em sigilo meus dados' }).check()
  await nova(page).getByRole('textbox', { name: 'Descrição' }).fill('Pagamentos a fornecedor fantasma.')
  await nova(page).getByRole('checkbox', { name: 'Declaro que as informações listadas são verídicas' }).check()
  await marcarCaptcha(nova(page))
  const resposta = page.waitForResponse('**/site-api/denuncias')
  await nova(page).getByRole('button', { name: 'Enviar denúncia' }).click()
  const r = await resposta
  expect(r.status()).toBe(200)
  expect(r.request().postDataJSON()).toMatchObject({
    anonimo: false,
    nome: 'Ana Identificada',
    cpfcnpj: '529.982.247-25',
    telefone: '(54) 99876-5432',
    email: 'ana@exemplo.com.br',
    endereco: 'Rua A',
    sigilo: true,
    denuncia: 'Pagamentos a fornecedor fantasma.',
  })
  await expect(page.getByRole('dialog', { name: 'Denúncia Enviada!' }).getByTestId('recibo')).toHaveText(RECIBO)
})

test('conversa: a equipe abre a denúncia no back-office e pergunta; o denunciante lê com o código, responde e anexa um arquivo', { tag: '@computador' }, async ({ page, context, request }) => {
  const marcador = `Conversa ${test.info().project.name} ${randomBytes(3).toString('hex')}`
  await page.goto(PAGINA)
  const recibo = await denunciarAnonimamente(page, marcador)

  // Which row is ours: the team opens the latest ones with the passphrase (reports filed before this member joined do not open).
  const lista = (await (await request.get('/api/denuncias?sort=-createdAt&limit=10&depth=0', { headers: cabecalhosDaEquipe })).json()) as { docs: { id: number }[] }
  let id: number | undefined
  for (const d of lista.docs) {
    const aberta = await request.post(`/api/denuncias/${d.id}/abrir`, { headers: cabecalhosDaEquipe, data: { frase: FRASE } })
    if (aberta.ok() && ((await aberta.json()) as { texto: string }).texto === marcador) id = d.id
    if (id) break
  }
  expect(id).toBeDefined()

  // The member, in the back-office: a wrong passphrase is refused, the right one shows the report; then a question.
  const backOffice = await context.newPage()
  await entrarNoBackOffice(backOffice, contaDaEquipe)
  await backOffice.goto(`/admin/collections/denuncias/${id}`)
  const conteudo = backOffice.getByRole('region', { name: 'Conteúdo da denúncia' })
  await conteudo.getByLabel('Sua frase secreta').fill('uma frase errada bem comprida')
  await conteudo.getByRole('button', { name: 'Abrir denúncia' }).click()
  await expect(conteudo.getByRole('alert')).toHaveText('Frase secreta incorreta.')
  await conteudo.getByLabel('Sua frase secreta').fill(FRASE)
  await conteudo.getByRole('button', { name: 'Abrir denúncia' }).click()
  await expect(conteudo).toContainText(marcador)
  await expect(conteudo).toContainText('Denúncia anônima.')
  await conteudo.getByLabel('Nova mensagem ao denunciante').fill('Em que setor isso aconteceu?')
  await conteudo.getByRole('button', { name: 'Enviar ao denunciante' }).nth(1).click()
  await expect(conteudo.getByText('Enviado e cifrado.')).toBeVisible()
  await expect(conteudo.locator('ol > li')).toHaveCount(1)

  await consultar(page, recibo)
  const conversa = page.getByRole('region', { name: 'Mensagens com a equipe de integridade' })
  const mensagens = conversa.locator('ol > li')
  await expect(mensagens).toHaveCount(1)
  await expect(mensagens).toContainText('Equipe de integridade')
  await expect(mensagens).toContainText('Em que setor isso aconteceu?')
  const resposta = page.locator('form#mensagem-denuncia')
  await resposta.getByRole('textbox', { name: 'Sua mensagem' }).fill('No almoxarifado central.')
  await resposta.getByLabel('Novos anexos', { exact: true }).setInputFiles([{ name: 'nota.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 nota') }])
  await expect(resposta.getByRole('list', { name: 'Arquivos anexados' })).toContainText('nota.pdf')
  await marcarCaptcha(resposta)
  await resposta.getByRole('button', { name: 'Enviar mensagem' }).click()
  await expect(page.getByText('Mensagem enviada à equipe de integridade.')).toBeVisible()
  await expect(mensagens).toHaveCount(2)
  await expect(mensagens.nth(1)).toContainText('Você')
  await expect(mensagens.nth(1)).toContainText('No almoxarifado central.')
  await expect(mensagens.nth(1)).toContainText('Anexos: nota.pdf')
  await expectNoA11yViolations(page, { label: 'conversa' })

  // The member reads the answer and the file in the back-office.
  await backOffice.reload()
  await conteudo.getByLabel('Sua frase secreta').fill(FRASE)
  await conteudo.getByRole('button', { name: 'Abrir denúncia' }).click()
  await expect(conteudo.locator('ol > li')).toHaveCount(2)
  await expect(conteudo.locator('ol > li').nth(1)).toContainText('No almoxarifado central.')
  await expect(conteudo.getByRole('link', { name: 'nota.pdf' })).toHaveAttribute('download', 'nota.pdf')
  await backOffice.close()
})

test.describe('sem JavaScript', () => {
  test.use({ javaScriptEnabled: false, a11yAfterEach: false })

  test('a página lê e diz que o formulário precisa de scripts', async ({ page }) => {
    const r = await page.goto(PAGINA)
    expect(r!.headers()['cache-control']).toContain('no-store')
    expect(r!.headers()['referrer-policy']).toBe('no-referrer')
    await expect(page.getByRole('heading', { level: 2, name: /Denúncias/ })).toBeVisible()
    const avisos = await page.locator('noscript').evaluateAll((ns) => ns.map((n) => n.textContent ?? ''))
    expect(avisos.some((t) => t.startsWith('O formulário de denúncia precisa de JavaScript.'))).toBe(true)
  })
})
