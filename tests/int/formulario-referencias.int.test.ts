import { beforeAll, describe, expect, it } from 'vitest'

import { GET as banco } from '@/app/(contract)/site-api/formulario/banco/route'
import { GET as estadoCivil } from '@/app/(contract)/site-api/formulario/estadoCivil/route'
import { GET as municipio } from '@/app/(contract)/site-api/formulario/municipio/route'
import { GET as pais } from '@/app/(contract)/site-api/formulario/pais/route'
import { GET as prefixoEndereco } from '@/app/(contract)/site-api/formulario/prefixoEndereco/route'
import { GET as profissao } from '@/app/(contract)/site-api/formulario/profissao/route'
import { GET as qualificacaoPj } from '@/app/(contract)/site-api/formulario/qualificacaoPj/route'
import { GET as ramoAtividade } from '@/app/(contract)/site-api/formulario/ramoAtividade/route'
import { GET as regimeCasamento } from '@/app/(contract)/site-api/formulario/regimeCasamento/route'
import { GET as tipoDocumento } from '@/app/(contract)/site-api/formulario/tipoDocumento/route'
import { GET as parteRelacionada } from '@/app/(contract)/site-api/formulario/tipoEnquadramentoParteRelacionada/route'
import { GET as pep } from '@/app/(contract)/site-api/formulario/tipoEnquadramentoPessoaExpostaPoliticamente/route'
import { GET as uf } from '@/app/(contract)/site-api/formulario/uf/route'
import { semConjuge } from '@/domain/estado-civil'
import { versaoDoConteudo } from '@/server/plataforma/cache/versao-conteudo'
import { semearReferenciasCadastro } from '@/seed/referencias-cadastro'

import { anonymous, asUser, createStaffUser, getTestPayload, type StaffUser } from './helpers'

type Rota = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>

/** Calls a route as the legacy client does; checks it is a browser-cacheable 200 and answers its JSON. */
async function lista<T = Record<string, unknown>>(rota: Rota, caminho: string): Promise<T[]> {
  const r = await rota(new Request(`http://t/site-api/formulario/${caminho}`), { params: Promise.resolve({}) })
  expect(r.status).toBe(200)
  expect(r.headers.get('cache-control')).toBe('public, max-age=3600')
  return (await r.json()) as T[]
}

const chaves = (itens: Record<string, unknown>[]) => [...new Set(itens.map((i) => Object.keys(i).sort().join(',')))]
const emPortugues = (xs: string[]) => [...xs].sort((a, b) => a.localeCompare(b, 'pt-BR'))

