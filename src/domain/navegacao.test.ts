import { describe, expect, it } from 'vitest'
import { LINKS_PRINCIPAIS, LINKS_SO_RODAPE, SECOES_MENU, linksPara, type SecaoMenu } from './navegacao'

function secao(id: SecaoMenu['id']): SecaoMenu {
  const s = SECOES_MENU.find((x) => x.id === id)
  if (!s) throw new Error(`seção ${id} ausente`)
  return s
}

const hrefs = (secaoId: SecaoMenu['id'], lugar: 'cabecalho' | 'rodape') =>
  linksPara(secao(secaoId), lugar).map((l) => l.href)

describe('menus do cabeçalho e do rodapé (spec 1 §2.2)', () => {
  it('tem as quatro seções na ordem do menu', () => {
    expect(SECOES_MENU.map((s) => s.id)).toEqual(['produtos', 'institucional', 'governanca', 'atendimento'])
  })

  it('o Plano de Negócios (/publicacoes/10066) aparece só no cabeçalho', () => {
    expect(hrefs('governanca', 'cabecalho')).toContain('/publicacoes/10066')
    expect(hrefs('governanca', 'rodape')).not.toContain('/publicacoes/10066')
  })

  it('as Atas do Comitê de Elegibilidade (/publicacoes/36) aparecem só no rodapé', () => {
    expect(hrefs('governanca', 'rodape')).toContain('/publicacoes/36')
    expect(hrefs('governanca', 'cabecalho')).not.toContain('/publicacoes/36')
  })

  it('os demais links de Governança aparecem nos dois lugares, na mesma ordem', () => {
    const soCabecalho = hrefs('governanca', 'cabecalho').filter((h) => h !== '/publicacoes/10066')
    const soRodape = hrefs('governanca', 'rodape').filter((h) => h !== '/publicacoes/36')
    expect(soCabecalho).toEqual(soRodape)
    expect(soCabecalho).toHaveLength(13)
  })

  it('todo link de Atendimento fica sob /atendimento-ao-cliente/', () => {
    const links = secao('atendimento').links
    expect(links.length).toBeGreaterThan(0)
    for (const l of links) expect(l.href).toMatch(/^\/atendimento-ao-cliente\/[a-z-]+$/)
  })

  it('Atendimento lista os canais na ordem de spec 1 §2.2, a mesma no cabeçalho e no rodapé (WCAG 2.2 SC 3.2.6)', () => {
    const canais = ['protocolo', 'fale-conosco', 'ouvidoria', 'denuncias', 'perguntas', 'falabr', 'juro', 'encarregado', 'ir', 'boleto']
    const esperado = [...canais.map((c) => `/atendimento-ao-cliente/${c}`), '/atendimento-ao-cliente/acompanhar']
    expect(hrefs('atendimento', 'cabecalho')).toEqual(esperado)
    expect(hrefs('atendimento', 'rodape')).toEqual(esperado)
  })

  it('Produtos lista os quatro públicos, cada um com descrição', () => {
    const produtos = secao('produtos').links
    expect(produtos.map((l) => l.href)).toEqual(['/agronegocio', '/empresa', '/municipio', '/inovacao'])
    for (const l of produtos) expect(l.descricao?.length ?? 0).toBeGreaterThan(10)
  })

  it('nenhum href se repete entre menus, links principais e extras do rodapé', () => {
    const todos = [...SECOES_MENU.flatMap((s) => s.links), ...LINKS_PRINCIPAIS, ...LINKS_SO_RODAPE].map((l) => l.href)
    expect(new Set(todos).size).toBe(todos.length)
    for (const h of todos) expect(h).toMatch(/^\/[a-z0-9/-]*$/)
  })
})
