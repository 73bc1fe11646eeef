import { randomBytes } from 'node:crypto'

import type { Browser, Page, TestInfo } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { MENSAGEM_CANAL_INDISPONIVEL, TITULO_CANAL_INDISPONIVEL } from '../../src/domain/denuncia/indisponivel'
import { denunciarAnonimamente, PAGINA_DENUNCIAS } from './denuncia'
import { expect, expectNoA11yViolations, test } from './fixtures'
import { servidorAvulso, type ServidorAvulso } from './servidor-avulso'
import { MENSAGEM_LINK_USADO } from '../../src/collections/Usuarios/hooks/linkDeSenhaUsado'
import { api, criarAdministrador, entrarNoBackOffice, type Credenciais } from './staff'

/**
 * A fresh install's first day (issue 31), on a server of its own whose
 * integridade team has no key (SEED_DEMO content, keys removed): the
 * whistleblower page says the channel is unavailable and its call answers 503;
 * the administrator's readiness panel says so and how to fix it; a member
 * creates a key through the key screen; a report is filed and read in the
 * back-office, where an observation survives a later status change. Also the
 * login's notice at an address other than PUBLIC_SITE_URL.
 */

const FRASE = 'frase secreta da equipe de teste'

// Payload's own screens fail axe in places that are not ours (the select's hidden buttons, an unnamed
// popup button), left as they are here; the checks cover what these screens add.
const TELA = { include: ['#conteudo-da-tela'] }

test.setTimeout(300_000)

async function novaPagina(browser: Browser, servidor: ServidorAvulso, testInfo: TestInfo, base = servidor.url): Promise<Page> {
  const contexto = await browser.newContext({
    baseURL: base,
    viewport: testInfo.project.use.viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  return contexto.newPage()
}

/** The public call, as a client would send it with a solved captcha. */
async function denunciarPelaApi(url: string): Promise<Response> {
  const challenge = (await (await fetch(`${url}/captcha/desafio`)).json()) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  return fetch(`${url}/site-api/denuncias`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      anonimo: true,
      denuncia: 'Relato sem equipe.',
      captcha,
    }),
  })
}

/** An integridade account made by the administrator (through the back-office's API, with their session). */
async function criarMembro(admin: Page): Promise<Credenciais> {
  const cred = {
    email: `integridade-${randomBytes(4).toString('hex')}@teste.example`,
    senha: `Senha-${randomBytes(12).toString('base64url')}`,
  }
  const r = await api(admin, 'POST', '/api/users', { email: cred.email, password: cred.senha, nome: 'Membro Novo', roles: ['integridade'] })
  expect(r.status, JSON.stringify(r.corpo)).toBe(201)
  return cred
}

async function criarChaveNaTela(membro: Page) {
  await membro.goto('/admin/minha-chave')
  await expect(
    membro.getByRole('heading', {
      level: 1,
      name: 'Minha chave da integridade',
    }),
  ).toBeVisible()
  await expect(membro.getByText('Você ainda não tem chave.', { exact: false })).toBeVisible()
  await expectNoA11yViolations(membro, {
    ...TELA,
    label: 'tela da chave, sem chave',
  })
  const frase = membro.getByLabel('Frase secreta', { exact: true })
  await frase.fill('curta demais')
  await expect(membro.getByText('Força da frase: Insuficiente')).toBeVisible()
  await frase.fill(FRASE)
  await expect(membro.getByText('Força da frase: Boa')).toBeVisible()
  await membro.getByLabel('Repita a frase secreta').fill(`${FRASE}!`)
  await membro.getByRole('button', { name: 'Criar minha chave' }).click()
  await expect(membro.locator('#conteudo-da-tela').getByRole('alert')).toHaveText('As duas frases não são iguais.')
  await expectNoA11yViolations(membro, {
    ...TELA,
    label: 'tela da chave, frases diferentes',
  })
  await membro.getByLabel('Repita a frase secreta').fill(FRASE)
  await membro.getByRole('button', { name: 'Criar minha chave' }).click()
  await expect(membro.locator('#conteudo-da-tela').getByRole('status')).toHaveText('Sua chave está aprovada: as novas denúncias são cifradas para ela, e você as abre com a sua frase secreta.')
  await expectNoA11yViolations(membro, {
    ...TELA,
    label: 'tela da chave, aprovada',
  })
}

/** Opens a report in the back-office with the member's passphrase. */
async function abrirDenuncia(membro: Page, id: number) {
  await membro.goto(`/admin/collections/denuncias/${id}`)
  const conteudo = membro.getByRole('region', { name: 'Conteúdo da denúncia' })
  // Filled by a password manager or pasted, never recalled by force (WCAG 2.2 SC 3.3.8).
  await expect(conteudo.getByLabel('Sua frase secreta')).toHaveAttribute('autocomplete', 'current-password')
  await conteudo.getByLabel('Sua frase secreta').fill(FRASE)
  await conteudo.getByRole('button', { name: 'Abrir denúncia' }).click()
  return conteudo
}

