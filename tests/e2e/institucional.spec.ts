import { expect, expectNoA11yViolations, test } from './fixtures'

test.describe('fundos estaduais', () => {
  test('a lista tem os seis fundos e cada cartão leva à página do fundo', async ({ page }) => {
    await page.goto('/fundos-governamentais')
    await expect(page.getByRole('heading', { level: 1, name: 'Fundos Governamentais' })).toBeVisible()
    const cartoes = page.getByRole('main').getByRole('link', { name: /Saiba mais sobre o/ })
    await expect(cartoes).toHaveCount(6)
    for (const [i, codigo] of ['FEAPER', 'FOMENTAR', 'FUNAFIR', 'FUNDOLEITE', 'FUNPROCRED', 'FUNTERRA'].entries()) {
      await expect(cartoes.nth(i)).toHaveAttribute('href', `/fundos-estatais/${codigo.toLowerCase()}`)
    }
    await expectNoA11yViolations(page, { label: 'lista de fundos' })
    await cartoes.filter({ hasText: 'FEAPER' }).click()
    await page.waitForURL('**/fundos-estatais/feaper')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('FEAPER')
    await expect(page.getByRole('navigation', { name: 'Você está em' }).getByRole('link', { name: 'Fundos Governamentais' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cadastro de pessoa física' })).toHaveAttribute('href', '/formulario/pessoa-fisica')
    await expect(page.getByRole('link', { name: 'Cadastro de pessoa jurídica' })).toHaveAttribute('href', '/formulario/pessoa-juridica')
    const troca = page.getByRole('link', { name: /Troca-Troca de Sementes/ })
    await expect(troca).toHaveAttribute('target', '_blank')
    await expect(troca).toHaveAttribute('rel', /noopener/)
    for (const area of ['Agronegócio', 'Empresa', 'Município', 'Inovação']) await expect(page.getByRole('complementary').getByRole('link', { name: area, exact: true })).toBeVisible()
    await expectNoA11yViolations(page, { label: 'FEAPER' })
  })

  test('FUNPROCRED abre a sua página externa; FOMENTAR financia cerca de R$ 800 milhões; fundo desconhecido é 404', async ({ page }) => {
    await page.goto('/fundos-estatais/funprocred')
    await expect(page.getByRole('link', { name: /Acessar a página do FUNPROCRED/ })).toHaveAttribute('target', '_blank')
    await page.goto('/fundos-estatais/fomentar')
    await expect(page.getByRole('main')).toContainText('R$ 800 milhões')
    const r = await page.goto('/fundos-estatais/fundo-que-nao-existe')
    expect(r?.status()).toBe(404)
  })
})

test.describe('casos de sucesso', () => {
  for (const [rota, texto] of [
    ['/amsterland', '12 hectares'],
    ['/htMicron', 'Tecnosinos'],
    ['/dimed', '600 mil unidades por dia'],
    ['/guatambu', '180.000 litros'],
    ['/biomix', 'R$ 3 milhões'],
  ] as const) {
    test(`${rota}: faixa de 300 px, o caso e as quatro áreas ao lado`, async ({ page }) => {
      await page.goto(rota)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('main')).toContainText(texto)
      const faixa = page.getByRole('main').locator('div.h-\\[300px\\]')
      expect((await faixa.boundingBox())?.height).toBe(300)
      await expect(page.getByRole('complementary').getByRole('link')).toHaveCount(4)
      await expectNoA11yViolations(page, { label: rota })
    })
  }
})

test('remuneração: a tabela com os totais calculados e as regras dos conselhos', async ({ page }) => {
  await page.goto('/remuneracao')
  await expect(page.getByRole('heading', { level: 1, name: 'Remuneração' })).toBeVisible()
  const tabela = page.getByRole('table')
  await expect(tabela.getByRole('row', { name: /Diretor-Presidente/ })).toContainText('R$ 39.717,68')
  await expect(tabela.getByRole('row', { name: /Vice-Presidente/ })).toContainText('R$ 37.731,80')
  await expect(tabela.getByRole('row', { name: /Diretor \(4, cada um\)/ })).toContainText('R$ 33.760,00')
  const total = tabela.getByRole('row', { name: /Total da diretoria/ })
  await expect(total).toContainText('R$ 106.244,74')
  await expect(total).toContainText('R$ 212.489,48')
  await expect(page.getByText('Cada membro do Comitê de Auditoria recebe 30%')).toBeVisible()
  await expectNoA11yViolations(page, { label: 'remuneração' })
})

test('diretorias com responsáveis e contatos; o organograma mostra a mesma estrutura', async ({ page }) => {
  await page.goto('/diretorias')
  const operacoes = page.getByRole('region', { name: 'Diretoria de Operações' })
  await expect(operacoes.getByRole('heading', { level: 3, name: 'Agronegócio' })).toBeVisible()
  await expect(operacoes.getByRole('link', { name: 'agro@fomento.rs.gov.br' })).toHaveAttribute('href', 'mailto:agro@fomento.rs.gov.br')
  await expect(operacoes.getByRole('link', { name: '(51) 3210-4110' })).toHaveAttribute('href', 'tel:+555132104110')
  await expectNoA11yViolations(page, { label: 'diretorias' })
  await page.goto('/organograma')
  await expect(page.getByRole('list', { name: 'Áreas da Diretoria de Operações' }).getByRole('listitem')).toHaveCount(4)
  await expect(page.getByRole('list', { name: 'Estrutura da agência' })).toContainText('Conselho de Administração')
  await expectNoA11yViolations(page, { label: 'organograma' })
})

test.describe('sem JavaScript', () => {
  test.use({ javaScriptEnabled: false, a11yAfterEach: false })
  test('as páginas dos fundos e dos casos se leem', async ({ page }) => {
    await page.goto('/fundos-estatais/feaper')
    await expect(page.getByRole('link', { name: 'Cadastro de pessoa física' })).toBeVisible()
    await page.goto('/dimed')
    await expect(page.getByRole('main')).toContainText('R$ 70 milhões')
  })
})
