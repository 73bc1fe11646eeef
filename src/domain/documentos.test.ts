import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

import {
  corVerde,
  ErroDocumentos,
  escreverPaginaDocumentos,
  lerPaginaDocumentos,
  linkPermitido,
  MENSAGEM_FALHA_CARGA,
  MENSAGEM_SEM_RAIZ,
  tituloDoLink,
  tituloPadrao,
  type ConteudoDocumentos,
  type Documento,
  type TipoPaginaDocumentos,
} from './documentos'

const documento = (html: string): Document => new JSDOM(html).window.document
const ler = (html: string, tipo: TipoPaginaDocumentos = 'GERAL'): ConteudoDocumentos =>
  lerPaginaDocumentos(documento(html), tipo)
const doc = (titulo: string, link: string): Documento => ({ titulo, link })
/** Only the links of one page, section by section, for short assertions. */
const titulosPorChave = (c: ConteudoDocumentos): Record<string, string[]> =>
  Object.fromEntries(c.secoes.map((s) => [s.chave, s.documentos.map((d) => d.titulo)]))

// An old CMS page: site header and side menus around the centre column, font tags,
// &nbsp;, nested spans, <br> inside a title, trailing semicolons, links to skip.
const PAGINA_GERAL = `<!DOCTYPE html>
<html><head><meta charset="iso-8859-1"><title>Agência de Fomento - Documentos</title></head>
<body>
<header id="topo"><img src="/img/logo.gif" alt="Agência"> Agência de Fomento do RS</header>
<div id="main-content">
  <div class="esquerda"><ul><li><a href="/inicio">Início</a></li></ul></div>
  <div class="centro">
    <header><font face="Verdana" size="3"><b>Documentos&nbsp;para
      Download</b></font></header>
    <p>&nbsp;</p>
    <p>Abaixo, os formulários necessários para a solicitação de financiamento.</p>
    <ul><li><a href="/arquivos/guia-do-cliente.pdf">Guia do cliente;</a></li></ul>
    <p><span style="font-family: Verdana;"><span style="color: #008000;"><strong>DOCUMENTOS&nbsp;DA EMPRESA</strong></span></span></p>
    <ul>
      <li><a href="/arquivos/ficha-cadastral.doc">Ficha&nbsp;cadastral;</a></li>
      <li><a href="https://www.agencia.rs.gov.br/arquivos/declaracao.pdf" target="_blank"><span>Declaração de<br>faturamento</span> ;</a></li>
      <li><a href="javascript:void(0)">Formulário indisponível</a></li>
      <li><a href="#topo">Voltar ao topo</a></li>
      <li><a href="/arquivos/vazio.pdf">&nbsp;</a></li>
      <li><a href="/arquivos/selo.pdf"><img src="/img/selo.gif" alt="Selo"></a></li>
    </ul>
    <p><font color="#008000"><b>Documentos dos sócios</b></font></p>
    <ul><li><a href="arquivos/ir-socios.pdf">Declaração de IR dos sócios;;</a></li></ul>
    <p><span style="font-family: Arial"><span style="color: rgb(0, 128, 0)">GARANTIAS</span></span></p>
    <ol><li><a href="../arquivos/garantias.pdf">Relação de garantias</a></li></ol>
    <p><strong><span style="color:#080">SEÇÃO SEM ARQUIVOS</span></strong></p>
    <p><strong>CARTILHA RAIS</strong> - <a href="/arquivos/cartilha-rais-2024.pdf">baixe aqui</a></p>
    <ul><li><a href="/arquivos/cartilha-rais-2023.pdf">Edição 2023</a></li></ul>
    <p><font color="green">PROJETOS</font></p>
    <ul><li><a href="/arquivos/roteiro-projeto.doc">Roteiro de projeto</a></li></ul>
    <p><a href="/arquivos/fora-de-lista.pdf">Link fora de lista</a></p>
  </div>
  <div class="direita"><p><a href="/noticias">Notícias</a></p></div>
</div>
</body></html>`