test('instalação nova: canal indisponível e 503, o painel diz o que falta, o membro cria a chave na tela, a denúncia é feita e lida, e a observação sobrevive à troca de situação', { tag: '@computador' }, async ({
  browser,
}, testInfo) => {
  const admin = criarAdministrador()
  const porta = Number(process.env.E2E_PORT ?? 3100) + (testInfo.project.name === 'phone' ? 2 : 1)
  const servidor = await servidorAvulso(porta)
  try {
    servidor.sql('DELETE FROM membros_integridade')
    const cidadao = await novaPagina(browser, servidor, testInfo)
    await cidadao.goto(PAGINA_DENUNCIAS)
    await expect(cidadao.getByRole('heading', { name: TITULO_CANAL_INDISPONIVEL })).toBeVisible()
    await expect(cidadao.getByText(MENSAGEM_CANAL_INDISPONIVEL)).toBeVisible()
    await expect(cidadao.locator('form#denuncia')).toHaveCount(0)
    await expectNoA11yViolations(cidadao, { label: 'canal indisponível' })
    const recusada = await denunciarPelaApi(servidor.url)
    expect(recusada.status).toBe(503)
    expect(await recusada.json()).toEqual({
      message: MENSAGEM_CANAL_INDISPONIVEL,
    })

    // The login at another address than PUBLIC_SITE_URL says where to sign in.
    const outroEndereco = await novaPagina(browser, servidor, testInfo, `http://localhost:${porta}`)
    await outroEndereco.goto('/admin/login')
    await expect(outroEndereco.getByRole('alert').filter({ hasText: 'Este não é o endereço configurado do site.' })).toContainText(
      `Este não é o endereço configurado do site. Você abriu http://localhost:${porta}, mas a sessão só é aceita em ${servidor.url} (PUBLIC_SITE_URL): por aqui a entrada não funciona.`,
    )
    await expect(
      outroEndereco.getByRole('link', {
        name: `Entrar por ${servidor.url}/admin`,
      }),
    ).toHaveAttribute('href', `${servidor.url}/admin/login`)
    // Payload's login page has no main landmark of its own: the check covers the notice.
    await expectNoA11yViolations(outroEndereco, { include: ['div[role="alert"]:not(#__next-route-announcer__)'], label: 'login em outro endereço' })

    const painel = await novaPagina(browser, servidor, testInfo)
    await entrarNoBackOffice(painel, admin)
    const prontidao = painel.getByRole('region', { name: 'Prontidão do site' })
    await expect(prontidao).toContainText('✗ Canal de denúncias: pendente. Nenhum membro da integridade tem chave aprovada')
    await expect(prontidao).toContainText('✓ Endereço do site: pronto.')
    await expectNoA11yViolations(painel, {
      include: ['#painel-prontidao'],
      label: 'painel de prontidão',
    })

    const membro = await novaPagina(browser, servidor, testInfo)
    await entrarNoBackOffice(membro, await criarMembro(painel))
    await expect(membro.getByRole('link', { name: 'Minha chave da integridade' })).toHaveAttribute('href', '/admin/minha-chave')
    await criarChaveNaTela(membro)

    await painel.reload()
    await expect(prontidao).toContainText('✓ Canal de denúncias: pronto. 1 membro da integridade com chave aprovada')

    const marcador = `Primeiro dia ${testInfo.project.name} ${randomBytes(3).toString('hex')}`
    await cidadao.reload()
    await denunciarAnonimamente(cidadao, marcador)
    const lista = (await api<{ docs: { id: number }[] }>(membro, 'GET', '/api/denuncias?sort=-createdAt&limit=1&depth=0')).corpo
    const id = lista.docs[0]!.id
    const conteudo = await abrirDenuncia(membro, id)
    await expect(conteudo).toContainText(marcador)
    await expectNoA11yViolations(membro, {
      include: ['#conteudo-da-denuncia'],
      label: 'denúncia aberta',
    })

    // Issue 31's fix: two observations, then the status saved by the document's own form.
    const observacao = conteudo.getByLabel('Nova observação (substitui a anterior; o denunciante a lê na consulta)')
    for (const texto of ['Primeira observação.', 'Segunda observação.']) {
      await observacao.fill(texto)
      await conteudo.getByRole('button', { name: 'Enviar ao denunciante' }).first().click()
      await expect(conteudo.getByText('Enviado e cifrado.')).toBeVisible()
    }
    await membro.locator('#field-status').click()
    await membro.getByRole('option', { name: 'Em análise' }).click()
    const salvo = membro.waitForResponse((r) => r.url().includes(`/api/denuncias/${id}`) && !r.url().includes('/abrir') && r.request().method() !== 'GET')
    await membro.getByRole('button', { name: 'Salvar' }).click()
    const resposta = await salvo
    await testInfo.attach('corpo do salvar', {
      body: resposta.request().postData() ?? '',
      contentType: 'text/plain',
    })
    expect(resposta.status()).toBe(200)
    const reaberta = await abrirDenuncia(membro, id)
    await expect(reaberta.getByText('Segunda observação.')).toBeVisible()
    await expect(reaberta.getByText('Primeira observação.')).toHaveCount(0)
  } finally {
    await servidor.parar()
  }
})

