import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { ClamdIndisponivel, examinarNoClamd, lerVeredito, type DestinoClamd } from './clamd'

/** A stand-in for clamd: reads zINSTREAM and its length-prefixed chunks, then answers what `responder` says. */
function falsoClamd(responder: (recebido: Buffer, comando: string) => string | null) {
  const recebidos: { comando: string; bytes: Buffer; pedacos: number }[] = []
  const servidor = net.createServer((s) => {
    let buf = Buffer.alloc(0)
    let comando: string | null = null
    const dados: Buffer[] = []
    s.on('data', (d: Buffer) => {
      buf = Buffer.concat([buf, d])
      if (comando === null) {
        const fim = buf.indexOf(0)
        if (fim < 0) return
        comando = buf.subarray(0, fim).toString()
        buf = buf.subarray(fim + 1)
      }
      while (buf.length >= 4) {
        const n = buf.readUInt32BE(0)
        if (n === 0) {
          const bytes = Buffer.concat(dados)
          recebidos.push({ comando, bytes, pedacos: dados.length })
          const resposta = responder(bytes, comando)
          if (resposta !== null) s.end(resposta)
          return
        }
        if (buf.length < 4 + n) return
        dados.push(Buffer.from(buf.subarray(4, 4 + n)))
        buf = buf.subarray(4 + n)
      }
    })
  })
  return { servidor, recebidos }
}

const abertos: net.Server[] = []
afterEach(async () => {
  await Promise.all(abertos.splice(0).map((s) => new Promise((r) => s.close(r))))
})

async function ouvir(servidor: net.Server): Promise<DestinoClamd> {
  abertos.push(servidor)
  await new Promise<void>((r) => servidor.listen(0, '127.0.0.1', r))
  return { host: '127.0.0.1', porta: (servidor.address() as net.AddressInfo).port }
}

describe('cliente INSTREAM do clamd', () => {
  it('lê os vereditos do clamd e recusa qualquer outra resposta', () => {
    expect(lerVeredito('stream: OK\0')).toEqual({ limpo: true })
    expect(lerVeredito('stream: Win.Test.EICAR_HDB-1 FOUND\0')).toEqual({ limpo: false, assinatura: 'Win.Test.EICAR_HDB-1' })
    expect(lerVeredito('stream: OK\n')).toEqual({ limpo: true })
    expect(() => lerVeredito('INSTREAM size limit exceeded. ERROR\0')).toThrow(ClamdIndisponivel)
    expect(() => lerVeredito('')).toThrow(ClamdIndisponivel)
  })

  it('envia zINSTREAM, os bytes em pedaços com o tamanho em 4 bytes big-endian e o zero final', async () => {
    const { servidor, recebidos } = falsoClamd((b) => (b.includes('VIRUS') ? 'stream: Teste.Virus FOUND\0' : 'stream: OK\0'))
    const destino = await ouvir(servidor)
    const limpo = Buffer.from('a'.repeat(1000) + 'b'.repeat(37))
    expect(await examinarNoClamd(destino, limpo, { pedacoBytes: 100 })).toEqual({ limpo: true })
    expect(recebidos[0]).toEqual({ comando: 'zINSTREAM', bytes: limpo, pedacos: 11 })
    expect(await examinarNoClamd(destino, Buffer.from('xx VIRUS xx'))).toEqual({ limpo: false, assinatura: 'Teste.Virus' })
    // An empty file is still a stream: only the terminator goes.
    expect(await examinarNoClamd(destino, new Uint8Array())).toEqual({ limpo: true })
    expect(recebidos[2]).toEqual({ comando: 'zINSTREAM', bytes: Buffer.alloc(0), pedacos: 0 })
  })

  it('fala com o clamd também por um socket unix', async () => {
    const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'clamd-falso-'))
    const caminho = path.join(pasta, 'clamd.sock')
    const { servidor } = falsoClamd(() => 'stream: Unix.Teste FOUND\0')
    abertos.push(servidor)
    await new Promise<void>((r) => servidor.listen(caminho, r))
    expect(await examinarNoClamd({ caminho }, Buffer.from('x'))).toEqual({ limpo: false, assinatura: 'Unix.Teste' })
  })

  it('clamd fora do ar, mudo ou que fecha sem veredito: ClamdIndisponivel, nunca "limpo"', async () => {
    // A port nobody listens on: one that was just released.
    const livre = await ouvir(net.createServer())
    await new Promise((r) => abertos.pop()!.close(r))
    await expect(examinarNoClamd(livre, Buffer.from('x'))).rejects.toThrow(/falha na conexão com o clamd: ECONNREFUSED/)

    const mudo = await ouvir(falsoClamd(() => null).servidor)
    const inicio = Date.now()
    await expect(examinarNoClamd(mudo, Buffer.from('x'), { prazoMs: 200 })).rejects.toThrow('o clamd não respondeu em 200 ms')
    expect(Date.now() - inicio).toBeLessThan(2000)

    const erro = await ouvir(falsoClamd(() => 'INSTREAM size limit exceeded. ERROR\0').servidor)
    await expect(examinarNoClamd(erro, Buffer.from('x'))).rejects.toBeInstanceOf(ClamdIndisponivel)

    const fecha = await ouvir(falsoClamd(() => '').servidor)
    await expect(examinarNoClamd(fecha, Buffer.from('x'))).rejects.toBeInstanceOf(ClamdIndisponivel)
  })
})
