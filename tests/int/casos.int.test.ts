import config from '@payload-config'
import { handleEndpoints, type CollectionSlug } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Role } from '@/access/roles'
import { MENSAGEM_CONTATO } from '@/domain/fale-conosco/submissao'
import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'
import { PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'
import { SIMULACAO } from '@/domain/simulador/submissao'
import { SOLICITACAO_FINANCIAMENTO } from '@/domain/solicitacao/submissao'
import type { Transicoes } from '@/domain/submissao/caso'

import { authHeaders, createStaffUser, getTestPayload, loginToken, type StaffUser } from './helpers'

const PESSOA = { nome: 'Cidadã de Teste', email: 'cidada@exemplo.com.br', telefone: '51998765432' }

/** Each kind as its public call stores it, its team, another team, and its statuses' rules. */
interface Tipo {
  slug: CollectionSlug
  equipe: Role
  outraEquipe: Role
  situacoes: readonly { value: string; label: string }[]
  transicoes: Transicoes
  dados: Record<string, unknown>
}

const TIPOS: Tipo[] = [
  {
    ...SIMULACAO,
    outraEquipe: 'ouvidoria',
    dados: { resultado: 'calculada', razaoSocial: 'Padaria Aceguá Ltda', cnpj: '11222333000181', emailSolicitante: PESSOA.email, telefoneSolicitante: PESSOA.telefone, cidade: 'Aceguá', uf: 'RS', segmentacao: 'Indústria', objetivoFinanciamento: 'Capital de Giro', faturamento: 1_000_000, valorFinanciamento: 200_000 },
  },
  { ...SOLICITACAO_FINANCIAMENTO, outraEquipe: 'cadastro', dados: { ...PESSOA, cpfCnpj: '52998224725', municipio: 'Canoas', valor: 25_000, motivo: 'Capital de giro para a safra.' } },
  { ...MENSAGEM_CONTATO, outraEquipe: 'comercial', dados: { ...PESSOA, municipio: 'Canoas', uf: 'RS', mensagem: 'Quero saber das linhas de crédito.' } },
  {
    ...MANIFESTACAO_OUVIDORIA,
    outraEquipe: 'comercial',
    dados: { ...PESSOA, cpfCnpj: '529.982.247-25', endereco: 'Rua dos Andradas, 100', naturezaManifestacao: 'Reclamação', assunto: 'Demora', mensagem: 'Meu pedido está parado.', protocolo: 'OUV-CASO' },
  },
  { ...PROTOCOLO_DIGITAL, outraEquipe: 'cadastro', dados: { ...PESSOA, cpfcnpj: '52998224725', areaDestinataria: 'agronegocio', descricao: 'Notas fiscais.', protocolo: 'PRT-CASO' } },
  {
    slug: 'cadastros-fundos',
    equipe: 'cadastro',
    outraEquipe: 'comercial',
    situacoes: [
      { value: 'recebido', label: 'Recebido' },
      { value: 'em-analise', label: 'Em análise' },
      { value: 'tratado', label: 'Tratado' },
    ],
    transicoes: { recebido: ['em-analise', 'tratado'] },
    dados: { tipoFormulario: 'fisica', papel: 'TOMADOR', nome: PESSOA.nome, documento: '52998224725', email: PESSOA.email, dados: {} },
  },
]

let serie = 0
/** A case as the public call files it: no user, access overridden. */
async function registrar(t: Tipo): Promise<{ id: number } & Record<string, unknown>> {
  const payload = await getTestPayload()
  const unico = `-${Date.now()}-${serie++}`
  const dados = { ...t.dados, ...('protocolo' in t.dados ? { protocolo: `${String(t.dados.protocolo)}${unico}` } : {}) }
  return (await payload.create({ collection: t.slug, data: { ...dados, situacao: t.situacoes[0]!.value } as never, overrideAccess: true })) as never
}

async function lerCaso(t: Tipo, id: number) {
  const payload = await getTestPayload()
  return (await payload.findByID({ collection: t.slug, id, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown> & {
    notas?: { id: string; texto: string; autor: number | null; criadaEm: string }[]
    responsavel?: number | null
  }
}

const tokens = new Map<number, string>()
/** PATCH /api/<slug>/<id> as this member; the status and the first field error's message. */
async function patch(t: Tipo, id: number, quem: StaffUser, corpo: Record<string, unknown>): Promise<{ status: number; erro?: string }> {
  if (!tokens.has(quem.id)) tokens.set(quem.id, await loginToken(quem))
  const resposta = await handleEndpoints({
    config,
    path: `/api/${t.slug}/${id}`,
    request: new Request(`http://localhost:3000/api/${t.slug}/${id}`, {
      method: 'PATCH',
      headers: { ...authHeaders(tokens.get(quem.id)!), 'Content-Type': 'application/json' },
      body: JSON.stringify(corpo),
    }),
  })
  const json = (await resposta.json()) as { errors?: { data?: { errors?: { message: string }[] } }[] }
  return { status: resposta.status, erro: json.errors?.[0]?.data?.errors?.[0]?.message }
}

const equipes = new Map<string, StaffUser>()
/** One member per team and name, made once. */
async function membro(papel: Role, nome = 'a'): Promise<StaffUser> {
  const chave = `${papel}:${nome}`
  if (!equipes.has(chave)) equipes.set(chave, await createStaffUser([papel]))
  return equipes.get(chave)!
}

afterEach(() => {
  vi.useRealTimers()
})

describe.each(TIPOS)('o caso de $slug (issue 31)', (t) => {
  it('notas internas: autor e hora do servidor; outro atendente não altera nem apaga uma nota salva', async () => {
    const caso = await registrar(t)
    const [a, b] = [await membro(t.equipe, 'a'), await membro(t.equipe, 'b')]
    const antes = Date.now()
    expect(await patch(t, caso.id, a, { notas: [{ texto: 'Liguei, retorna amanhã.', autor: b.id, criadaEm: '2001-01-01T00:00:00.000Z' }] })).toEqual({ status: 200, erro: undefined })
    const [nota] = (await lerCaso(t, caso.id)).notas!
    expect(nota).toMatchObject({ texto: 'Liguei, retorna amanhã.', autor: a.id })
    expect(new Date(nota!.criadaEm).getTime()).toBeGreaterThanOrEqual(antes - 1000)
    expect(new Date(nota!.criadaEm).getTime()).toBeLessThanOrEqual(Date.now())

    const recusa = { status: 400, erro: 'Uma nota interna salva não pode ser alterada nem apagada; escreva uma nova nota.' }
    expect(await patch(t, caso.id, b, { notas: [{ ...nota, texto: 'Reescrita por outro.' }] })).toEqual(recusa)
    expect(await patch(t, caso.id, b, { notas: [] })).toEqual(recusa)
    expect(await patch(t, caso.id, b, { notas: [{ texto: 'Só a minha.' }] })).toEqual(recusa)
    expect((await lerCaso(t, caso.id)).notas).toEqual([nota])

    expect((await patch(t, caso.id, b, { notas: [{ ...nota, autor: b.id }, { texto: 'Confirmado.' }] })).status).toBe(200)
    expect((await lerCaso(t, caso.id)).notas!.map((n) => [n.texto, n.autor, n.criadaEm === nota!.criadaEm])).toEqual([
      ['Liguei, retorna amanhã.', a.id, true],
      ['Confirmado.', b.id, false],
    ])
  })

  it('responsável: só um membro da equipe do tipo; assumir, passar adiante, e o administrador também atribui', async () => {
    const caso = await registrar(t)
    const [a, b, outro, admin] = [await membro(t.equipe, 'a'), await membro(t.equipe, 'b'), await membro(t.outraEquipe), await membro('admin')]
    const daEquipe = `O responsável precisa ser da equipe ${{ comercial: 'Comercial', ouvidoria: 'Ouvidoria e atendimento', cadastro: 'Cadastro' }[t.equipe as string]}.`
    expect(await patch(t, caso.id, a, { responsavel: outro.id })).toEqual({ status: 400, erro: daEquipe })
    expect(await patch(t, caso.id, a, { responsavel: 987_654 })).toEqual({ status: 400, erro: 'A conta escolhida como responsável não existe mais.' })
    expect(await patch(t, caso.id, admin, { responsavel: admin.id })).toEqual({ status: 400, erro: daEquipe })
    expect((await lerCaso(t, caso.id)).responsavel ?? null).toBeNull()

    expect((await patch(t, caso.id, a, { responsavel: a.id })).status).toBe(200)
    expect((await lerCaso(t, caso.id)).responsavel).toBe(a.id)
    expect((await patch(t, caso.id, a, { responsavel: b.id })).status).toBe(200)
    expect((await lerCaso(t, caso.id)).responsavel).toBe(b.id)
    expect((await patch(t, caso.id, admin, { responsavel: a.id })).status).toBe(200)
    expect((await lerCaso(t, caso.id)).responsavel).toBe(a.id)
  })

  it('situação: só as passagens da definição; a proibida responde 400 com as duas situações', async () => {
    const caso = await registrar(t)
    const a = await membro(t.equipe)
    const [primeira] = t.situacoes
    const seguinte = t.transicoes[primeira!.value]![0]!
    expect((await patch(t, caso.id, a, { situacao: seguinte })).status).toBe(200)
    const rotulo = t.situacoes.find((s) => s.value === seguinte)!.label
    expect(await patch(t, caso.id, a, { situacao: primeira!.value })).toEqual({ status: 400, erro: `Não é possível passar a situação de "${rotulo}" para "${primeira!.label}".` })
    expect((await lerCaso(t, caso.id)).situacao).toBe(seguinte)
  })

  it('novidade: o cidadão acrescenta algo, a equipe salva e ela se apaga', async () => {
    const payload = await getTestPayload()
    const caso = await registrar(t)
    await payload.update({ collection: t.slug, id: caso.id, data: { novidade: true }, overrideAccess: true })
    expect((await lerCaso(t, caso.id)).novidade).toBe(true)
    expect((await patch(t, caso.id, await membro(t.equipe), { novidade: true, notas: [{ texto: 'Visto.' }] })).status).toBe(200)
    expect((await lerCaso(t, caso.id)).novidade).toBe(false)
  })
})

describe('o prazo de cada caso vem das configurações do atendimento', () => {
  it('muda o prazo do canal, registra numa segunda-feira e lê a data exata; a Ouvidoria segue o prazo legal', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({
      slug: 'configuracoes-atendimento',
      data: {
        prazosDosCasos: [
          { colecao: 'simulacoes', dias: 3, contagem: 'corridos' },
          { colecao: 'protocolos', dias: 4, contagem: 'uteis' },
          { colecao: 'cadastros-fundos', dias: 5, contagem: 'corridos' },
        ],
      },
      overrideAccess: true,
    })
    vi.useFakeTimers({ toFake: ['Date'] })
    // Monday 2 March 2026, 12:00 in Brasília.
    vi.setSystemTime(new Date('2026-03-02T15:00:00.000Z'))
    const prazo = async (slug: string) => String((await lerCaso(TIPOS.find((x) => x.slug === slug)!, (await registrar(TIPOS.find((x) => x.slug === slug)!)).id)).prazo).slice(0, 10)
    expect(await prazo('simulacoes')).toBe('2026-03-05')
    expect(await prazo('protocolos')).toBe('2026-03-06')
    // Saturday the 7th: the next business day.
    expect(await prazo('cadastros-fundos')).toBe('2026-03-09')
    // No row: the default, 5 business days.
    expect(await prazo('mensagens-contato')).toBe('2026-03-09')
    // A complaint: 10 business days (Resolução CMN 4.860/2020), the same as prazoResposta.
    expect(await prazo('manifestacoes-ouvidoria')).toBe('2026-03-16')
  })
})
