import type { Locator, Page } from '@playwright/test'

import { expect, expectNoA11yViolations, test } from './fixtures'

const OUVIDORIA = '/atendimento-ao-cliente/ouvidoria'
const SALVAR = '**/fas/formularioOuvidoria/json'
const ANEXO = '**/fas/formularioOuvidoria/anexo'
const formulario = (page: Page) => page.locator('form#ouvidoria')
const campo = (page: Page, nome: string) => formulario(page).getByRole('textbox', { name: nome, exact: true })
const arquivos = (page: Page) => formulario(page).getByLabel('Documentos', { exact: true })

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
// The first bytes of a Linux executable: a file that says .pdf and is not one.
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])
const pdfDe = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length)])
const arquivo = (name: string, buffer: Buffer, mimeType = 'application/pdf') => ({ name, mimeType, buffer })

/** Presses Tab until `alvo` has the focus (the uploaded file's Remover button sits between some fields). */
async function tabAte(page: Page, alvo: Locator, maximo = 4) {
  for (let i = 0; i < maximo && !(await alvo.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab')
  await expect(alvo).toBeFocused()
}

test.describe('Ouvidoria', () => {
  test('completa só com o teclado, com um arquivo e a sua barra de progresso: protocolo na tela e o formulário limpo', async ({ page }) => {
    await page.goto(OUVIDORIA)
    await expect(page.getByRole('heading', { level: 3, name: 'Registre sua manifestação' })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'formulário vazio' })

    await campo(page, 'Nome').focus()
    await page.keyboard.type(`Marta Teclado ${test.info().project.name}`)
    for (const valor of ['52998224725', '51998765432', 'marta@exemplo.com.br', 'Rua dos Andradas, 100, Porto Alegre']) {
      await page.keyboard.press('Tab')
      await page.keyboard.type(valor)
    }
    await expect(campo(page, 'CPF/CNPJ')).toHaveValue('529.982.247-25')
    await expect(campo(page, 'Telefone')).toHaveValue('(51)99876-5432')
    await page.keyboard.press('Tab')
    const natureza = formulario(page).getByRole('combobox', { name: 'Natureza da manifestação' })
    await expect(natureza).toBeFocused()
    // A closed select's type-ahead: the first option starting with "Rec".
    await page.keyboard.type('Rec')
    await expect(natureza).toHaveValue('Reclamação')
    for (const valor of ['Demora na liberação do crédito', 'Meu pedido está parado há dois meses.']) {
      await page.keyboard.press('Tab')
      await page.keyboard.type(valor)
    }

    // The file input by keyboard: Space opens the chooser. The upload's answer is held so its progress bar can be seen.
    let soltar: () => void = () => undefined
    const segurado = new Promise<void>((ok) => (soltar = ok))
    await page.route(ANEXO, async (r) => {
      await segurado
      await r.continue()
    })
    await page.keyboard.press('Tab')
    await expect(arquivos(page)).toBeFocused()
    const escolha = page.waitForEvent('filechooser')
    await page.keyboard.press('Space')
    await (await escolha).setFiles(arquivo('contrato.pdf', PDF))
    await expect(formulario(page).getByRole('progressbar', { name: 'Enviando contrato.pdf' })).toBeVisible()
    await expect(formulario(page).getByRole('button', { name: 'Enviar' })).toBeDisabled()
    await expectNoA11yViolations(page, { label: 'arquivo em envio' })
    soltar()
    await expect(formulario(page).getByRole('button', { name: 'Remover contrato.pdf' })).toBeVisible()
    await expect(formulario(page).getByRole('progressbar')).toHaveCount(0)

    await tabAte(page, page.getByRole('checkbox', { name: 'Não sou um robô' }))
    await page.keyboard.press('Space')
    await expect(formulario(page).getByText('Verificado')).toBeVisible()
    await page.route(SALVAR, async (r) => {
      await new Promise((ok) => setTimeout(ok, 300))
      await r.continue()
    })
    const resposta = page.waitForResponse(SALVAR)
    await tabAte(page, formulario(page).getByRole('button', { name: 'Enviar' }))
    await page.keyboard.press('Enter')
    await expect(formulario(page).getByRole('button', { name: 'Enviando...' })).toBeDisabled()
    const r = await resposta
    expect(r.status()).toBe(200)
    const enviado = r.request().postDataJSON() as { arquivos: string[]; naturezaManifestacao: string }
    expect(enviado.arquivos).toHaveLength(1)
    expect(enviado.naturezaManifestacao).toBe('Reclamação')
    const { protocolo } = (await r.json()) as { protocolo: string }
    expect(protocolo).toMatch(/^OUV-\d{4}(-[0-9A-Z]{4}){4}$/)

    await expect(page.getByText('Formulário enviado com sucesso!')).toBeVisible()
    const aviso = page.getByRole('status').filter({ hasText: 'Manifestação registrada.' })
    await expect(aviso).toContainText(`Número de protocolo: ${protocolo}`)
    await expect(aviso).toBeFocused()
    await expectNoA11yViolations(page, { label: 'protocolo na tela' })
    await expect(campo(page, 'Nome')).toHaveValue('')
    await expect(formulario(page).getByRole('combobox', { name: 'Natureza da manifestação' })).toHaveValue('')
    await expect(formulario(page).getByRole('button', { name: /^Remover/ })).toHaveCount(0)
    await expect(page.getByRole('checkbox', { name: 'Não sou um robô' })).not.toBeChecked()
    // The toast closes by itself (5 s): the last accessibility check must not meet it halfway through its exit.
    await expect(page.getByText('Formulário enviado com sucesso!')).toHaveCount(0, { timeout: 15_000 })
  })

  test('uma resposta 200 que não é o sucesso esperado (sem protocolo): "Erro ao processar o formulário", nunca o sucesso antes', async ({ page }) => {
    await page.goto(OUVIDORIA)
    for (const [nome, valor] of [
      ['Nome', 'Marta Resposta Estranha'],
      ['CPF/CNPJ', '52998224725'],
      ['Telefone', '51998765432'],
      ['E-mail', 'marta@exemplo.com.br'],
      ['Endereço', 'Rua dos Andradas, 100'],
      ['Assunto', 'Atendimento'],
      ['Mensagem', 'Uma mensagem.'],
    ] as const)
      await campo(page, nome).fill(valor)
    await formulario(page).getByRole('combobox', { name: 'Natureza da manifestação' }).selectOption('Sugestão')
    await page.getByRole('checkbox', { name: 'Não sou um robô' }).check()
    await expect(formulario(page).getByText('Verificado')).toBeVisible()
    // A proxy's page, or a legacy answer: 200 but not the {protocolo} the page expects.
    await page.route(SALVAR, (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Manutenção</body></html>' }))
    await formulario(page).getByRole('button', { name: 'Enviar' }).click()
    await expect(formulario(page).getByRole('alert').filter({ hasText: 'Erro ao processar o formulário. Por favor, tente novamente.' })).toBeVisible()
    await expect(page.getByText('Formulário enviado com sucesso!')).toHaveCount(0)
    await expect(campo(page, 'Nome')).toHaveValue('Marta Resposta Estranha')
    await expectNoA11yViolations(page, { label: 'resposta inesperada' })
  })

  test('@computador as mensagens de cada campo: no resumo ao enviar vazio e em cada campo ao sair dele', async ({ page }) => {
    await page.goto(OUVIDORIA)
    await formulario(page).getByRole('button', { name: 'Enviar' }).click()
    const resumo = formulario(page).getByRole('alert').filter({ hasText: 'problemas no formulário' })
    await expect(resumo).toBeFocused()
    for (const m of [
      'Campo Nome é obrigatório',
      'Campo CPF/CNPJ é obrigatório',
      'Campo Telefone é obrigatório',
      'Campo E-mail é obrigatório',
      'Campo Endereço é obrigatório',
      'Campo Natureza da manifestação é obrigatório',
      'Campo Assunto é obrigatório',
      'Campo Mensagem é obrigatório',
      'Por favor, confirme que você não é um robô',
    ])
      await expect(resumo.getByRole('link', { name: m, exact: true })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'resumo de erros' })

    await campo(page, 'Nome').fill('Jo')
    await campo(page, 'CPF/CNPJ').fill('111.111.111-11')
    await campo(page, 'Telefone').fill('5133')
    await campo(page, 'E-mail').fill('marta@')
    await campo(page, 'Endereço').focus()
    for (const [nome, mensagem] of [
      ['Nome', 'Nome inválido'],
      ['CPF/CNPJ', 'CPF/CNPJ inválido'],
      ['Telefone', 'Telefone inválido'],
      ['E-mail', 'E-mail inválido'],
    ] as const)
      await expect(campo(page, nome)).toHaveAccessibleDescription(new RegExp(`Erro: ${mensagem}`))
    // The length limits are the inputs' own: 100 characters typed, 100 kept.
    await campo(page, 'Assunto').fill('a'.repeat(120))
    await expect(campo(page, 'Assunto')).toHaveValue('a'.repeat(100))
    await expectNoA11yViolations(page, { label: 'erros nos campos' })
  })

  test('@computador arquivos: bytes que mentem o tipo, extensão, tamanho, total e nome repetido, cada um com a sua mensagem', async ({ page }) => {
    await page.goto(OUVIDORIA)
    const recusas = formulario(page).getByRole('alert').filter({ hasText: /arquivo|Arquivo/ })
    // Said .pdf, is an executable: the browser cannot tell, the server reads the bytes and refuses.
    await arquivos(page).setInputFiles(arquivo('boleto.pdf', ELF))
    await expect(recusas).toContainText('Tipo de arquivo não permitido. Use apenas PDF, DOC, DOCX ou TXT.')
    await expect(formulario(page).getByRole('button', { name: 'Remover boleto.pdf' })).toHaveCount(0)
    // The same refusal as a toast, whose code loads with it: axe checks the toast once it is there.
    await expect(page.getByTestId('toast-error').getByText('Tipo de arquivo não permitido. Use apenas PDF, DOC, DOCX ou TXT.')).toBeVisible()
    await expectNoA11yViolations(page, { label: 'arquivo recusado pelo servidor' })

    await arquivos(page).setInputFiles(arquivo('foto.png', PDF, 'image/png'))
    await expect(recusas).toHaveText('Tipo de arquivo não permitido. Use apenas PDF, DOC, DOCX ou TXT.')
    await arquivos(page).setInputFiles(arquivo('grande.pdf', pdfDe(5 * 1024 * 1024 + 1)))
    await expect(recusas).toHaveText('Arquivo maior que 5MB não é permitido.')

    await arquivos(page).setInputFiles(arquivo('parte1.pdf', pdfDe(3 * 1024 * 1024)))
    await expect(formulario(page).getByRole('button', { name: 'Remover parte1.pdf' })).toBeVisible()
    await arquivos(page).setInputFiles([arquivo('parte2.pdf', pdfDe(3 * 1024 * 1024)), arquivo('parte1.pdf', PDF)])
    await expect(recusas).toContainText('O tamanho total dos arquivos excede o limite de 5MB.')
    await expect(recusas).toContainText('O arquivo parte1.pdf já foi adicionado.')
    await expectNoA11yViolations(page, { label: 'recusas de arquivos' })
    await formulario(page).getByRole('button', { name: 'Remover parte1.pdf' }).click()
    await arquivos(page).setInputFiles(arquivo('parte2.pdf', pdfDe(3 * 1024 * 1024)))
    await expect(formulario(page).getByRole('button', { name: 'Remover parte2.pdf' })).toBeVisible()
  })
})
