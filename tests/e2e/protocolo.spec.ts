import type { Page } from '@playwright/test'

import { expect, expectNoA11yViolations, test } from './fixtures'

const PROTOCOLO = '/atendimento-ao-cliente/protocolo'
const ENVIAR = '**/fas/protocoloDigital/enviar/json'
const NUMERO = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/
const MB = 1024 * 1024

const formulario = (page: Page) => page.locator('form#protocolo-digital')
const campo = (page: Page, nome: string) => formulario(page).getByRole('textbox', { name: nome, exact: true })
/** The file field (its accessible name is 'Documentos'; the input has the role of a button). */
const documentos = (page: Page) => formulario(page).getByRole('button', { name: 'Documentos', exact: true })
const enviar = (page: Page) => formulario(page).getByRole('button', { name: 'Enviar' })
const dialogo = (page: Page) => page.getByRole('dialog', { name: 'Protocolo enviado com sucesso' })

/** A real PDF of exactly `tamanho` bytes (its header says PDF; the server checks the bytes). */
function pdf(nome: string, tamanho = 2048) {
  const inicio = Buffer.from(`%PDF-1.4\n% ${nome}\n`)
  const fim = Buffer.from('\n%%EOF\n')
  return { name: nome, mimeType: 'application/pdf', buffer: Buffer.concat([inicio, Buffer.alloc(Math.floor(tamanho) - inicio.length - fim.length, 0x20), fim]) }
}

async function marcarCaptcha(page: Page) {
  await page.getByRole('checkbox', { name: 'Não sou um robô' }).click()
  await expect(formulario(page).getByText('Verificado')).toBeVisible()
}

async function preencher(page: Page, nome: string) {
  await campo(page, 'Nome').fill(nome)
  await campo(page, 'CPF/CNPJ').fill('52998224725')
  await campo(page, 'Telefone').fill('51998765432')
  await campo(page, 'E-mail').fill('odete@exemplo.com.br')
  await campo(page, 'Descrição').fill('Notas fiscais do projeto.')
}