test.describe('validação em português', { tag: '@computador' }, () => {
  // The final page is Payload's edit view (see TELA above): the toast is what this test checks.
  test.use({ a11yAfterEach: false })

  test('o aviso de um campo recusado o nomeia pelo rótulo', async ({ page }, testInfo) => {
    await entrarNoBackOffice(page, criarAdministrador())
    await page.goto('/admin/collections/linhas-credito')
    // Each width edits its own line: both run at once, and Payload locks a document open in another session.
    await page.locator('table tbody tr').nth(testInfo.project.name === 'phone' ? 1 : 0).getByRole('link').first().click()
    await expect(page.locator('#field-faturamentoMaximo')).toBeVisible()
    const maximo = Number(await page.locator('#field-faturamentoMaximo').inputValue())
    await page.locator('#field-faturamentoMinimo').fill(String(maximo + 1))
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('O campo a seguir está inválido: Faturamento anual máximo (R$)')).toBeVisible()
    await expect(page.getByText('The following field is invalid', { exact: false })).toHaveCount(0)
    await expectNoA11yViolations(page, {
      include: ['.payload-toast-container'],
      label: 'campo recusado',
    })
  })
})

test.describe('convite', { tag: '@computador' }, () => {
  // The last page is Payload's own frame (no main landmark of ours): the screens this test adds are checked
  // with axe inside them (TELA), as in the tests above.
  test.use({ a11yAfterEach: false })

  test('convite: o administrador convida na tela, a pessoa cria a senha pelo endereço do e-mail, entra com o segundo fator; o endereço não serve duas vezes', async ({ page, browser }, testInfo) => {
    await entrarNoBackOffice(page, criarAdministrador())
    await page.goto('/admin/collections/users')
    await page.getByRole('link', { name: 'Convidar pessoa' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Convidar pessoa' })).toBeVisible()
    await expectNoA11yViolations(page, { ...TELA, label: 'tela de convite' })
    const email = `convidada-${randomBytes(4).toString('hex')}@teste.example`
    await page.getByLabel('Nome', { exact: true }).fill('Pessoa Convidada')
    await page.getByLabel('E-mail', { exact: true }).fill(email)
    // A role that must use the second factor (access/segundo-fator.ts), so the invited person enrols it.
    await page.getByRole('checkbox', { name: 'Administrador' }).check()
    await page.getByRole('button', { name: 'Enviar convite' }).click()
    await expect(page.locator('#conteudo-da-tela').getByRole('status')).toContainText(`Convite enviado a ${email} pela caixa de saída. O endereço do convite funciona uma única vez, até `)
    await expectNoA11yViolations(page, { ...TELA, label: 'convite enviado' })

    const mensagens = (await api<{ docs: { texto: string }[] }>(page, 'GET', `/api/mensagens?where[para][equals]=${encodeURIComponent(email)}&depth=0`)).corpo
    const link = /https?:\/\/\S+\/admin\/reset\/[0-9a-f]+/.exec(mensagens.docs[0]!.texto)![0]
    const senha = `Senha-${randomBytes(12).toString('base64url')}`
    const contexto = await browser.newContext({ viewport: testInfo.project.use.viewport, locale: 'pt-BR' })
    const pessoa = await contexto.newPage()
    const definir = async () => {
      await pessoa.goto(link)
      // A password manager may offer a strong new password here (WCAG 2.2 SC 3.3.8; Payload renders "off").
      await expect(pessoa.locator('#field-password')).toHaveAttribute('autocomplete', 'new-password')
      await expect(pessoa.locator('#field-confirm-password')).toHaveAttribute('autocomplete', 'new-password')
      await pessoa.locator('#field-password').fill(senha)
      await pessoa.locator('#field-confirm-password').fill(senha)
      await pessoa.getByRole('button', { name: 'Redefinir Senha' }).click()
    }
    await definir()
    await expect(pessoa).toHaveURL(/\/admin\/segundo-fator/)
    await pessoa.context().clearCookies()
    await entrarNoBackOffice(pessoa, { email, senha })
    await pessoa.context().clearCookies()
    await definir()
    await expect(pessoa.getByText(MENSAGEM_LINK_USADO)).toBeVisible()
    await contexto.close()
  })
})
