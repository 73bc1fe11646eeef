import { beforeAll, describe, expect, it } from 'vitest'

import { GET as municipios } from '@/app/(contract)/localidades/estados/[uf]/municipios/route'
import { GET as estados } from '@/app/(contract)/localidades/estados/route'
import { POST as simular } from '@/app/(contract)/site-api/solicitarSimulacaoFinanciamento/route'

import { POST as baixarPdf } from '@/app/(site)/resultado-financiamento/pdf/route'
import { condicoesDoResultado, explicacaoDoCet, lerComoResultado } from '@/features/simulador/resultado/resultado'

import { textoDoPdf } from '../util/texto-pdf'
import { anonymous, asUser, createStaffUser, getTestPayload } from './helpers'

const semParams = { params: Promise.resolve({}) }
const URL_SIM = 'http://t/site-api/solicitarSimulacaoFinanciamento'

const pedidoValido = {
  segmentacao: 'Indústria',
  objetivoFinanciamento: 'Máquinas e Equipamentos',
  faturamento: 2_000_000,
  valorFinanciamento: 100_000,
  emailSolicitante: 'Financeiro@Metalurgica.com.br',
  telefoneSolicitante: '(51)99876-5432',
  prazoMeses: 60,
  carenciaMeses: 6,
  razaoSocial: 'Metalúrgica Água Boa Ltda',
  cnpj: '11.222.333/0001-81',
  cidade: 'sao leopoldo',
  uf: 'RS',
  acimaDe300k: false,
}

function post(corpo: unknown, cabecalhos: Record<string, string> = {}) {
  return simular(new Request(URL_SIM, { method: 'POST', body: typeof corpo === 'string' ? corpo : JSON.stringify(corpo), headers: { 'content-type': 'application/json', ...cabecalhos } }), semParams)
}

async function contar(collection: 'simulacoes' | 'mensagens') {
  const payload = await getTestPayload()
  return (await payload.count({ collection, overrideAccess: true })).totalDocs
}

interface Resposta {
  status: number
  data: {
    objetivoFinanciamento: string
    linhaEscolhida: { produto: string; taxa: number; prazo: number; carencia: number } | null
    periodoAmortizacao: { mes: number; saldoDevedor: number; amortizacao: number; juros: number; prestacao: number }[]
    mensagem?: string
  }
}