test.describe('Protocolo Digital', () => {
  test('só com o teclado: barra de progresso de verdade, envio bloqueado enquanto sobe, diálogo com o número, e mais documentos ao mesmo protocolo', async ({ page }) => {
    await page.goto(PROTOCOLO)
    await expect(page.getByRole('heading', { level: 3, name: 'Envie seus documentos' })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'formulário vazio' })

    await page.getByRole('checkbox', { name: 'Anexar a um protocolo já existente' }).focus()
    await expect(campo(page, 'Número do protocolo')).toBeHidden()
    for (const valor of [`Odete Teclado ${test.info().project.name}`, '52998224725', '51998765432', 'odete@exemplo.com.br']) {
      await page.keyboard.press('Tab')
      await page.keyboard.type(valor)
    }
    await expect(campo(page, 'CPF/CNPJ')).toHaveValue('529.982.247-25')
    await expect(campo(page, 'Telefone')).toHaveValue('(51)99876-5432')
    await page.keyboard.press('Tab')
    await expect(formulario(page).getByRole('combobox', { name: 'Área destinatária' })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.type('Notas fiscais do projeto de irrigação.')

    // The upload slowed to 400 KB/s, so a 1,5 MB file shows its progress on the way.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 400 * 1024 })
    await page.keyboard.press('Tab')
    await expect(documentos(page)).toBeFocused()
    const seletor = page.waitForEvent('filechooser')
    await page.keyboard.press('Space')
    await (await seletor).setFiles(pdf('notas fiscais.pdf', 1.5 * MB))
    const barra = formulario(page).getByRole('progressbar', { name: 'Enviando notas fiscais.pdf' })
    await expect(barra).toBeVisible()
    await expect(enviar(page)).toBeDisabled()
    await expect(formulario(page).getByText('Aguarde o envio dos arquivos.')).toBeVisible()
    await expect.poll(async () => Number(await barra.getAttribute('value')), { timeout: 5000 }).toBeGreaterThan(0)
    expect(Number(await barra.getAttribute('value'))).toBeLessThan(100)
    await expectNoA11yViolations(page, { label: 'arquivo subindo' })
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    const anexados = formulario(page).getByRole('list', { name: 'Arquivos anexados' })
    await expect(anexados.getByRole('listitem')).toHaveText([/notas fiscais\.pdf \(1,5 MB\)/])
    await expect(enviar(page)).toBeEnabled()

    await page.keyboard.press('Tab')
    await expect(anexados.getByRole('button', { name: 'Remover notas fiscais.pdf' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(formulario(page).getByText('Verificado')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(enviar(page)).toBeFocused()
    const resposta = page.waitForResponse(ENVIAR)
    await page.keyboard.press('Enter')
    expect((await resposta).status()).toBe(200)

    await expect(dialogo(page)).toBeVisible()
    const numero = (await dialogo(page).locator('p.font-mono').textContent())!.trim()
    expect(numero).toMatch(NUMERO)
    await expect(dialogo(page).locator('p.font-mono')).toBeFocused()
    await expectNoA11yViolations(page, { label: 'diálogo aberto' })

    // Next after the number, the link to follow the protocol up with its number filled in (issue 32).
    await page.keyboard.press('Tab')
    const acompanhar = dialogo(page).getByRole('link', { name: 'Acompanhar a situação pelo número' })
    await expect(acompanhar).toBeFocused()
    await expect(acompanhar).toHaveAttribute('href', `/atendimento-ao-cliente/acompanhar?numero=${numero}`)
    // The dialog's second button sends more documents to the same protocol.
    await page.keyboard.press('Tab')
    await expect(dialogo(page).getByRole('button', { name: 'Enviar mais documentos' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialogo(page)).toBeHidden()
    await expect(page.getByRole('checkbox', { name: 'Anexar a um protocolo já existente' })).toBeChecked()
    await expect(campo(page, 'Número do protocolo')).toHaveValue(numero)
    await expect(campo(page, 'Descrição')).toHaveValue('')
    await campo(page, 'Descrição').fill('A licença que faltava.')
    await documentos(page).setInputFiles(pdf('licença.pdf'))
    await expect(formulario(page).getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem')).toHaveCount(1)
    await marcarCaptcha(page)
    await enviar(page).click()
    await expect(dialogo(page).locator('p.font-mono')).toHaveText(numero)

    // Closing empties the form; focus is back at its first field.
    await dialogo(page).getByRole('button', { name: 'Fechar' }).click()
    await expect(dialogo(page)).toBeHidden()
    await expect(page.getByRole('checkbox', { name: 'Anexar a um protocolo já existente' })).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Anexar a um protocolo já existente' })).toBeFocused()
    await expect(campo(page, 'Nome')).toHaveValue('')
  })

  test('mensagens de validação, número exigido e inexistente, e os avisos do envio @computador', async ({ page }) => {
    await page.goto(PROTOCOLO)
    await enviar(page).click()
    const resumo = page.getByRole('alert').filter({ hasText: 'Campo nome é obrigatório' })
    for (const m of [
      'Campo nome é obrigatório',
      'Campo CPF/CNPJ é obrigatório',
      'Campo telefone é obrigatório',
      'Campo e-mail é obrigatório',
      'Campo descrição é obrigatório',
      '* Ao menos um documento deve ser carregado',
      'Por favor, confirme que você não é um robô',
    ])
      await expect(resumo.getByText(m, { exact: true })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'erros no envio vazio' })

    for (const [nome, valor, mensagem] of [
      ['Nome', 'Jo', 'Nome deve ter pelo menos 3 caracteres'],
      ['CPF/CNPJ', '11111111111', 'CPF/CNPJ inválido'],
      ['Telefone', '5133', 'Telefone inválido'],
      ['E-mail', 'odete@', 'E-mail inválido'],
    ] as const) {
      await campo(page, nome).fill(valor)
      await campo(page, nome).blur()
      await expect(campo(page, nome)).toHaveAccessibleDescription(new RegExp(`Erro: ${mensagem.replace(/[.*]/g, '\\$&')}`))
    }

    await preencher(page, 'Odete Validação')
    await page.getByRole('checkbox', { name: 'Anexar a um protocolo já existente' }).check()
    await documentos(page).setInputFiles(pdf('rg.pdf'))
    await expect(formulario(page).getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem')).toHaveCount(1)
    await marcarCaptcha(page)
    await enviar(page).click()
    await expect(campo(page, 'Número do protocolo')).toHaveAccessibleDescription(/Erro: Por favor, informe o número do protocolo/)

    await campo(page, 'Número do protocolo').fill('7K2M-Q9XD-4HFT-B8WN')
    await enviar(page).click()
    await expect(page.getByTestId('toast-error').getByText('O número do protocolo informado não existe.')).toBeVisible()
    await expect(campo(page, 'Número do protocolo')).toHaveAccessibleDescription(/Erro: O número do protocolo informado não existe\./)
    await expectNoA11yViolations(page, { label: 'protocolo inexistente' })

    // The call's other answers (spec 3 §8): a refused captcha, a server failure, no network.
    await page.getByRole('checkbox', { name: 'Anexar a um protocolo já existente' }).uncheck()
    await page.route(ENVIAR, (r) => r.fulfill({ status: 400, json: { message: 'captcha: Captcha inválido!', erros: [{ campo: 'captcha', mensagem: 'Captcha inválido!' }] } }))
    await enviar(page).click()
    await expect(page.getByTestId('toast-error').getByText('Captcha inválido', { exact: true })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
    await page.unrouteAll()
    await page.route(ENVIAR, (r) => r.fulfill({ status: 500, json: { message: 'Erro interno. Tente novamente mais tarde.' } }))
    await marcarCaptcha(page)
    await enviar(page).click()
    await expect(page.getByTestId('toast-error').getByText('Não foi possível enviar o protocolo. Por favor, tente novamente mais tarde.')).toBeVisible()
    // That refusal may come after the server spent the single-use captcha: the form asks for a new one.
    await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
    await page.unrouteAll()
    await page.route(ENVIAR, (r) => r.abort('internetdisconnected'))
    await marcarCaptcha(page)
    await enviar(page).click()
    await expect(page.getByTestId('toast-error').getByText('Ocorreu um erro inesperado. Por favor, tente novamente mais tarde.')).toBeVisible()
    await expectNoA11yViolations(page, { label: 'avisos de falha' })
  })

  test('arquivos recusados com a mensagem: bytes que mentem, mais de 5MB, mais de 10MB no total, nome repetido @computador', async ({ page }) => {
    await page.goto(PROTOCOLO)
    // The file field's own list of refusals (CampoAnexos: `{id}-recusas`).
    const recusas = formulario(page).locator('#protocolo-digital-arquivos-recusas')
    const anexados = formulario(page).getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem')

    // An executable named .pdf passes the name check in the browser; the server reads its bytes.
    const executavel = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])
    await documentos(page).setInputFiles({ name: 'boleto.pdf', mimeType: 'application/pdf', buffer: executavel })
    const tipo = 'O arquivo boleto.pdf não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.'
    await expect(recusas.getByText(tipo)).toBeVisible()
    await expect(page.getByTestId('toast-error').getByText(tipo)).toBeVisible()
    await expect(anexados).toHaveCount(0)

    await documentos(page).setInputFiles(pdf('grande.pdf', 5 * MB + 1))
    await expect(recusas.getByText('O arquivo grande.pdf excede o limite de 5MB.')).toBeVisible()

    await documentos(page).setInputFiles([pdf('parte1.pdf', 4.5 * MB), pdf('parte2.pdf', 4.5 * MB)])
    await expect(anexados).toHaveCount(2)
    await documentos(page).setInputFiles(pdf('parte3.pdf', 2 * MB))
    await expect(recusas.getByText('O tamanho total dos arquivos excede o limite de 10MB.')).toBeVisible()
    await documentos(page).setInputFiles(pdf('parte1.pdf'))
    await expect(recusas.getByText('O arquivo parte1.pdf já foi adicionado.')).toBeVisible()
    await expect(anexados).toHaveCount(2)
    await expectNoA11yViolations(page, { label: 'arquivos recusados' })

    // Removing one makes room again.
    await formulario(page).getByRole('button', { name: 'Remover parte2.pdf' }).click()
    await documentos(page).setInputFiles(pdf('parte3.pdf', 2 * MB))
    await expect(anexados).toHaveCount(2)
  })

  test('aviso de proteção de dados com o link do encarregado', async ({ page }) => {
    await page.goto(PROTOCOLO)
    const aviso = page.getByRole('note', { name: 'Proteção de dados pessoais' })
    await expect(aviso).toContainText('encaminhar seus documentos à área responsável')
    await expect(aviso.getByRole('link', { name: 'Encarregado de Dados' })).toHaveAttribute('href', '/atendimento-ao-cliente/encarregado')
  })
})
