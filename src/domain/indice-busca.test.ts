import { describe, expect, it } from 'vitest'

import {
  agruparResultados,
  entradaDeDiretoria,
  entradaDeItemMenu,
  entradaDeOrgao,
  entradaDeNoticia,
  entradaDeProduto,
  entradaDeProjetoSocial,
  entradaDePublicacao,
  termosDaConsulta,
  textoDoIndice,
  type EntradaIndice,
  type GrupoBusca,
} from './indice-busca'

const entrada = (grupo: GrupoBusca, titulo: string, texto = ''): EntradaIndice => ({
  grupo,
  tipo: grupo,
  titulo,
  resumo: '',
  href: `/${titulo}`,
  texto: textoDoIndice(titulo, texto),
})

describe('textoDoIndice', () => {
  it('folds accents and case and collapses whitespace, so the database compares like the domain', () => {
    expect(textoDoIndice('Água  e\nIRRIGAÇÃO', null, 'Crédito')).toBe('agua e irrigacao credito')
  })
})

describe('summaries of HTML bodies', () => {
  it('a menu item of text shows its paragraphs apart in the summary', () => {
    const e = entradaDeItemMenu({ id: 110, titulo: '2022', menuPai: 3, status: 'PBL', formato: 'TEXTO', complemento: '<p>Exercício de 2022:</p><p>Demonstrações</p>' })
    expect(e?.resumo).toBe('Exercício de 2022: Demonstrações')
  })
})

describe('termosDaConsulta', () => {
  it('gives the folded words of the query', () => {
    expect(termosDaConsulta('  Crédito   RURAL ')).toEqual(['credito', 'rural'])
  })
  it('gives nothing for a query shorter than 2 characters', () => {
    expect(termosDaConsulta('a')).toEqual([])
    expect(termosDaConsulta('ab')).toEqual(['ab'])
  })
  it('drops LIKE wildcards, so "%" cannot match every entry', () => {
    expect(termosDaConsulta('100% agro_x')).toEqual(['100', 'agrox'])
  })
})

describe('agruparResultados', () => {
  it('groups by kind in the fixed order, whatever order the database answered in', () => {
    const grupos = agruparResultados([entrada('Casos de sucesso', 'Crédito A'), entrada('Produtos', 'Crédito B'), entrada('Notícias', 'Crédito C')], 'credito')
    expect(grupos.map((g) => g.grupo)).toEqual(['Produtos', 'Notícias', 'Casos de sucesso'])
  })
  it('puts title matches first, then sorts by title in pt-BR order', () => {
    const [g] = agruparResultados(
      [entrada('Produtos', 'Zebu', 'fala de agua'), entrada('Produtos', 'Ônibus água'), entrada('Produtos', 'Água limpa'), entrada('Produtos', 'Turismo água')],
      'agua',
    )
    // Byte order would put "Ônibus" after "Turismo".
    expect(g?.resultados.map((r) => r.titulo)).toEqual(['Água limpa', 'Ônibus água', 'Turismo água', 'Zebu'])
  })
  it('keeps only entries that hold every word (the database only narrows)', () => {
    const grupos = agruparResultados([entrada('Produtos', 'Crédito rural'), entrada('Produtos', 'Crédito')], 'rural credito')
    expect(grupos[0]?.resultados.map((r) => r.titulo)).toEqual(['Crédito rural'])
  })
  it('shows 20 per kind and counts the rest', () => {
    const muitas = Array.from({ length: 23 }, (_, i) => entrada('Publicações', `Balancete ${String(i).padStart(2, '0')}`))
    const [g] = agruparResultados(muitas, 'balancete')
    expect(g?.total).toBe(23)
    expect(g?.resultados).toHaveLength(20)
  })
  it('publications beyond 20 link to /publicacoes searched for the same words; 20 or fewer do not', () => {
    const balancetes = (n: number) => Array.from({ length: n }, (_, i) => entrada('Publicações', `Balancete ${String(i).padStart(2, '0')}`))
    expect(agruparResultados(balancetes(21), '  balancete ')[0]?.verTodos?.href).toBe('/publicacoes?busca=balancete')
    expect(agruparResultados(balancetes(21), 'balancete')[0]?.verTodos).toEqual({ href: '/publicacoes?busca=balancete', rotulo: 'Ver todas as publicações encontradas' })
    expect(agruparResultados(balancetes(20), 'balancete')[0]?.verTodos).toBeUndefined()
    expect(agruparResultados(Array.from({ length: 21 }, (_, i) => entrada('Notícias', `Balancete ${i}`)), 'balancete')[0]?.verTodos).toBeUndefined()
  })
  it('gives nothing for a one-letter query', () => {
    expect(agruparResultados([entrada('Produtos', 'a')], 'a')).toEqual([])
  })
})

