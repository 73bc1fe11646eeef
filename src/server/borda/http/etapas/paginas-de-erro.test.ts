import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { versaoDoConteudo } from '../../../plataforma/cache/versao-conteudo'
import { CachePaginas, type EntradaCache } from '../cache-paginas'
import { criarPaginasDeErro } from './paginas-de-erro'
import { pedidoFalso } from './falsos.test-utils'

const html = (status: number, texto: string): EntradaCache => ({ versao: versaoDoConteudo(), status, cabecalhos: { 'content-type': 'text/html' }, partes: [Buffer.from(texto)], tamanho: texto.length })

function erros(bancoNoAr: boolean, falhar = false) {
  const pedidos: string[] = []
  const e = criarPaginasDeErro({
    renderizar: (req) => {
      pedidos.push(`${req.url} interno=${e.interno(req)}`)
      return Promise.resolve(falhar ? html(500, '') : html(200, `página ${req.url}`))
    },
    cache: new CachePaginas({ maxEntradas: 10, maxBytes: 1e6 }),
    log: pino({ level: 'silent' }),
    saudeDoBanco: () => Promise.resolve(bancoNoAr),
  })
  return { ...e, pedidos }
}

describe('etapa 6, páginas de erro', () => {
  it('o documento de erro vazio do Next vira a página 500 com o banco no ar, 503 fora, com o endereço para tentar de novo', async () => {
    const noAr = erros(true)
    const e = await noAr.corrigirErro(pedidoFalso('/noticias?x=1'), html(500, ''))
    expect([e.status, String(e.partes[0])]).toEqual([500, 'página /erro-interno/500?de=%2Fnoticias%3Fx%3D1'])
    expect(noAr.pedidos).toEqual(['/erro-interno/500?de=%2Fnoticias%3Fx%3D1 interno=true'])
    const fora = await erros(false).corrigirErro(pedidoFalso('/home'), html(502, ''))
    expect(fora.status).toBe(503)
  })

  it('uma resposta que não é erro passa como veio; a 404 é guardada e renderizada uma vez só', async () => {
    const e = erros(true)
    const ok = html(200, 'ok')
    expect(await e.corrigirErro(pedidoFalso('/home'), ok)).toBe(ok)
    await e.corrigirErro(pedidoFalso('/a'), html(404, ''))
    const segunda = await e.corrigirErro(pedidoFalso('/b'), html(404, ''))
    expect([segunda.status, String(segunda.partes[0])]).toEqual([404, 'página /erro-interno/404'])
    expect(e.pedidos).toEqual(['/erro-interno/404 interno=true'])
  })

  it('se nem a página de erro monta, o documento simples; de fora ninguém abre a rota interna', async () => {
    const e = erros(false, true)
    const simples = await e.paginaDeErro(pedidoFalso('/home'), 503)
    expect(simples.status).toBe(503)
    expect(String(simples.partes[0])).toContain('<h1>Serviço temporariamente indisponível</h1>')
    expect(e.interno(pedidoFalso('/erro-interno/500', { 'x-fomento-interno': 'adivinhado' }))).toBe(false)
  })
})