describe('POST /site-api/solicitarSimulacaoFinanciamento', () => {
  beforeAll(async () => {
    const payload = await getTestPayload()
    const linha = (produto: string, taxaMensal: number, extra: Record<string, unknown> = {}) =>
      payload.create({
        collection: 'linhas-credito',
        data: {
          produto,
          segmentos: ['Indústria', 'Turismo'],
          objetivos: ['Máquinas e Equipamentos', 'Capital de Giro'],
          faturamentoMinimo: 100_000,
          faturamentoMaximo: 50_000_000,
          valorMinimo: 10_000,
          valorMaximo: 500_000,
          taxaMensal,
          prazoMeses: 60,
          carenciaMeses: 6,
          sistema: 'SAC',
          jurosNaCarencia: 'pagos',
          ativa: true,
          ...extra,
        },
        overrideAccess: true,
      })
    await linha('Linha Geral', 1.5)
    await linha('Linha Barata', 1)
    await linha('Linha Inativa Baratíssima', 0.5, { ativa: false })
    await linha('Linha Só Turismo', 0.7, { segmentos: ['Turismo'] })
  })

  it('escolhe a linha elegível de menor taxa e responde a tabela de 60 meses', async () => {
    const r = await post(pedidoValido)
    expect(r.status).toBe(200)
    const corpo = (await r.json()) as Resposta
    expect(corpo.status).toBe(200)
    expect(corpo.data.objetivoFinanciamento).toBe('Máquinas e Equipamentos')
    expect(corpo.data.linhaEscolhida).toEqual({ produto: 'Linha Barata', taxa: 1, prazo: 60, carencia: 6 })
    expect(corpo.data.periodoAmortizacao).toHaveLength(60)
    expect(corpo.data.periodoAmortizacao[6]).toEqual({ mes: 7, saldoDevedor: 98_148.15, amortizacao: 1851.85, juros: 1000, prestacao: 2851.85 })
  })

  it('guarda a simulação como lead, com os dados normalizados, só para o comercial', async () => {
    await post(pedidoValido)
    const payload = await getTestPayload()
    const { docs } = await payload.find({ collection: 'simulacoes', where: { razaoSocial: { equals: pedidoValido.razaoSocial } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      razaoSocial: 'Metalúrgica Água Boa Ltda',
      cnpj: '11222333000181',
      telefoneSolicitante: '51998765432',
      emailSolicitante: 'financeiro@metalurgica.com.br',
      cidade: 'São Leopoldo',
      uf: 'RS',
      resultado: 'calculada',
      situacao: 'nova',
    })
    const comercial = await createStaffUser(['comercial'])
    const editor = await createStaffUser(['editor'])
    expect((await payload.find({ collection: 'simulacoes', ...asUser(comercial) })).totalDocs).toBeGreaterThan(0)
    await expect(payload.find({ collection: 'simulacoes', ...asUser(editor) })).rejects.toThrow('permissão')
    await expect(payload.find({ collection: 'simulacoes', ...anonymous })).rejects.toThrow()
    await expect(payload.find({ collection: 'linhas-credito', ...anonymous })).rejects.toThrow()
  })

  it('o mesmo pedido repetido (duplo clique, nova tentativa) grava um registro só e responde igual', async () => {
    const pedido = { ...pedidoValido, razaoSocial: 'Repetida Ltda' }
    const antes = await contar('simulacoes')
    const respostas = await Promise.all([post(pedido), post(pedido), post(pedido)])
    const corpos = await Promise.all(respostas.map((r) => r.json()))
    expect(respostas.map((r) => r.status)).toEqual([200, 200, 200])
    expect(corpos[1]).toEqual(corpos[0])
    expect(corpos[2]).toEqual(corpos[0])
    expect(await contar('simulacoes')).toBe(antes + 1)
  })

  it('a mesma chave Idempotency-Key grava um registro só', async () => {
    const antes = await contar('simulacoes')
    await post({ ...pedidoValido, razaoSocial: 'Chave Ltda' }, { 'Idempotency-Key': 'abcdef0123456789' })
    await post({ ...pedidoValido, razaoSocial: 'Chave Ltda' }, { 'Idempotency-Key': 'abcdef0123456789' })
    expect(await contar('simulacoes')).toBe(antes + 1)
  })

  it('acima de R$ 500.000: sem tabela; o lead é gravado e o comercial recebe um e-mail na caixa de saída', async () => {
    const antesMsg = await contar('mensagens')
    const r = await post({ ...pedidoValido, razaoSocial: 'Grande Indústria SA', acimaDe300k: true, valorFinanciamento: 10_000 })
    const corpo = (await r.json()) as Resposta
    expect(corpo.status).toBe(200)
    expect(corpo.data.linhaEscolhida).toBeNull()
    expect(corpo.data.periodoAmortizacao).toEqual([])
    expect(corpo.data.mensagem).toMatch(/equipe comercial/)
    const payload = await getTestPayload()
    const lead = (await payload.find({ collection: 'simulacoes', where: { razaoSocial: { equals: 'Grande Indústria SA' } }, overrideAccess: true })).docs[0]!
    expect(lead).toMatchObject({ resultado: 'acima-do-limite', valorFinanciamento: 500_000, acimaDe300k: true })
    expect(await contar('mensagens')).toBe(antesMsg + 1)
    const msg = (await payload.find({ collection: 'mensagens', sort: '-createdAt', limit: 1, overrideAccess: true })).docs[0]!
    expect(msg).toMatchObject({ para: 'comercial@example.com', papel: 'comercial', situacao: 'pendente', origem: `simulacoes:${lead.id}` })
    expect(msg.texto).toContain('Grande Indústria SA')
  })

  it('nenhuma linha elegível: resposta clara, lead gravado como sem linha', async () => {
    const r = await post({ ...pedidoValido, razaoSocial: 'Inovadora Ltda', segmentacao: 'Inovação' })
    const corpo = (await r.json()) as Resposta
    expect(corpo.status).toBe(200)
    expect(corpo.data.linhaEscolhida).toBeNull()
    expect(corpo.data.mensagem).toMatch(/Nenhuma das nossas linhas/)
  })

  it.each([
    ['CNPJ com dígito errado', { cnpj: '11.222.333/0001-82' }, 'cnpj: CNPJ inválido'],
    ['CNPJ vazio', { cnpj: '' }, 'cnpj: Campo CNPJ é obrigatório'],
    ['razão social curta', { razaoSocial: 'AB' }, 'razaoSocial: Razão Social inválida'],
    ['razão social ausente', { razaoSocial: undefined }, 'razaoSocial: Campo Razão Social é obrigatório'],
    ['telefone de 9 dígitos', { telefoneSolicitante: '(51)9876-543' }, 'telefoneSolicitante: Telefone inválido'],
    ['e-mail sem domínio', { emailSolicitante: 'financeiro@' }, 'emailSolicitante: E-mail inválido'],
    ['faturamento abaixo de 100 mil', { faturamento: 99_999.99 }, 'faturamento: O faturamento deve estar entre R$ 100.000,00 e R$ 500.000.000,00'],
    ['faturamento acima de 500 milhões', { faturamento: 500_000_000.01 }, 'faturamento: O faturamento deve estar entre R$ 100.000,00 e R$ 500.000.000,00'],
    ['valor fora do controle deslizante', { valorFinanciamento: 9_000 }, 'valorFinanciamento: O valor do financiamento deve estar entre R$ 10.000,00 e R$ 500.000,00'],
    ['segmento desconhecido', { segmentacao: 'Varejo' }, 'segmentacao: Segmento inválido'],
    ['UF vazia', { uf: '' }, 'uf: UF é obrigatória.'],
    ['cidade vazia', { cidade: ' ' }, 'cidade: Cidade é obrigatória.'],
    ['cidade de outro estado', { cidade: 'Campinas' }, 'cidade: Cidade não encontrada em RS'],
    ['prazo diferente de 60', { prazoMeses: 120 }, 'prazoMeses: Prazo inválido'],
  ])('400 e nada gravado: %s', async (_caso, mudanca, mensagem) => {
    const antes = await contar('simulacoes')
    const r = await post({ ...pedidoValido, ...mudanca })
    expect(r.status).toBe(400)
    expect(((await r.json()) as { message: string }).message).toBe(mensagem)
    expect(await contar('simulacoes')).toBe(antes)
  })

  it('400 para um corpo que não é JSON', async () => {
    const r = await post('{razao')
    expect(r.status).toBe(400)
  })

  it('o CET da resposta é o que a página de resultado e o PDF mostram (IOF de pessoa jurídica e as tarifas da linha)', async () => {
    const payload = await getTestPayload()
    await payload.create({
      collection: 'linhas-credito',
      data: {
        produto: 'Linha Tarifada',
        segmentos: ['Indústria'],
        objetivos: ['Máquinas e Equipamentos'],
        faturamentoMinimo: 100_000,
        faturamentoMaximo: 50_000_000,
        valorMinimo: 400_000,
        valorMaximo: 500_000,
        taxaMensal: 0.4,
        prazoMeses: 60,
        carenciaMeses: 6,
        sistema: 'SAC',
        jurosNaCarencia: 'pagos',
        tarifas: [
          { nome: 'Tarifa de cadastro', tipo: 'valor', valor: 500 },
          { nome: 'Tarifa de estruturação', tipo: 'percentual', valor: 1 },
        ],
        ativa: true,
      },
      overrideAccess: true,
    })
    const r = await post({ ...pedidoValido, valorFinanciamento: 450_000, razaoSocial: 'Metalúrgica Tarifada Ltda' })
    const { data } = (await r.json()) as { data: Record<string, unknown> }
    // Computed independently (Python, decimal, half up): SAC 450.000 at 0,4 % a.m., 6 months of grace paid,
    // 54 amortisations of 8.333,33 (the last 8.333,51); IOF Σ amort × 0,0041 % × min(30·mês, 365) + 0,38 % = 8.280,25;
    // fees 500 + 1 % = 5.000,00; released 436.719,75; monthly IRR 0,0049747059…; (1 + i)^12 − 1 = 6,1357…% → 6,14.
    expect(data.linhaEscolhida).toEqual({ produto: 'Linha Tarifada', taxa: 0.4, prazo: 60, carencia: 6 })
    expect(data.cet).toBe(6.14)
    expect(data.encargos).toEqual({ iof: 8280.25, tarifas: 5000, valorLiberado: 436_719.75 })

    // The result page reads the stored answer through lerComoResultado and lists condicoesDoResultado.
    const resultado = lerComoResultado(data)
    expect(resultado && condicoesDoResultado(resultado).at(-1)).toEqual(['Custo efetivo total (CET)', '6,14% a.a.'])
    const explicacao =
      'O CET inclui os juros, o IOF (R$ 8.280,25) e as tarifas (R$ 5.000,00) descontados na liberação: você recebe R$ 436.719,75. Cálculo conforme a Resolução CMN nº 4.881/2020.'
    expect(resultado && explicacaoDoCet(resultado)).toBe(explicacao)

    const corpoPdf = new URLSearchParams({ simulacao: JSON.stringify(data) })
    const pdf = await baixarPdf(new Request('http://t/resultado-financiamento/pdf', { method: 'POST', body: corpoPdf, headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
    expect(pdf.status).toBe(200)
    const texto = textoDoPdf(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, ' ')
    // The label and the value are separate runs in the PDF: joined by a space when read back.
    expect(texto).toContain('Custo efetivo total (CET) : 6,14% a.a.')
    expect(texto).toContain(explicacao)
  })
})

describe('GET /localidades (dados do IBGE embutidos)', () => {
  it('estados ordenados pelo nome em pt-BR', async () => {
    const r = await estados(new Request('http://t/localidades/estados'), semParams)
    const lista = (await r.json()) as { sigla: string; nome: string }[]
    expect(lista).toHaveLength(27)
    const nomes = lista.map((e) => e.nome)
    // Byte order would put "Paraná" before "Paraíba" ("n" < "í").
    expect(nomes.indexOf('Pará')).toBeLessThan(nomes.indexOf('Paraíba'))
    expect(nomes.indexOf('Paraíba')).toBeLessThan(nomes.indexOf('Paraná'))
    expect(lista.find((e) => e.sigla === 'RS')?.nome).toBe('Rio Grande do Sul')
  })
  it('os 497 municípios do RS; UF desconhecida dá 404', async () => {
    const r = await municipios(new Request('http://t/x'), { params: Promise.resolve({ uf: 'rs' }) })
    const lista = (await r.json()) as { nome: string }[]
    expect(lista).toHaveLength(497)
    expect(lista.map((m) => m.nome)).toContain('Água Santa')
    expect(lista[0]!.nome).toBe('Aceguá')
    // Aceguá is first in byte order too: the accent decides only here ("Á" sorts after every "Al…" by bytes).
    const nomesRs = lista.map((m) => m.nome)
    expect(nomesRs.indexOf('Água Santa')).toBeGreaterThan(-1)
    expect(nomesRs.indexOf('Água Santa')).toBeLessThan(nomesRs.indexOf('Alecrim'))
    expect((await municipios(new Request('http://t/x'), { params: Promise.resolve({ uf: 'XX' }) })).status).toBe(404)
    expect((await municipios(new Request('http://t/x'), { params: Promise.resolve({ uf: 'R1' }) })).status).toBe(400)
  })
})