const PAGINA_PARAGRAFOS = `<html><body>
<div class="topo"><a href="/">Início</a></div>
<div class="centro">
  <h2><font color="#003366">Documentos&nbsp;para&nbsp;Download
    - Agronegócio</font></h2>
  <p><a href="/arquivos/agro/cadastro-produtor.pdf">Cadastro do produtor rural;</a><br>
     <a href="https://www.agencia.rs.gov.br/arquivos/agro/car.pdf">Cadastro Ambiental Rural (CAR) ;</a><br>
     <a href="javascript:void(0);">Em breve</a><br>
     <a href="#topo">Topo</a>
     <a href="/arquivos/agro/vazio.pdf"></a>
     <a href="/arquivos/agro/selo.pdf"><img src="/img/selo.gif" alt="Selo"></a></p>
  <ul><li><a href="/arquivos/agro/lista.pdf">Fora de parágrafo</a></li></ul>
  <p><strong>CARTILHA RAIS</strong> <a href="/arquivos/cartilha.pdf">Cartilha RAIS</a></p>
</div>
</body></html>`

const PAGINA_INOVACAO = `<html><body>
<div class="centro">
  <p><strong>Inovação</strong></p>
  <p><a href="javascript:void(0)"><img src="/img/botao-inativo.png" alt="Inativo"></a></p>
  <p><a href="/inovacao/envio" target="_blank"><img src="/img/botao-envio.png" alt=""></a></p>
  <p><a href="/inovacao/outro"><img src="/img/outro.png" alt="Outro botão"></a></p>
  <p><a href="/arquivos/inovacao/edital.pdf">Edital de chamada pública;</a></p>
  <p><a href="/arquivos/inovacao/cartilha.pdf">Cartilha Rais - Inovação</a></p>
  <p><span><a href="/arquivos/inovacao/cartilha-2024.pdf">CARTILHA&nbsp;RAÍS 2024</a></span></p>
  <p><a href="https://www.agencia.rs.gov.br/arquivos/plano.doc">Modelo de plano de negócios</a></p>
  <p><a href="javascript:abrir()">Abrir</a> <a href="#">#</a> <a href="  ">Vazio</a></p>
</div>
</body></html>`

describe('lerPaginaDocumentos — content root', () => {
  it('reads the centre column even when a #main-content comes first in the page', () => {
    const c = ler(`<body>
      <div id="main-content"><ul><li><a href="/fora.pdf">Fora</a></li></ul></div>
      <div class="centro"><ul><li><a href="/dentro.pdf">Dentro</a></li></ul></div></body>`)
    expect(titulosPorChave(c)).toEqual({ documentos: ['Dentro'] })
  })

  it('accepts the centre column by id', () => {
    const c = ler(`<body><ul><li><a href="/fora.pdf">Fora</a></li></ul>
      <div id="centro"><ul><li><a href="/dentro.pdf">Dentro</a></li></ul></div></body>`)
    expect(titulosPorChave(c)).toEqual({ documentos: ['Dentro'] })
  })

  it('falls back to a <content> element before an id containing "content"', () => {
    const c = ler(`<body><div id="page-content"><ul><li><a href="/a.pdf">Id</a></li></ul></div>
      <content><ul><li><a href="/b.pdf">Tag</a></li></ul></content></body>`)
    expect(titulosPorChave(c)).toEqual({ documentos: ['Tag'] })
  })

  it('accepts a .content element as the content element', () => {
    const c = ler(`<body><div id="page-content"><ul><li><a href="/a.pdf">Id</a></li></ul></div>
      <div class="content"><ul><li><a href="/b.pdf">Classe</a></li></ul></div></body>`)
    expect(titulosPorChave(c)).toEqual({ documentos: ['Classe'] })
  })

  it('then an element whose id contains "content", then the body', () => {
    const porId = ler(`<body><ul><li><a href="/a.pdf">Corpo</a></li></ul>
      <div id="page-content-wrapper"><ul><li><a href="/b.pdf">Id</a></li></ul></div></body>`)
    expect(titulosPorChave(porId)).toEqual({ documentos: ['Id'] })
    const corpo = ler(`<body><ul><li><a href="/a.pdf">Corpo</a></li></ul></body>`)
    expect(titulosPorChave(corpo)).toEqual({ documentos: ['Corpo'] })
  })

  it('throws ErroDocumentos with the visitor message when there is no root at all', () => {
    const semCorpo = documento('<p>x</p>')
    semCorpo.body.remove()
    expect(() => lerPaginaDocumentos(semCorpo, 'GERAL')).toThrow(ErroDocumentos)
    expect(() => lerPaginaDocumentos(semCorpo, 'GERAL')).toThrow(MENSAGEM_SEM_RAIZ)
    const xml = documento('').implementation.createDocument(null, 'raiz', null)
    expect(() => lerPaginaDocumentos(xml, 'INV')).toThrow(MENSAGEM_SEM_RAIZ)
  })

  it('keeps the exact visitor messages', () => {
    expect(MENSAGEM_SEM_RAIZ).toBe('Não foi possível encontrar os documentos.')
    expect(MENSAGEM_FALHA_CARGA).toBe('Erro ao carregar documentos. Por favor, tente novamente mais tarde.')
    expect(new ErroDocumentos(MENSAGEM_FALHA_CARGA).message).toBe(MENSAGEM_FALHA_CARGA)
  })
})

