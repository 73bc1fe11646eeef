import type { ServerResponse } from 'node:http'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { versaoDoConteudo } from '../../../plataforma/cache/versao-conteudo'
import { CachePaginas, type EntradaCache } from '../cache-paginas'
import { criarEtapaDoCache, propriaDoPedido } from './cache'
import { criarPaginasDeErro } from './paginas-de-erro'
import type { Render } from './renderizar'
import { pedidoFalso, respostaFalsa } from './falsos.test-utils'

const entrada = (cabecalhos: EntradaCache['cabecalhos']): EntradaCache => ({ versao: versaoDoConteudo(), status: 200, cabecalhos, partes: [Buffer.from('corpo')], tamanho: 5 })

function etapa(politicas = { semCache: ['/contador-acessos'], limitadas: [], chamadasGuardadas: ['/fas/findNoticiasHome', '/fas/noticias/detalhe/load/[id]'] }) {
  const renders: string[] = []
  const adiante: string[] = []
  const enviados: number[] = []
  const status: Record<string, number> = {}
  const render: Render = {
    renderizar: (req) => {
      renders.push(String(req.url))
      return Promise.resolve({ ...entrada({ 'content-type': String(req.url).startsWith('/fas') ? 'application/json' : 'text/html' }), status: status[String(req.url)] ?? 200 })
    },
    passarAdiante: (req) => Promise.resolve(void adiante.push(String(req.url))),
  }
  const cache = new CachePaginas({ maxEntradas: 10, maxBytes: 1e6 })
  const erros = criarPaginasDeErro({ renderizar: render.renderizar, cache, log: pino({ level: 'silent' }), saudeDoBanco: () => Promise.resolve(true) })
  const pagina = criarEtapaDoCache({ cache, politicas, render, erros, enviar: (_res: ServerResponse, e: EntradaCache) => void enviados.push(e.status) })
  const pedir = (url: string, headers = {}) =>
    pagina(pedidoFalso(url, headers), respostaFalsa().res, new URL(url, 'http://x'), { head: false, gzip: false }, url.startsWith('/fas') ? 'contrato' : 'pagina')
  return { pedir, renders, adiante, enviados, status }
}

describe('etapa 4, cache de páginas', () => {
  it('a visita anônima repetida de uma página ou de uma chamada do contrato não renderiza de novo; a da equipe sempre renderiza', async () => {
    const e = etapa()
    for (const url of ['/home', '/home', '/fas/findNoticiasHome', '/fas/findNoticiasHome']) await e.pedir(url)
    await e.pedir('/home', { cookie: 'payload-token=abc' })
    expect(e.renders).toEqual(['/home', '/fas/findNoticiasHome', '/home'])
    expect(e.enviados).toEqual([200, 200, 200, 200, 200])
  })

  it('só a tabela do app tira uma página do cache; navegação RSC e formulários passam adiante sem cache', async () => {
    const e = etapa()
    await e.pedir('/contador-acessos')
    await e.pedir('/contador-acessos')
    await e.pedir('/home', { rsc: '1' })
    expect(e.renders).toEqual(['/contador-acessos', '/contador-acessos'])
    expect(e.adiante).toEqual(['/home'])
  })

  it('quem traz Authorization (qualquer esquema) ou o cookie da equipe nunca recebe do cache nem guarda nele', async () => {
    const e = etapa()
    await e.pedir('/fas/findNoticiasHome', { authorization: 'JWT abc' })
    await e.pedir('/fas/findNoticiasHome', { authorization: 'Basic dXNlcjpzZW5oYQ==' })
    await e.pedir('/home', { cookie: 'tema=escuro; payload-token=abc' })
    // Nothing was stored by those: the first anonymous visits render, the second ones come from the cache.
    for (const url of ['/fas/findNoticiasHome', '/home', '/fas/findNoticiasHome', '/home']) await e.pedir(url)
    await e.pedir('/fas/findNoticiasHome', { authorization: 'users API-Key x' })
    await e.pedir('/home', { cookie: 'payload-token=abc' })
    expect(e.renders).toEqual(['/fas/findNoticiasHome', '/fas/findNoticiasHome', '/home', '/fas/findNoticiasHome', '/home', '/fas/findNoticiasHome', '/home'])
    // Another cookie says nothing of the caller: still served from the cache.
    await e.pedir('/home', { cookie: 'tema=escuro' })
    expect(e.renders).toHaveLength(7)
  })

  it('uma chamada do contrato só é guardada se a tabela a declara, e só a sua resposta 200', async () => {
    const e = etapa()
    e.status['/fas/noticias/detalhe/load/9'] = 404
    e.status['/fas/noticias/detalhe/load/8'] = 503
    for (let i = 0; i < 2; i++) {
      for (const url of ['/fas/noticias/detalhe/load/7', '/fas/noticias/detalhe/load/8', '/fas/noticias/detalhe/load/9', '/fas/outra']) await e.pedir(url)
    }
    expect(e.renders.filter((r) => r === '/fas/noticias/detalhe/load/7')).toHaveLength(1)
    expect(e.renders.filter((r) => r === '/fas/noticias/detalhe/load/8')).toHaveLength(2)
    expect(e.renders.filter((r) => r === '/fas/noticias/detalhe/load/9')).toHaveLength(2)
    expect(e.renders.filter((r) => r === '/fas/outra')).toHaveLength(2)
  })

  it('uma resposta própria do pedido (cookie, ou no-store fora do HTML) nunca é guardada', () => {
    expect(propriaDoPedido(entrada({ 'content-type': 'application/json', 'cache-control': 'no-store' }))).toBe(true)
    expect(propriaDoPedido(entrada({ 'content-type': 'text/html', 'set-cookie': 'a=1' }))).toBe(true)
    expect(propriaDoPedido(entrada({ 'content-type': 'text/html', 'cache-control': 'no-store' }))).toBe(false)
    expect(propriaDoPedido(entrada({ 'content-type': 'application/json', 'cache-control': 'no-cache' }))).toBe(false)
  })
})