describe('listas de pacotes mantidos', () => {
  it('profissao: CBO 2002 occupations {id, descricao} in pt-BR order', async () => {
    const itens = await lista<{ id: string; descricao: string }>(profissao, 'profissao')
    expect(chaves(itens)).toEqual(['descricao,id'])
    expect(itens.length).toBeGreaterThan(2500)
    expect(itens).toContainEqual({ id: '212405', descricao: 'Analista de desenvolvimento de sistemas' })
    const descricoes = itens.map((i) => i.descricao)
    expect(descricoes).toEqual(emPortugues(descricoes))
    // Byte order would put the accented "Árbitro…" after every "Z…".
    expect(descricoes.findIndex((d) => d.startsWith('Á'))).toBeLessThan(descricoes.findIndex((d) => d.startsWith('B')))
  })

  it('ramoAtividade: CNAE 2.3 subclasses {id, descricao}', async () => {
    const itens = await lista<{ id: string; descricao: string }>(ramoAtividade, 'ramoAtividade')
    expect(chaves(itens)).toEqual(['descricao,id'])
    expect(itens.length).toBeGreaterThan(1300)
    expect(itens).toContainEqual({ id: '0111301', descricao: 'CULTIVO DE ARROZ' })
    expect(itens.every((i) => /^\d{7}$/.test(i.id))).toBe(true)
    expect(itens.map((i) => i.descricao)).toEqual(emPortugues(itens.map((i) => i.descricao)))
  })

  it('pais: the 249 ISO countries in Portuguese, upper case, BRASIL among them; no aliases or blocs', async () => {
    const itens = await lista<{ id: string; descPaisMaiusculo: string }>(pais, 'pais')
    expect(chaves(itens)).toEqual(['descPaisMaiusculo,id'])
    expect(itens).toHaveLength(249)
    expect(itens).toContainEqual({ id: 'BR', descPaisMaiusculo: 'BRASIL' })
    expect(itens).toContainEqual({ id: 'DE', descPaisMaiusculo: 'ALEMANHA' })
    const ids = new Set(itens.map((i) => i.id))
    for (const naoPais of ['EU', 'UN', 'ZZ', 'XK', 'QO', 'SU', 'DD', 'YU', 'UK']) expect(ids.has(naoPais)).toBe(false)
    const nomes = itens.map((i) => i.descPaisMaiusculo)
    expect(nomes.slice(0, 3)).toEqual(['AFEGANISTÃO', 'ÁFRICA DO SUL', 'ALBÂNIA'])
  })

  it('uf: the 27 states {id: IBGE code, siglaUF} by abbreviation', async () => {
    const itens = await lista<{ id: number; siglaUF: string }>(uf, 'uf')
    expect(itens).toHaveLength(27)
    expect(itens[0]).toEqual({ id: 12, siglaUF: 'AC' })
    expect(itens).toContainEqual({ id: 43, siglaUF: 'RS' })
    expect(itens.map((i) => i.siglaUF)).toEqual([...itens.map((i) => i.siglaUF)].sort())
  })

  it('municipio?uf=RS: the 497 municipalities of the state with codIBGE, upper case, in pt-BR order', async () => {
    const itens = await lista<{ id: number; codIBGE: string; descMunicipioMaiusculo: string }>(municipio, 'municipio?uf=RS')
    expect(chaves(itens)).toEqual(['codIBGE,descMunicipioMaiusculo,id'])
    expect(itens).toHaveLength(497)
    expect(itens).toContainEqual({ id: 4314902, codIBGE: '4314902', descMunicipioMaiusculo: 'PORTO ALEGRE' })
    expect(itens.every((m) => m.codIBGE.startsWith('43'))).toBe(true)
    const nomes = itens.map((m) => m.descMunicipioMaiusculo)
    // Byte order would put ÁGUA SANTA after XANGRI-LÁ.
    expect(nomes.indexOf('ÁGUA SANTA')).toBeLessThan(nomes.indexOf('AGUDO'))
    expect(nomes).toEqual(emPortugues(nomes))
  })

  it('municipio: the state in lower case is accepted; another state gives only its own', async () => {
    const sc = await lista<{ codIBGE: string; descMunicipioMaiusculo: string }>(municipio, 'municipio?uf=sc')
    expect(sc.every((m) => m.codIBGE.startsWith('42'))).toBe(true)
    expect(sc.map((m) => m.descMunicipioMaiusculo)).toContain('FLORIANÓPOLIS')
  })

  it.each([
    ['municipio?uf=XX', 'uf: uf desconhecida.'],
    ['municipio?uf=R1', 'uf: uf deve ser a sigla de um estado, ex.: RS.'],
    ['municipio', 'uf: uf é obrigatória.'],
  ])('%s → 400 with a Portuguese message', async (caminho, mensagem) => {
    const r = await municipio(new Request(`http://t/site-api/formulario/${caminho}`), { params: Promise.resolve({}) })
    expect(r.status).toBe(400)
    expect(((await r.json()) as { message: string }).message).toBe(mensagem)
  })

  it('banco: banks with a COMPE code {id, descricao}', async () => {
    const itens = await lista<{ id: string; descricao: string }>(banco, 'banco')
    expect(chaves(itens)).toEqual(['descricao,id'])
    expect(itens).toContainEqual({ id: '001', descricao: 'Banco do Brasil S.A.' })
    expect(itens.map((i) => i.descricao)).toEqual(emPortugues(itens.map((i) => i.descricao)))
  })

  it('qualificacaoPj: the 92 legal natures in force {id, descricao}', async () => {
    const itens = await lista<{ id: string; descricao: string }>(qualificacaoPj, 'qualificacaoPj')
    expect(itens).toHaveLength(92)
    expect(itens).toContainEqual({ id: '2062', descricao: 'Sociedade Empresária Limitada' })
    expect(itens.map((i) => i.id)).not.toContain('2208') // retired by the 2021 table
    expect(itens.map((i) => i.descricao)).toEqual(emPortugues(itens.map((i) => i.descricao)))
  })
})