describe('lerPaginaDocumentos — title', () => {
  it("takes the root's header, whitespace collapsed, not the site header outside the root", () => {
    expect(ler(PAGINA_GERAL).titulo).toBe('Documentos para Download')
  })

  it('uses the first heading when the header is empty or missing', () => {
    const c = ler(`<div class="centro"><header> </header><h3>Formulários
      &nbsp;do Agro</h3><h1>Outro</h1></div>`)
    expect(c.titulo).toBe('Formulários do Agro')
    expect(ler(PAGINA_PARAGRAFOS, 'AGRO').titulo).toBe('Documentos para Download - Agronegócio')
  })

  it('prefers the header over a heading', () => {
    expect(ler('<div class="centro"><h1>Heading</h1><header>Cabeçalho</header></div>').titulo).toBe('Cabeçalho')
  })

  it.each([
    ['GERAL', 'Documentos para Download'],
    ['AGRO', 'Documentos para Download'],
    ['ICS', 'Documentos para Download'],
    ['PUB', 'Documentos para Download - Público'],
    ['INV', 'Documentos para Download - Inovação'],
  ] as const)('defaults the %s page to "%s"', (tipo, titulo) => {
    expect(tituloPadrao(tipo)).toBe(titulo)
    expect(ler('<div class="centro"><p>Sem título</p></div>', tipo).titulo).toBe(titulo)
  })
})

