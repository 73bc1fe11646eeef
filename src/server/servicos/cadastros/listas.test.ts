import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'

import { getCbo, getCnae } from '@brazilian-utils/brazilian-utils'
import { describe, expect, it } from 'vitest'

import cbo from './codigos/cbo.json'
import cnae from './codigos/cnae.json'
import { listarProfissoes, listarRamosAtividade } from './listas'

const sha256 = (texto: string) => createHash('sha256').update(texto).digest('hex')
const versaoDoPacote = (createRequire(import.meta.url)('@brazilian-utils/brazilian-utils/package.json') as { version: string }).version

/**
 * The answers as the previous build (every code asked to the package on the first request) served
 * them, captured once at 529bf90 with @brazilian-utils/brazilian-utils 2.4.0: count, bytes and
 * SHA-256 of the JSON body. Reading the package's table from codigos/*.json must not change a byte.
 */
const SERVIDO_ANTES = {
  cnae: { itens: 1332, bytes: 111_816, sha256: '73c2382a67cb4806eef5b9c68d67ead8bea9b86e02f05bd966df5eed3941f434' },
  cbo: { itens: 2694, bytes: 167_511, sha256: '131e5aa18ff0211d3c16403b64dcdd6d7b92389d364f3b1162774ac1bd4fa297' },
}

describe('listas de códigos lidas da cópia gerada (npm run gerar:codigos)', () => {
  it('ramoAtividade: the same 1332 CNAE subclasses, byte for byte, as the code-by-code build', () => {
    const json = JSON.stringify(listarRamosAtividade())
    expect({ itens: listarRamosAtividade().length, bytes: json.length, sha256: sha256(json) }).toEqual(SERVIDO_ANTES.cnae)
  })

  it('profissao: the same 2694 CBO occupations, byte for byte, as the code-by-code build', () => {
    const json = JSON.stringify(listarProfissoes())
    expect({ itens: listarProfissoes().length, bytes: json.length, sha256: sha256(json) }).toEqual(SERVIDO_ANTES.cbo)
  })

  it('the copy is of the installed package: same version, and the package answers each code as copied', () => {
    // After an upgrade of @brazilian-utils/brazilian-utils, run `npm run gerar:codigos` (and update SERVIDO_ANTES).
    expect([cnae.versao, cbo.versao]).toEqual([versaoDoPacote, versaoDoPacote])
    for (const [codigo = '', descricao] of cnae.codigos) expect(getCnae(codigo)).toEqual({ code: codigo, description: descricao })
    for (const [codigo = '', descricao] of cbo.codigos) expect(getCbo(codigo)).toEqual({ code: codigo, description: descricao })
  })

  it('codes in ascending order, each once (the order the code-by-code build found them)', () => {
    for (const { codigos } of [cnae, cbo]) {
      const ids = codigos.map(([codigo]) => codigo)
      expect(ids).toEqual([...new Set(ids)].sort())
    }
  })
})
