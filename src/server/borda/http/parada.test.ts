import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { encerrando } from '../../plataforma/encerramento'
import { prontidao } from '../../plataforma/saude'
import { pararComCalma } from './parada'

const silencioso = { info: () => {}, warn: () => {} }

describe('SIGTERM: parada com calma', () => {
  it('termina o pedido em andamento, recusa conexões novas e só então encerra a aplicação', async () => {
    const ordem: string[] = []
    let liberar!: () => void
    const servidor = http.createServer((req, res) => {
      ordem.push(`início ${req.url}`)
      // The in-flight request answers only after the stop has begun.
      void new Promise<void>((r) => (liberar = r)).then(() => {
        ordem.push(`fim ${req.url}`)
        res.end('feito')
      })
    })
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r))
    const base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`
    const emAndamento = fetch(`${base}/lento`)
    await expect.poll(() => ordem).toEqual(['início /lento'])

    expect(encerrando()).toBe(false)
    const parada = pararComCalma(servidor, { encerrarAplicacao: () => Promise.resolve(void ordem.push('aplicação encerrada')), log: silencioso })
    expect(encerrando()).toBe(true)
    expect(await prontidao()).toEqual({ pronta: false, motivo: 'encerrando' })
    // No new connection is taken.
    await expect(fetch(`${base}/novo`)).rejects.toThrow()
    expect(ordem).toEqual(['início /lento'])

    liberar()
    const r = await emAndamento
    expect(r.status).toBe(200)
    expect(await r.text()).toBe('feito')
    // The answered request's keep-alive connection does not hold the stop.
    const t0 = Date.now()
    await parada
    expect(Date.now() - t0).toBeLessThan(1000)
    expect(ordem).toEqual(['início /lento', 'fim /lento', 'aplicação encerrada'])
  })

  it('um pedido que não termina tem a conexão cortada depois da espera, e a aplicação encerra mesmo assim', async () => {
    const ordem: string[] = []
    const servidor = http.createServer(() => void ordem.push('pedido sem fim'))
    await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r))
    const base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`
    const preso = fetch(`${base}/sem-fim`).catch(() => 'cortado')
    await expect.poll(() => ordem).toEqual(['pedido sem fim'])
    await pararComCalma(servidor, { encerrarAplicacao: () => Promise.resolve(void ordem.push('aplicação encerrada')), log: silencioso, esperaMs: 200 })
    expect(await preso).toBe('cortado')
    expect(ordem).toEqual(['pedido sem fim', 'aplicação encerrada'])
  })
})
