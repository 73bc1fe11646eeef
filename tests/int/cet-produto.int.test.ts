import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as simular } from '@/app/(contract)/site-api/solicitarSimulacaoFinanciamento/route'
import { IOF_PESSOA_JURIDICA } from '@/domain/cet'
import { linhasDaPaginaDoProduto } from '@/dados/linhas-credito'
import { CetDoProduto } from '@/features/produtos/CetDoProduto'

import { getTestPayload } from './helpers'

/**
 * A product page's CET example (issue 32) reads the credit lines linked to it, and
 * is the same figure the simulation answers for the line's minimum amount.
 */
describe('CET na página do produto', () => {
  let produto: number

  beforeAll(async () => {
    const payload = await getTestPayload()
    produto = (await payload.create({ collection: 'produtos', data: { perfil: 'ICS', titulo: 'Giro de teste', resumo: 'r', texto: '<p>c</p>', emailContato: 'c@x.rs.gov.br', _status: 'published' }, overrideAccess: true })).id
    const linha = (nome: string, extra: Record<string, unknown>) =>
      payload.create({
        collection: 'linhas-credito',
        data: {
          produto: nome,
          segmentos: ['Indústria'],
          objetivos: ['Capital de Giro'],
          faturamentoMinimo: 100_000,
          faturamentoMaximo: 50_000_000,
          valorMinimo: 10_000,
          valorMaximo: 500_000,
          taxaMensal: 1,
          prazoMeses: 12,
          carenciaMeses: 0,
          sistema: 'PRICE',
          jurosNaCarencia: 'pagos',
          tarifas: [
            { nome: 'Tarifa de cadastro', tipo: 'valor', valor: 200 },
            { nome: 'Tarifa de estruturação', tipo: 'percentual', valor: 1 },
          ],
          ativa: true,
          ...extra,
        },
        overrideAccess: true,
      })
    await linha('Giro Ligado', { paginaDoProduto: produto })
    await linha('Giro Inativo', { paginaDoProduto: produto, ativa: false })
    await linha('Giro Solto', { taxaMensal: 2 })
  })

  it('lê só as linhas ativas ligadas à página', async () => {
    expect((await linhasDaPaginaDoProduto(produto)).map((l) => l.produto)).toEqual(['Giro Ligado'])
  })

  it('mostra o exemplo com o CET que a simulação responde para o mesmo valor (22,20 % a.a.)', async () => {
    const html = renderToStaticMarkup(CetDoProduto({ linhas: await linhasDaPaginaDoProduto(produto), iof: IOF_PESSOA_JURIDICA }))
    expect(html).toContain(
      'Exemplo na linha Giro Ligado: R$ 10.000,00 em 12 meses, sem carência, sistema Price, taxa de 1,00% a.m., tarifas de R$ 300,00: Tarifa de cadastro (R$ 200,00); Tarifa de estruturação (1% do valor), IOF de R$ 119,41; valor liberado R$ 9.580,59. CET: 22,20% a.a.',
    )
    const pedido = {
      segmentacao: 'Indústria',
      objetivoFinanciamento: 'Capital de Giro',
      faturamento: 2_000_000,
      valorFinanciamento: 10_000,
      emailSolicitante: 'financeiro@exemplo.com.br',
      telefoneSolicitante: '(51)99876-5432',
      // The form's own choices; the schedule follows the chosen line's term and grace.
      prazoMeses: 60,
      carenciaMeses: 6,
      razaoSocial: 'Exemplo Ltda',
      cnpj: '11.222.333/0001-81',
      cidade: 'Porto Alegre',
      uf: 'RS',
      acimaDe300k: false,
    }
    const r = await simular(new Request('http://t/site-api/solicitarSimulacaoFinanciamento', { method: 'POST', body: JSON.stringify(pedido), headers: { 'content-type': 'application/json' } }), { params: Promise.resolve({}) })
    const corpo: unknown = await r.json()
    const { data } = corpo as { data: { linhaEscolhida: { produto: string }; cet: number } }
    expect(data.linhaEscolhida.produto).toBe('Giro Ligado')
    expect(data.cet).toBe(22.2)
  })

  it('um produto sem linha ligada não mostra nada', () => {
    expect(renderToStaticMarkup(CetDoProduto({ linhas: [], iof: IOF_PESSOA_JURIDICA }))).toBe('')
  })
})
