import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'

import { GET as conteudo } from '@/app/(contract)/fas/conteudo/[chave]/route'
import { lerPaginaDocumentos } from '@/domain/documentos'
import { lerDocumentosClientes } from '@/domain/documentos-clientes'
import { importarPaginaLegada } from '@/dados/documentos'

import { anonymous, getTestPayload } from './helpers'

const LEGADO = `<html><body><div id="main-content"><h2>Documentos   para Download</h2>
<p><span style="color: #008000"><strong>CADASTRO</strong></span></p>
<ul><li><a href="arquivos/ficha-pf.pdf">Ficha cadastral – pessoa física;</a></li><li><a href="javascript:void(0)">Quebrado</a></li></ul>
<p><span style="color:green">PROJETO</span></p>
<ul><li><a href="https://outro.example/roteiro.pdf">Roteiro &amp; modelo</a></li><li><a href="#topo">Topo</a></li></ul>
<p><font color="#008000">Vazia</font></p>
<p><strong>CARTILHA RAIS</strong> <a href="/rais.pdf">Cartilha RAIS 2026</a></p>
</div></body></html>`

const pedir = (chave: string) => conteudo(new Request(`http://t/fas/conteudo/${chave}`), { params: Promise.resolve({ chave }) })

describe('páginas de documentos: importador e /fas/conteudo', () => {
  it('imports a legacy page by the parsing rules, with relative links made absolute, and serves HTML that reads back the same', async () => {
    const payload = await getTestPayload()
    await importarPaginaLegada(payload, 'GERAL', LEGADO, 'https://antigo.example/site/')
    const salvo = (await payload.find({ collection: 'paginas-documentos', where: { chave: { equals: 'GERAL' } }, ...anonymous })).docs[0]!
    expect(salvo.titulo).toBe('Documentos para Download')
    expect(salvo.secoes?.map((s) => [s.titulo, s.lista, s.documentos?.map((d) => [d.titulo, d.link])])).toEqual([
      ['CADASTRO', false, [['Ficha cadastral – pessoa física', 'https://antigo.example/site/arquivos/ficha-pf.pdf']]],
      ['PROJETO', false, [['Roteiro & modelo', 'https://outro.example/roteiro.pdf']]],
      ['', true, [['Cartilha RAIS 2026', 'https://antigo.example/rais.pdf']]],
    ])

    const r = await pedir('DOCUMENTOS_PARA_DOWNLOAD')
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toContain('text/html')
    const relido = lerPaginaDocumentos(new JSDOM(await r.text()).window.document, 'GERAL')
    expect(relido.titulo).toBe('Documentos para Download')
    expect(relido.secoes.map((s) => [s.titulo, s.lista, s.documentos])).toEqual([
      ['CADASTRO', false, [{ titulo: 'Ficha cadastral – pessoa física', link: 'https://antigo.example/site/arquivos/ficha-pf.pdf' }]],
      ['PROJETO', false, [{ titulo: 'Roteiro & modelo', link: 'https://outro.example/roteiro.pdf' }]],
      ['', true, [{ titulo: 'Cartilha RAIS 2026', link: 'https://antigo.example/rais.pdf' }]],
    ])
  })

  it('a page staff have not filled answers an empty page; an unknown key is 400', async () => {
    const r = await pedir('DOCUMENTOS_PARA_DOWNLOAD_PUB')
    expect(r.status).toBe(200)
    const lido = lerPaginaDocumentos(new JSDOM(await r.text()).window.document, 'PUB')
    expect(lido).toEqual({ titulo: 'Documentos para Download - Público', secoes: [], envioProposta: null })
    expect((await pedir('OUTRA_COISA')).status).toBe(400)
  })

  it('anonymous visitors cannot change the pages', async () => {
    const payload = await getTestPayload()
    await expect(payload.create({ collection: 'paginas-documentos', data: { chave: 'AGRO', titulo: 'x' }, ...anonymous })).rejects.toThrow()
  })

  it('the customers\' page (spec 3 §7): imported by its own rules and served as header-02 plus bold groups that read back the same', async () => {
    const payload = await getTestPayload()
    const legado = `<div class="header-02">Documentos para Clientes</div><div class="centro">
      <p><strong>- Agronegócio e Empresa</strong></p><p><a href="arquivos/quitacao.pdf">Pedido de termo de quitação</a></p>
      <p><b>- Município</b></p><p><a href="#">Sem arquivo</a></p>
      <p><strong>- Inovação</strong></p><p><a href="https://outro.example/relatorio.doc">Relatório técnico</a></p></div>`
    await importarPaginaLegada(payload, 'CLIENTES', legado, 'https://antigo.example/site/')
    const r = await pedir('DOCUMENTOS_PARA_DOWNLOAD_JA_CLIENTES')
    expect(r.status).toBe(200)
    const html = await r.text()
    expect(html).toContain('<div class="header-02">Documentos para Clientes</div>')
    const relido = lerDocumentosClientes(new JSDOM(html).window.document)
    expect(relido.titulo).toBe('Documentos para Clientes')
    // The empty Município group is dropped (spec 3 §5).
    expect(relido.secoes.map((s) => [s.titulo, s.documentos])).toEqual([
      ['Agronegócio e Empresa', [{ titulo: 'Pedido de termo de quitação', link: 'https://antigo.example/site/arquivos/quitacao.pdf' }]],
      ['Inovação', [{ titulo: 'Relatório técnico', link: 'https://outro.example/relatorio.doc' }]],
    ])
  })
})