describe('entries', () => {
  it('a product links to its audience page and matches its body text', () => {
    const e = entradaDeProduto({ id: 7, titulo: 'Irrigação', perfil: 'AGRO', descricao: '<p>Para <b>poços</b></p>', texto: '<p>Açudes</p>' })
    expect(e).toMatchObject({ grupo: 'Produtos', tipo: 'Produto · Agronegócio', href: '/agronegocio/7', resumo: 'Para poços' })
    expect(e.texto).toBe('irrigacao para pocos acudes')
  })
  it('a news item links to /noticias/{id} with its summary cut at 150', () => {
    const e = entradaDeNoticia({ id: 3, titulo: 'Feira', resumo: 'x'.repeat(200), corpo: '<p>Expointer</p>' })
    expect(e.href).toBe('/noticias/3')
    expect(e.resumo).toBe(`${'x'.repeat(150)}...`)
    expect(e.texto).toContain('expointer')
  })
  it('a menu item is indexed only when published (PBL) under transparency (3) or tenders (24)', () => {
    const base = { id: 110, titulo: 'Código de Ética', menuPai: 3, status: 'PBL', formato: 'TEXTO', complemento: '<p>Conduta</p>' }
    expect(entradaDeItemMenu(base)).toMatchObject({ tipo: 'Transparência', href: '/transparencia/codigo-de-etica', texto: 'codigo de etica conduta' })
    expect(entradaDeItemMenu({ ...base, status: 'RSC' })).toBeNull()
    expect(entradaDeItemMenu({ ...base, menuPai: 5 })).toBeNull()
    expect(entradaDeItemMenu({ ...base, menuPai: null })).toBeNull()
    expect(entradaDeItemMenu({ ...base, menuPai: 24 })).toMatchObject({ tipo: 'Licitações', href: '/licitacoes?item=110' })
  })
  it("a link item's address is not searchable text", () => {
    const e = entradaDeItemMenu({ id: 5, titulo: 'Portal', menuPai: 3, status: 'PBL', formato: 'LINK EXTERNO', complemento: 'https://www.transparencia.rs.gov.br' })
    expect(e?.texto).toBe('portal')
    expect(e?.resumo).toBe('Link externo')
  })
  it("a publication without a title is 'Sem título' and links to its category searched for it", () => {
    const e = entradaDePublicacao({ tipoPublicacao: 9, tituloTipo: 'Demonstrações Financeiras', tituloPublicacao: '  ', subtituloPublicacao: 'Março' })
    expect(e.titulo).toBe('Sem título')
    expect(e.tipo).toBe('Publicação · Demonstrações Financeiras')
    expect(e.href).toBe('/publicacoes/9?busca=Sem+t%C3%ADtulo')
    expect(e.texto).toContain('demonstracoes financeiras')
  })
  it('a social project links to its slug on /projetos-sociais', () => {
    expect(entradaDeProjetoSocial({ slug: 'cultura', nome: 'Cultura', resumo: 'r' }).href).toBe('/projetos-sociais?projeto=cultura')
  })
  it('a governing body is found by its members and a directorate by its areas, each on its page', () => {
    const orgao = entradaDeOrgao({ nome: 'Conselho Fiscal', descricao: 'Fiscaliza as contas.', membros: [{ nome: 'Joana Pereira', cargo: 'Presidente' }] })
    expect(orgao).toMatchObject({ grupo: 'Páginas institucionais', href: '/administracao-e-orgaos-auxiliares' })
    expect(orgao.texto).toContain('joana pereira presidente')
    const diretoria = entradaDeDiretoria({ nome: 'Diretoria de Crédito', responsavel: 'Ana Souza', areas: [{ nome: 'Análise de Risco', responsavel: 'Caio Lima' }] })
    expect(diretoria).toMatchObject({ tipo: 'Diretoria', href: '/diretorias', resumo: 'Diretor(a): Ana Souza' })
    expect(diretoria.texto).toContain('analise de risco caio lima')
  })
})
