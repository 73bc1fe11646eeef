import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

import { ErroDocumentos, MENSAGEM_SEM_RAIZ, type ConteudoDocumentos } from './documentos'
import { escreverDocumentosClientes, lerDocumentosClientes, nomeDoGrupo, tituloPadraoDe } from './documentos-clientes'

const ler = (html: string) => lerDocumentosClientes(new JSDOM(html).window.document)
const resumo = (c: ConteudoDocumentos) => c.secoes.map((s) => [s.titulo, s.documentos.map((d) => `${d.titulo} → ${d.link}`)])

// A legacy page: menus around the centre column, a bold group heading in <b>, another in a
// bold span, a link before any group, links to skip and a group left empty.
const PAGINA = `<!DOCTYPE html><html><body>
<div class="topo"><a href="/inicio">Início</a></div>
<div class="header-02"> Documentos&nbsp;para Download <br>- Clientes </div>
<div class="centro">
  <p>Documentos para quem já é cliente.</p>
  <p><a href="/arquivos/guia.pdf">Guia do cliente;</a></p>
  <p><strong>- Agronegócio e Empresa</strong></p>
  <p><a href="/arquivos/aditivo.pdf">Solicitação de aditivo</a></p>
  <p><a href="javascript:void(0)">Indisponível</a> <a href="#topo">Topo</a> <a href="">Vazio</a></p>
  <p><a href="https://exemplo.gov.br/quitacao.pdf"><span>Pedido de termo<br>de quitação</span></a></p>
  <p><b>- Município</b></p>
  <p><a href="   ">Sem endereço</a></p>
  <p><span style="font-weight: bold">– Inovação</span></p>
  <p><a href="/arquivos/prestacao.doc">Prestação de contas do projeto</a></p>
  <p><strong>Texto em</strong> negrito não é grupo</p>
</div></body></html>`

describe('documentos para clientes: leitura (spec 3 §5, §7)', () => {
  it('título do .header-02, grupos pelos parágrafos em negrito, links inválidos ignorados e grupo vazio descartado', () => {
    const c = ler(PAGINA)
    expect(c.titulo).toBe('Documentos para Download - Clientes')
    expect(resumo(c)).toEqual([
      ['', ['Guia do cliente → /arquivos/guia.pdf']],
      ['Agronegócio e Empresa', ['Solicitação de aditivo → /arquivos/aditivo.pdf', 'Pedido de termo de quitação → https://exemplo.gov.br/quitacao.pdf']],
      ['Inovação', ['Prestação de contas do projeto → /arquivos/prestacao.doc']],
    ])
    expect(c.secoes.map((s) => s.chave)).toEqual(['documentos', 'agronegocio-e-empresa', 'inovacao'])
  })

  it('sem .header-02 o título é "Documentos para Download"; sem coluna central, "Não foi possível encontrar os documentos."', () => {
    expect(ler('<div class="centro"><p><a href="/a.pdf">A</a></p></div>').titulo).toBe('Documentos para Download')
    expect(() => ler('<div class="header-02">X</div><p><a href="/a.pdf">A</a></p>')).toThrow(ErroDocumentos)
    expect(() => ler('<p>nada</p>')).toThrow(MENSAGEM_SEM_RAIZ)
  })

  it('nome do grupo sem o traço; título padrão', () => {
    expect(nomeDoGrupo('  -  Município ')).toBe('Município')
    expect(nomeDoGrupo('Inovação')).toBe('Inovação')
    expect(tituloPadraoDe('CLIENTES')).toBe('Documentos para Download')
    expect(tituloPadraoDe('INV')).toBe('Documentos para Download - Inovação')
  })
})

describe('documentos para clientes: escrita', () => {
  const conteudo: ConteudoDocumentos = {
    titulo: 'Documentos para Clientes <já>',
    envioProposta: null,
    secoes: [
      { chave: 'a', titulo: 'Município', lista: false, documentos: [{ titulo: 'Aditivo "municipal"', link: '/m.pdf' }, { titulo: 'Ruim', link: 'javascript:alert(1)' }] },
      { chave: 'b', titulo: 'Vazio', lista: false, documentos: [{ titulo: 'Só âncora', link: '#x' }] },
      { chave: 'c', titulo: '', lista: false, documentos: [{ titulo: 'Geral', link: '/g.pdf' }] },
    ],
  }

  it('escreve o HTML que o leitor da especificação lê de volta igual', () => {
    const html = escreverDocumentosClientes(conteudo)
    expect(html).toContain('<div class="header-02">Documentos para Clientes &lt;já&gt;</div>')
    expect(html).toContain('<p><strong>- Município</strong></p>')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('Vazio')
    const lido = ler(html)
    expect(lido.titulo).toBe('Documentos para Clientes <já>')
    expect(resumo(lido)).toEqual([
      ['', ['Geral → /g.pdf']],
      ['Município', ['Aditivo "municipal" → /m.pdf']],
    ])
  })
})