describe('listas mantidas no back-office (Cadastros), semeadas', () => {
  let cadastro: StaffUser
  let comercial: StaffUser
  beforeAll(async () => {
    const payload = await getTestPayload()
    await semearReferenciasCadastro(payload)
    cadastro = await createStaffUser(['cadastro'])
    comercial = await createStaffUser(['comercial'])
  })

  it('estadoCivil: every no-spouse status in both spellings, plus married and stable union, in pt-BR order', async () => {
    const itens = await lista<{ id: number; descEstadoCivilMaiusculo: string }>(estadoCivil, 'estadoCivil')
    expect(chaves(itens)).toEqual(['descEstadoCivilMaiusculo,id'])
    const nomes = itens.map((i) => i.descEstadoCivilMaiusculo)
    expect(nomes.filter(semConjuge)).toEqual([
      'DESQUITADA', 'DESQUITADO', 'DIVORCIADA', 'DIVORCIADO', 'SEPARADA JUDICIALMENTE', 'SEPARADA POR DECRETO', 'SEPARADO JUDICIALMENTE',
      'SEPARADO POR DECRETO', 'SOLTEIRA', 'SOLTEIRA EMANCIPADA', 'SOLTEIRO', 'SOLTEIRO EMANCIPADO', 'VIÚVA', 'VIÚVO',
    ])
    expect(nomes.filter((n) => !semConjuge(n))).toEqual(['CASADA', 'CASADO', 'UNIÃO ESTÁVEL'])
  })

  it('regimeCasamento: the five regimes {id, descRegimeCasamentoMaiusculo}', async () => {
    const itens = await lista<{ descRegimeCasamentoMaiusculo: string }>(regimeCasamento, 'regimeCasamento')
    expect(chaves(itens)).toEqual(['descRegimeCasamentoMaiusculo,id'])
    expect(itens.map((i) => i.descRegimeCasamentoMaiusculo)).toEqual([
      'COMUNHÃO PARCIAL DE BENS', 'COMUNHÃO UNIVERSAL DE BENS', 'PARTICIPAÇÃO FINAL NOS AQUESTOS', 'SEPARAÇÃO OBRIGATÓRIA DE BENS', 'SEPARAÇÃO TOTAL DE BENS',
    ])
  })

  it('tipoDocumento: {idTipoDocumento, descricao, sigla}', async () => {
    const itens = await lista<{ descricao: string; sigla: string }>(tipoDocumento, 'tipoDocumento')
    expect(chaves(itens)).toEqual(['descricao,idTipoDocumento,sigla'])
    expect(itens).toContainEqual(expect.objectContaining({ descricao: 'Carteira Nacional de Habilitação', sigla: 'CNH' }))
    expect(itens.map((i) => i.sigla)).toEqual(expect.arrayContaining(['RG', 'CIN', 'CTPS', 'PASS', 'RNE', 'CRNM']))
    expect(itens.map((i) => i.descricao)).toEqual(emPortugues(itens.map((i) => i.descricao)))
  })

  it('PEP framings and related-party kinds: {id, descricao} by id, not by description', async () => {
    const payload = await getTestPayload()
    // First in alphabetical order, last by id.
    await payload.create({ collection: 'enquadramentos-pep', data: { descricao: 'Ainda outro enquadramento' }, ...asUser(cadastro) })
    const framings = await lista<{ id: number; descricao: string }>(pep, 'tipoEnquadramentoPessoaExpostaPoliticamente')
    expect(chaves(framings)).toEqual(['descricao,id'])
    expect(framings.map((f) => f.id)).toEqual([...Array.from({ length: 15 }, (_, i) => i + 1), 16])
    expect(framings[0]!.descricao).toBe('Detentor de mandato eletivo dos Poderes Executivo e Legislativo da União')
    expect(framings.at(-1)!.descricao).toBe('Ainda outro enquadramento')
    const tipos = await lista<{ id: number; descricao: string }>(parteRelacionada, 'tipoEnquadramentoParteRelacionada')
    expect(tipos.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(tipos[0]!.descricao).toMatch(/^Controlador da instituição/)
  })

  it('prefixoEndereco: {descricao} only, in pt-BR order', async () => {
    const itens = await lista<{ descricao: string }>(prefixoEndereco, 'prefixoEndereco')
    expect(chaves(itens)).toEqual(['descricao'])
    const nomes = itens.map((i) => i.descricao)
    expect(nomes).toEqual(expect.arrayContaining(['RUA', 'AVENIDA', 'TRAVESSA', 'ESTRADA', 'RODOVIA', 'ALAMEDA', 'PRAÇA', 'LINHA']))
    // Byte order would put ÁREA after VILA.
    expect(nomes.slice(0, 4)).toEqual(['ACESSO', 'ALAMEDA', 'ÁREA', 'AVENIDA'])
  })

  it('cadastro edits a list and the form sees it at once, in capitals; each change drops the page cache', async () => {
    const payload = await getTestPayload()
    const antes = versaoDoConteudo()
    const criado = await payload.create({ collection: 'estados-civis', data: { descricao: '  convivente ' }, ...asUser(cadastro) })
    expect(criado.descricao).toBe('CONVIVENTE')
    await payload.update({ collection: 'estados-civis', id: criado.id, data: { descricao: 'Companheiro(a)' }, ...asUser(cadastro) })
    const nomes = (await lista<{ descEstadoCivilMaiusculo: string }>(estadoCivil, 'estadoCivil')).map((i) => i.descEstadoCivilMaiusculo)
    expect(nomes).toContain('COMPANHEIRO(A)')
    expect(nomes).not.toContain('CONVIVENTE')
    const depoisDeEditar = versaoDoConteudo()
    expect(depoisDeEditar).toBeGreaterThan(antes)
    await payload.delete({ collection: 'estados-civis', id: criado.id, ...asUser(cadastro) })
    expect(versaoDoConteudo()).toBeGreaterThan(depoisDeEditar)
  })

  it.each(['estados-civis', 'regimes-casamento', 'tipos-documento', 'enquadramentos-pep', 'tipos-parte-relacionada', 'prefixos-endereco'] as const)(
    '%s: anyone reads; anonymous and comercial cannot write; cadastro can',
    async (collection) => {
      const payload = await getTestPayload()
      const data = collection === 'tipos-documento' ? { descricao: 'Documento de teste', sigla: 'DT' } : { descricao: 'TESTE DE ACESSO' }
      expect((await payload.find({ collection, ...anonymous })).totalDocs).toBeGreaterThan(0)
      const existente = (await payload.find({ collection, limit: 1, ...anonymous })).docs[0]!
      await expect(payload.create({ collection, data, ...anonymous })).rejects.toThrow()
      await expect(payload.create({ collection, data, ...asUser(comercial) })).rejects.toThrow()
      await expect(payload.update({ collection, id: existente.id, data, ...asUser(comercial) })).rejects.toThrow()
      await expect(payload.delete({ collection, id: existente.id, ...asUser(comercial) })).rejects.toThrow()
      await expect(payload.delete({ collection, id: existente.id, ...anonymous })).rejects.toThrow()
      const criado = await payload.create({ collection, data, ...asUser(cadastro) })
      await payload.delete({ collection, id: criado.id, ...asUser(cadastro) })
      expect((await payload.find({ collection, where: { id: { equals: existente.id } }, ...anonymous })).totalDocs).toBe(1)
    },
  )
})