describe('links', () => {
  it.each([
    ['Ficha cadastral;', 'Ficha cadastral'],
    ['Ficha cadastral ;', 'Ficha cadastral'],
    ['Ficha cadastral;;', 'Ficha cadastral'],
    ['  Ficha \n cadastral ; ; ', 'Ficha cadastral'],
    ['Ficha; cadastral', 'Ficha; cadastral'],
  ])('link text %j reads as %j', (texto, esperado) => {
    const a = documento(`<a href="/x.pdf">${texto}</a>`).querySelector('a')
    expect(a && tituloDoLink(a)).toBe(esperado)
  })

  it.each([
    ['', false],
    ['   ', false],
    ['#topo', false],
    [' #', false],
    ['javascript:void(0)', false],
    ['  JavaScript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['/arquivos/a.pdf', true],
    ['arquivos/a.pdf', true],
    ['https://www.agencia.rs.gov.br/a.pdf#pagina=2', true],
  ])('href %j allowed: %s', (href, permitido) => {
    expect(linkPermitido(href)).toBe(permitido)
  })

  it('keeps hrefs as found, relative or absolute', () => {
    const links = ler(PAGINA_GERAL).secoes.flatMap((s) => s.documentos.map((d) => d.link))
    expect(links).toContain('arquivos/ir-socios.pdf')
    expect(links).toContain('../arquivos/garantias.pdf')
    expect(links).toContain('https://www.agencia.rs.gov.br/arquivos/declaracao.pdf')
  })
})

describe('lerPaginaDocumentos — GERAL', () => {
  it('reads the legacy page into sections', () => {
    expect(ler(PAGINA_GERAL)).toEqual({
      titulo: 'Documentos para Download',
      envioProposta: null,
      secoes: [
        { chave: 'documentos', titulo: '', lista: false, documentos: [doc('Guia do cliente', '/arquivos/guia-do-cliente.pdf')] },
        {
          chave: 'documentos-da-empresa',
          titulo: 'DOCUMENTOS DA EMPRESA',
          lista: false,
          documentos: [
            doc('Ficha cadastral', '/arquivos/ficha-cadastral.doc'),
            doc('Declaração de faturamento', 'https://www.agencia.rs.gov.br/arquivos/declaracao.pdf'),
            // The green "Documentos dos sócios" is not upper-case, so its list stays here.
            doc('Declaração de IR dos sócios', 'arquivos/ir-socios.pdf'),
          ],
        },
        { chave: 'garantias', titulo: 'GARANTIAS', lista: false, documentos: [doc('Relação de garantias', '../arquivos/garantias.pdf')] },
        { chave: 'projetos', titulo: 'PROJETOS', lista: false, documentos: [doc('Roteiro de projeto', '/arquivos/roteiro-projeto.doc')] },
        {
          chave: 'cartilha-rais',
          titulo: '',
          lista: true,
          documentos: [doc('baixe aqui', '/arquivos/cartilha-rais-2024.pdf'), doc('Edição 2023', '/arquivos/cartilha-rais-2023.pdf')],
        },
      ],
    })
  })

  it.each([
    ['color: green', true],
    ['color:#008000', true],
    ['COLOR: #080 !important', true],
    ['font-weight: bold; color: rgb(0, 128, 0)', true],
    ['color: #2e7d32', true],
    ['color: red', false],
    ['color: #333333', false],
    ['background-color: green', false],
  ])('a paragraph styled %j opens a section: %s', (estilo, abre) => {
    const c = ler(`<div class="centro"><p><span style="${estilo}">FORMULÁRIOS</span></p>
      <ul><li><a href="/f.pdf">Formulário</a></li></ul></div>`)
    expect(c.secoes.map((s) => s.titulo)).toEqual([abre ? 'FORMULÁRIOS' : ''])
  })

  it('accepts the colour on the paragraph itself and on legacy <font color>', () => {
    const c = ler(`<div class="centro">
      <p style="color:#008000">PRIMEIRA</p><ul><li><a href="/1.pdf">Um</a></li></ul>
      <p><font color="008000"><b>SEGUNDA</b></font></p><ul><li><a href="/2.pdf">Dois</a></li></ul></div>`)
    expect(c.secoes.map((s) => s.titulo)).toEqual(['PRIMEIRA', 'SEGUNDA'])
  })

  it.each([
    ['green', true],
    ['#008000', true],
    ['#080', true],
    ['rgb(0, 128, 0)', true],
    ['rgba(0,100,0,0.9)', true],
    ['008000', true],
    ['#7fbf00', true],
    ['rgb(100, 130, 100)', false],
    ['#808080', false],
    ['olive', false],
    ['#0000ff', false],
  ])('colour %j is green: %s', (cor, verde) => {
    expect(corVerde(cor)).toBe(verde)
  })

  it('needs upper-case text with at least one letter to open a section', () => {
    const c = ler(`<div class="centro">
      <p><span style="color: green">DOCUMENTOS GERAIS</span></p><ul><li><a href="/a.pdf">A</a></li></ul>
      <p><span style="color: green">Documentos da empresa</span></p><ul><li><a href="/b.pdf">B</a></li></ul>
      <p><span style="color: green">2025</span></p><ul><li><a href="/c.pdf">C</a></li></ul></div>`)
    expect(titulosPorChave(c)).toEqual({ 'documentos-gerais': ['A', 'B', 'C'] })
  })

  it('ignores links outside bullet lists except in the CARTILHA RAIS paragraph', () => {
    const c = ler(`<div class="centro"><p><a href="/solto.pdf">Solto</a></p>
      <p>Veja a <em>Cartilha Raís</em>: <a href="/cartilha.pdf">Cartilha</a></p>
      <p><a href="/outro.pdf">Outro solto</a></p></div>`)
    expect(c.secoes).toEqual([
      { chave: 'cartilha-rais', titulo: '', lista: true, documentos: [doc('Cartilha', '/cartilha.pdf')] },
    ])
  })

  it('puts CARTILHA RAIS last and ends it at the next section heading', () => {
    const c = ler(`<div class="centro">
      <p><span style="color:green">CARTILHA RAIS</span></p><ul><li><a href="/c.pdf">Cartilha</a></li></ul>
      <p><span style="color:green">DEPOIS</span></p><ul><li><a href="/d.pdf">Depois</a></li></ul></div>`)
    expect(c.secoes.map((s) => [s.chave, s.lista])).toEqual([['depois', false], ['cartilha-rais', true]])
    expect(titulosPorChave(c)).toEqual({ depois: ['Depois'], 'cartilha-rais': ['Cartilha'] })
  })

  it('derives keys from titles without accents and numbers repeated ones', () => {
    const c = ler(`<div class="centro"><ul><li><a href="/0.pdf">Solto</a></li></ul>
      <p><span style="color:green">CONTRATAÇÃO / GARANTIAS</span></p><ul><li><a href="/1.pdf">Um</a></li></ul>
      <p><span style="color:green">CONTRATAÇÃO - GARANTIAS</span></p><ul><li><a href="/2.pdf">Dois</a></li></ul>
      <p><span style="color:green">CONTRATAÇÃO GARANTIAS</span></p><ul><li><a href="/3.pdf">Três</a></li></ul>
      <p><span style="color:green">DOCUMENTOS</span></p><ul><li><a href="/4.pdf">Quatro</a></li></ul></div>`)
    expect(c.secoes.map((s) => s.chave)).toEqual([
      'documentos',
      'contratacao-garantias',
      'contratacao-garantias-2',
      'contratacao-garantias-3',
      'documentos-2',
    ])
  })

  it('drops sections without documents, the untitled one included', () => {
    const c = ler(`<div class="centro"><p>Introdução</p>
      <p><span style="color:green">VAZIA</span></p><ul><li><a href="#">Topo</a></li></ul>
      <p><span style="color:green">CHEIA</span></p><ul><li><a href="/c.pdf">Cheia</a></li></ul></div>`)
    expect(c.secoes.map((s) => s.chave)).toEqual(['cheia'])
  })

  it('never reports an envio de proposta', () => {
    const c = ler(`<div class="centro"><p><a href="/envio"><img src="/b.png" alt="Enviar"></a></p></div>`)
    expect(c).toEqual({ titulo: 'Documentos para Download', secoes: [], envioProposta: null })
  })
})

describe('lerPaginaDocumentos — AGRO, ICS, PUB', () => {
  it.each(['AGRO', 'ICS', 'PUB'] as const)('%s gathers paragraph links into one untitled section', (tipo) => {
    expect(ler(PAGINA_PARAGRAFOS, tipo)).toEqual({
      titulo: 'Documentos para Download - Agronegócio',
      envioProposta: null,
      secoes: [
        {
          chave: 'documentos',
          titulo: '',
          lista: false,
          documentos: [
            doc('Cadastro do produtor rural', '/arquivos/agro/cadastro-produtor.pdf'),
            doc('Cadastro Ambiental Rural (CAR)', 'https://www.agencia.rs.gov.br/arquivos/agro/car.pdf'),
            doc('Cartilha RAIS', '/arquivos/cartilha.pdf'),
          ],
        },
      ],
    })
  })

  it('has no sections when no paragraph has a link', () => {
    expect(ler('<div class="centro"><ul><li><a href="/a.pdf">A</a></li></ul></div>', 'PUB').secoes).toEqual([])
  })
})

describe('lerPaginaDocumentos — INV', () => {
  it('splits the image button, the documents and the CARTILHA RAIS ones', () => {
    expect(ler(PAGINA_INOVACAO, 'INV')).toEqual({
      titulo: 'Documentos para Download - Inovação',
      envioProposta: doc('Envio de Proposta', '/inovacao/envio'),
      secoes: [
        {
          chave: 'documentos',
          titulo: '',
          lista: false,
          documentos: [
            doc('Edital de chamada pública', '/arquivos/inovacao/edital.pdf'),
            doc('Modelo de plano de negócios', 'https://www.agencia.rs.gov.br/arquivos/plano.doc'),
          ],
        },
        {
          chave: 'cartilha-rais',
          titulo: '',
          lista: true,
          documentos: [
            doc('Cartilha Rais - Inovação', '/arquivos/inovacao/cartilha.pdf'),
            doc('CARTILHA RAÍS 2024', '/arquivos/inovacao/cartilha-2024.pdf'),
          ],
        },
      ],
    })
  })

  it("names the button after the image's alt text", () => {
    const c = ler('<div class="centro"><p><a href="/envio"><img src="/b.png" alt=" Enviar  proposta "></a></p></div>', 'INV')
    expect(c.envioProposta).toEqual(doc('Enviar proposta', '/envio'))
  })

  it('has no button when no image link exists', () => {
    const c = ler('<div class="centro"><p><a href="/a.pdf">Edital</a></p></div>', 'INV')
    expect(c.envioProposta).toBeNull()
    expect(titulosPorChave(c)).toEqual({ documentos: ['Edital'] })
  })
})

describe('escreverPaginaDocumentos', () => {
  const especial = 'Água & Esgoto <2025> "teste"'

  it('wraps the page in the centre column with the title as h1, escaping text and attributes', () => {
    const html = escreverPaginaDocumentos(
      { titulo: especial, envioProposta: null, secoes: [{ chave: 'documentos', titulo: '', lista: false, documentos: [doc("D'Ávila <b>", '/a.pdf?x=1&y="2"')] }] },
      'AGRO',
    )
    expect(html.startsWith('<div class="centro">')).toBe(true)
    expect(html.endsWith('</div>')).toBe(true)
    expect(html).toContain('<h1>Água &amp; Esgoto &lt;2025&gt; &quot;teste&quot;</h1>')
    expect(html).toContain('<p><a href="/a.pdf?x=1&amp;y=&quot;2&quot;">D&#39;Ávila &lt;b&gt;</a></p>')
  })

  it('never writes a javascript: link', () => {
    const perigosos = [doc('Um', 'javascript:alert(1)'), doc('Dois', '  JavaScript:alert(2)'), doc('Três', 'java\tscript:alert(3)')]
    for (const tipo of ['GERAL', 'AGRO', 'INV'] as const) {
      const html = escreverPaginaDocumentos(
        {
          titulo: 'T',
          envioProposta: doc('Envio', 'javascript:enviar()'),
          secoes: [{ chave: 'documentos', titulo: '', lista: false, documentos: [...perigosos, doc('Bom', '/bom.pdf')] }],
        },
        tipo,
      )
      expect(html.toLowerCase().replace(/\s/g, '')).not.toContain('javascript:')
      expect(html).toContain('/bom.pdf')
    }
  })

  it('writes GERAL headings green and upper-case, and the cartilha as a plain paragraph', () => {
    const html = escreverPaginaDocumentos(
      {
        titulo: 'Documentos',
        envioProposta: null,
        secoes: [
          { chave: 'garantias', titulo: 'Garantias', lista: false, documentos: [doc('G', '/g.pdf')] },
          { chave: 'cartilha-rais', titulo: '', lista: true, documentos: [doc('C', '/c.pdf')] },
        ],
      },
      'GERAL',
    )
    expect(html).toContain('<p><span style="color: #008000"><strong>GARANTIAS</strong></span></p>\n<ul><li><a href="/g.pdf">G</a></li></ul>')
    expect(html).toContain('<p><strong>CARTILHA RAIS</strong></p>\n<ul><li><a href="/c.pdf">C</a></li></ul>')
    // The limitation: a mixed-case heading reads back upper-cased.
    expect(lerPaginaDocumentos(documento(html), 'GERAL').secoes[0]?.titulo).toBe('GARANTIAS')
  })

  it("writes INV's button as an image link", () => {
    const html = escreverPaginaDocumentos({ titulo: 'Inovação', envioProposta: doc('Enviar "já"', '/envio'), secoes: [] }, 'INV')
    expect(html).toContain('<p><a href="/envio"><img src="/imagens/envio-proposta.svg" alt="Enviar &quot;já&quot;"></a></p>')
  })
})

describe('round trip: lerPaginaDocumentos(escreverPaginaDocumentos(x)) equals x', () => {
  const especial = 'Água & Esgoto <2025> "teste"'
  const idaEVolta = (c: ConteudoDocumentos, tipo: TipoPaginaDocumentos) =>
    lerPaginaDocumentos(documento(escreverPaginaDocumentos(c, tipo)), tipo)

  it('GERAL (titles written upper-case, as the reader needs)', () => {
    const c: ConteudoDocumentos = {
      titulo: especial,
      envioProposta: null,
      secoes: [
        { chave: 'documentos', titulo: '', lista: false, documentos: [doc('Guia do cliente', '/arquivos/guia.pdf')] },
        {
          chave: 'agua-esgoto-2025-teste',
          titulo: 'ÁGUA & ESGOTO <2025> "TESTE"',
          lista: false,
          documentos: [doc(especial, 'https://www.agencia.rs.gov.br/a.pdf?x=1&y=2'), doc("Declaração D'Ávila", 'arquivos/d.pdf')],
        },
        { chave: 'garantias', titulo: 'GARANTIAS', lista: false, documentos: [doc('Relação de garantias', '../g.pdf')] },
        { chave: 'garantias-2', titulo: 'GARANTIAS', lista: false, documentos: [doc('Outra relação', '/g2.pdf')] },
        { chave: 'cartilha-rais', titulo: '', lista: true, documentos: [doc('Cartilha 2024', '/c.pdf'), doc('Cartilha 2023', '/c23.pdf')] },
      ],
    }
    expect(idaEVolta(c, 'GERAL')).toEqual(c)
  })

  it.each(['AGRO', 'ICS', 'PUB'] as const)('%s', (tipo) => {
    const c: ConteudoDocumentos = {
      titulo: `${especial} - ${tipo}`,
      envioProposta: null,
      secoes: [
        {
          chave: 'documentos',
          titulo: '',
          lista: false,
          documentos: [doc(especial, '/arquivos/agua.pdf'), doc('Cadastro <rural>', 'https://www.agencia.rs.gov.br/c.pdf?a=1&b=2')],
        },
      ],
    }
    expect(idaEVolta(c, tipo)).toEqual(c)
  })

  it('INV (cartilha titles must contain CARTILHA RAIS)', () => {
    const c: ConteudoDocumentos = {
      titulo: tituloPadrao('INV'),
      envioProposta: doc(especial, '/inovacao/envio?a=1&b=2'),
      secoes: [
        { chave: 'documentos', titulo: '', lista: false, documentos: [doc(especial, '/edital.pdf'), doc('Modelo', 'modelo.doc')] },
        { chave: 'cartilha-rais', titulo: '', lista: true, documentos: [doc('Cartilha RAIS <Inovação> & "Você"', '/cartilha.pdf')] },
      ],
    }
    expect(idaEVolta(c, 'INV')).toEqual(c)
  })

  it('puts sections back in reading order whatever the input order', () => {
    const semTitulo = { chave: 'documentos', titulo: '', lista: false, documentos: [doc('Solto', '/s.pdf')] }
    const cartilha = { chave: 'cartilha-rais', titulo: '', lista: true, documentos: [doc('Cartilha', '/c.pdf')] }
    const titulada = { chave: 'projetos', titulo: 'PROJETOS', lista: false, documentos: [doc('Roteiro', '/r.pdf')] }
    const c: ConteudoDocumentos = { titulo: 'Documentos', envioProposta: null, secoes: [cartilha, titulada, semTitulo] }
    expect(idaEVolta(c, 'GERAL').secoes).toEqual([semTitulo, titulada, cartilha])
  })
})
