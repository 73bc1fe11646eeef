import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { FATIAS_DO_AMBIENTE, verificarAmbienteDaPartida } from './ambiente'

/** The variables README's Configuration table documents, from its first column. */
function variaveisDoReadme(): string[] {
  const readme = fs.readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  const secao = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1))
  return secao
    .split('\n')
    .filter((linha) => /^\| `/.test(linha))
    .flatMap((linha) => [...linha.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!))
}

describe('o ambiente da partida', () => {
  it('cada variável é lida por uma fatia só, e o README documenta exatamente as que as fatias leem', () => {
    const lidas = FATIAS_DO_AMBIENTE.flatMap((f) => f.variaveis)
    expect(new Set(lidas).size).toBe(lidas.length)
    expect([...lidas].sort()).toEqual(variaveisDoReadme().sort())
  })

  it('valores ruins em fatias diferentes: uma mensagem que nomeia cada um', () => {
    expect(() => verificarAmbienteDaPartida({ PAYLOAD_SECRET: 'curto', HOSTNAME: 'http://x', CLAMAV_HOST: 'tcp://clamav', LIMITES: 'x' })).toThrow(
      'Configuração inválida nas variáveis de ambiente:\n' +
        '  - PAYLOAD_SECRET: deve ter pelo menos 32 caracteres\n' +
        '  - HOSTNAME: deve ser um endereço IP ou nome de máquina, ex.: 127.0.0.1\n' +
        '  - LIMITES: "x" deve ser regra=pontos/segundos, ex.: formulario=10/600\n' +
        '  - CLAMAV_HOST: deve ser host, host:porta ou o caminho de um socket unix, ex.: clamav:3310 ou /run/clamav/clamd.ctl',
    )
    expect(() => verificarAmbienteDaPartida({})).not.toThrow()
  })
})
