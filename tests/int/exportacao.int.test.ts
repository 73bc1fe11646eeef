import config from '@payload-config'
import { handleEndpoints, type RequiredDataFromCollectionSlug } from 'payload'
import { describe, expect, it } from 'vitest'

import { authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

async function get(caminho: string, token?: string) {
  const request = new Request(`http://localhost:3000/api${caminho}`, {
    headers: token ? authHeaders(token) : {},
  })
  const r = await handleEndpoints({
    config,
    path: new URL(request.url).pathname,
    request,
  })
  const bytes = new Uint8Array(await r.arrayBuffer())
  // TextDecoder keeps the BOM only when told to: the test must see it.
  return {
    status: r.status,
    texto: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
    headers: r.headers,
  }
}

async function novaSimulacao(razaoSocial: string, valorFinanciamento: number, situacao: RequiredDataFromCollectionSlug<'simulacoes'>['situacao'] = 'nova') {
  const payload = await getTestPayload()
  const data: RequiredDataFromCollectionSlug<'simulacoes'> = {
    situacao,
    resultado: 'calculada',
    razaoSocial,
    cnpj: '11222333000181',
    emailSolicitante: 'financeiro@exemplo.com.br',
    telefoneSolicitante: '51998765432',
    cidade: 'Porto Alegre',
    uf: 'RS',
    segmentacao: 'Indústria',
    objetivoFinanciamento: 'Capital de Giro',
    faturamento: 1_000_000,
    valorFinanciamento,
  }
  return payload.create({
    collection: 'simulacoes',
    data,
    overrideAccess: true,
  })
}

describe('GET /api/<coleção>/exportar', () => {
  it('a equipe exporta a lista filtrada: BOM, ";", rótulos no cabeçalho, dinheiro, CNPJ, telefone e situação legíveis; a exportação fica na auditoria', async () => {
    const payload = await getTestPayload()
    const a = await novaSimulacao('Metalúrgica "Água Boa"; Ltda', 250_000)
    await novaSimulacao('Outra Empresa', 10_000, 'concluida')
    const comercial = await createStaffUser(['comercial'])
    const token = await loginToken(comercial)
    const r = await get(`/simulacoes/exportar?where[situacao][equals]=nova&where[id][equals]=${a.id}`, token)
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="simulacoes-\d{4}-\d{2}-\d{2}\.csv"$/)
    const linhas = r.texto.split('\r\n')
    expect(r.texto.startsWith('\uFEFF')).toBe(true)
    expect(linhas[0]).toBe(
      '\uFEFFNúmero;Acompanhamento;Responsável;Prazo de atendimento;Novidade do cidadão;Resultado;Razão social;CNPJ;E-mail;Telefone;Cidade;UF;Segmento;Objetivo;Faturamento anual (R$);Valor pedido (R$);Precisa de mais de R$ 500.000;Linha escolhida;Recebido em',
    )
    expect(linhas).toHaveLength(3) // header, one record, the final CRLF
    const celulas = linhas[1]!.split(';')
    // Number, status, owner (nobody yet), the case's deadline (a day), news, then what the visitor sent.
    expect(celulas.slice(0, 3)).toEqual([String(a.id), 'Nova', ''])
    expect(celulas[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    expect(celulas.slice(4, 6)).toEqual(['Não', 'Tabela calculada'])
    expect(linhas[1]).toContain(
      ';"Metalúrgica ""Água Boa""; Ltda";11.222.333/0001-81;financeiro@exemplo.com.br;(51) 99876-5432;Porto Alegre;RS;Indústria;Capital de Giro;R$ 1.000.000,00;R$ 250.000,00;;;',
    )
    expect(linhas[1]).toMatch(/;\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/)
    const auditoria = await payload.find({
      collection: 'auditoria',
      where: {
        usuario: { equals: comercial.id },
        acao: { equals: 'exportou' },
      },
      overrideAccess: true,
      depth: 0,
    })
    expect(auditoria.docs.map((d) => [d.acao, d.colecao, d.documento, d.detalhe])).toEqual([['exportou', 'simulacoes', String(a.id), 'CSV com 1 registros']])
  })

  it('só a equipe do tipo e administradores: outra equipe e anônimos recebem 403, nada é registrado', async () => {
    const payload = await getTestPayload()
    await novaSimulacao('Empresa Restrita', 5_000)
    for (const papel of ['ouvidoria', 'cadastro', 'editor', 'integridade'] as const) {
      const u = await createStaffUser([papel])
      const r = await get('/simulacoes/exportar', await loginToken(u))
      expect(r.status, papel).toBe(403)
      expect(JSON.parse(r.texto)).toEqual({
        errors: [
          {
            message: 'Somente a equipe responsável por estes registros pode exportá-los.',
          },
        ],
      })
      expect(
        (
          await payload.count({
            collection: 'auditoria',
            where: { usuario: { equals: u.id }, acao: { equals: 'exportou' } },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(0)
    }
    expect((await get('/simulacoes/exportar')).status).toBe(403)
    const admin = await createStaffUser(['admin'])
    const r = await get('/simulacoes/exportar', await loginToken(admin))
    expect(r.status).toBe(200)
    expect(r.texto).toContain('Empresa Restrita')
  })

  it('cada coleção de submissão com equipe exporta para a sua equipe; denúncias nunca', async () => {
    const casos = [
      ['solicitacoes-financiamento', 'comercial'],
      ['cadastros-fundos', 'cadastro'],
      ['mensagens-contato', 'ouvidoria'],
      ['manifestacoes-ouvidoria', 'ouvidoria'],
      ['protocolos', 'ouvidoria'],
    ] as const
    for (const [slug, papel] of casos) {
      const r = await get(`/${slug}/exportar`, await loginToken(await createStaffUser([papel])))
      expect(r.status, `${slug}: ${r.texto}`).toBe(200)
      expect(r.texto.startsWith('\uFEFFNúmero;'), slug).toBe(true)
    }
    for (const papel of ['integridade', 'admin'] as const) {
      const r = await get('/denuncias/exportar', await loginToken(await createStaffUser([papel])))
      // No export route on the reports: the REST door answers the unknown path as a missing record.
      expect(r.status, papel).toBe(404)
      expect(r.texto).not.toContain('\uFEFF')
    }
  })
})
