import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { criarLogger, LOTE_DO_LOG, registroDePedidos, saidaEmLotes } from './log'

function logEmMemoria(nivel = 'info') {
  const linhas: string[] = []
  const destino = new Writable({
    write(chunk: Buffer, _enc, cb) {
      linhas.push(chunk.toString())
      cb()
    },
  })
  return { linhas, log: criarLogger(nivel, destino) }
}

describe('logger sem dados pessoais', () => {
  it('remove os valores de campos pessoais em qualquer nível do objeto', () => {
    const { linhas, log } = logEmMemoria()
    log.info({ cpf: '123.456.789-09', solicitacao: { email: 'ana@empresa.com.br', valor: 50000 } }, 'simulação recebida')
    const linha = linhas.join('')
    expect(linha).not.toContain('123.456.789-09')
    expect(linha).not.toContain('ana@empresa.com.br')
    expect(linha).toContain('50000')
    expect(linha).toContain('simulação recebida')
  })

  it('mascara e-mail e CPF dentro da mensagem e do erro', () => {
    const { linhas, log } = logEmMemoria()
    log.error({ err: new Error('destinatário joao@prefeitura.rs.gov.br recusado') }, 'falha para CPF 12345678909')
    const linha = linhas.join('')
    expect(linha).not.toContain('joao@prefeitura.rs.gov.br')
    expect(linha).not.toContain('12345678909')
    expect(linha).toContain('[e-mail]')
    expect(linha).toContain('[cpf]')
  })

  it('um erro causado pelo cliente (4xx) é uma linha curta sem pilha; um erro do servidor mantém a sua', () => {
    const { linhas, log } = logEmMemoria()
    const doCliente = Object.assign(new Error('Valor inválido no filtro "id".'), { status: 400 })
    log.error({ err: doCliente })
    log.error({ err: new Error('not-found') })
    log.error({ err: Object.assign(new Error('falhou no banco'), { status: 500 }) })
    const [a, b, c] = linhas.map((l) => JSON.parse(l) as { err: { stack?: string; message: string; status?: number } })
    expect(a!.err).toEqual({ type: 'Error', message: 'Valor inválido no filtro "id".', status: 400 })
    expect(b!.err.stack).toBeUndefined()
    expect(c!.err.stack).toMatch(/^Error: falhou no banco\n\s+at /)
  })
})

describe('saída do log em lotes', () => {
  const espera = (ms: number) => new Promise((r) => setTimeout(r, ms))

  it('as linhas esperam o lote (4 KB) ou o prazo (200 ms) e saem juntas numa escrita; nada se perde ao fechar', async () => {
    const arquivo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-')), 'saida.log')
    const saida = saidaEmLotes(arquivo)
    await once(saida, 'ready')
    const log = criarLogger('info', saida)
    log.info({ pedido: 'a' }, 'pedido atendido')
    await espera(20)
    // A lone line waits for the batch's deadline...
    expect(fs.readFileSync(arquivo, 'utf8')).toBe('')
    await espera(LOTE_DO_LOG.ms + 150)
    // ...and is there once it passed.
    expect(fs.readFileSync(arquivo, 'utf8').split('\n').filter(Boolean)).toHaveLength(1)
    // A batch's worth goes out without waiting for the deadline.
    const linhas = Math.ceil(LOTE_DO_LOG.bytes / 100) + 5
    for (let i = 0; i < linhas; i++) log.info({ pedido: `p${i}` }, 'pedido atendido')
    await espera(20)
    expect(fs.readFileSync(arquivo, 'utf8').split('\n').filter(Boolean).length).toBeGreaterThan(1)
    // The rest of that batch goes at the deadline. Waiting for it keeps the next write from racing an
    // asynchronous one still in flight (under load it could land first, out of order).
    await espera(LOTE_DO_LOG.ms + 150)
    expect(fs.readFileSync(arquivo, 'utf8').split('\n').filter(Boolean)).toHaveLength(linhas + 1)
    // What is left is written when the process ends (pino's exit handler calls this).
    log.info({ pedido: 'ultima' }, 'pedido atendido')
    saida.flushSync()
    const todas = fs.readFileSync(arquivo, 'utf8').split('\n').filter(Boolean)
    expect(todas).toHaveLength(linhas + 2)
    expect(todas.at(-1)).toContain('"pedido":"ultima"')
    saida.end()
  })
})

describe('registro de pedidos', () => {
  const linhaDoPedido = { pedido: 'p1', metodo: 'GET', grupo: 'pagina', caminho: '/noticias', status: 200, ms: 1.5 }

  it('escreve a mesma linha que o logger do processo, no mesmo destino', () => {
    const { linhas, log } = logEmMemoria()
    log.info(linhaDoPedido, 'pedido atendido')
    registroDePedidos(log).info(linhaDoPedido, 'pedido atendido')
    expect(linhas).toHaveLength(2)
    const [doProcesso, doRegistro] = linhas.map((l) => JSON.parse(l) as Record<string, unknown>)
    expect({ ...doRegistro, time: 0 }).toEqual({ ...doProcesso, time: 0 })
    expect(doRegistro).toMatchObject({ level: 30, name: 'fomento', caminho: '/noticias', msg: 'pedido atendido' })
  })

  it('segue o nível do logger do processo', () => {
    const { linhas, log } = logEmMemoria('warn')
    const registro = registroDePedidos(log)
    registro.info(linhaDoPedido, 'pedido atendido')
    expect(linhas).toHaveLength(0)
    registro.warn({ ...linhaDoPedido, status: 500 }, 'pedido atendido')
    expect(linhas).toHaveLength(1)
  })
})
