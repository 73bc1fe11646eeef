import { describe, expect, it } from 'vitest'

import { abrir, selar } from './cifra'
import { abrirChavePrivada, novoParDoMembro, problemaDaFrase, selarChavePrivada, trocarFrase } from './chaves'

// Light parameters keep the suite fast; the production ones are exercised once below.
const LEVE = { memory: 1024, passes: 1, parallelism: 1 }
const FRASE = 'cavalo correto bateria grampo'

describe('problemaDaFrase', () => {
  it('asks for a long, varied passphrase', () => {
    expect(problemaDaFrase('curta')).toBe('A frase secreta deve ter pelo menos 16 caracteres.')
    expect(problemaDaFrase('abababababababababab')).toBe('A frase secreta não pode repetir sempre os mesmos caracteres.')
    expect(problemaDaFrase(FRASE)).toBeNull()
  })
})

// Each test derives the key three to six times with the production Argon2id cost (64 MiB, 3 passes): about a
// second each when the machine is quiet, several on 2 shared cores; over vitest's default 5 s there.
describe('member keys', { timeout: 30_000 }, () => {
  it('seals the private key with the passphrase; only the right passphrase opens reports', async () => {
    const par = await novoParDoMembro(FRASE)
    expect(JSON.stringify(par.chavePrivada)).not.toContain('PRIVATE')
    expect(par.chavePrivada.kdf).toEqual({ memory: 65_536, passes: 3, parallelism: 1 })
    const env = selar('denúncia', 'c', [{ id: 'm1', chavePublica: par.chavePublica }])
    const chave = await abrirChavePrivada(par.chavePrivada, par.chavePublica, FRASE)
    expect(abrir(env, 'c', 'm1', chave).toString()).toBe('denúncia')
    await expect(abrirChavePrivada(par.chavePrivada, par.chavePublica, `${FRASE}!`)).rejects.toThrow('Frase secreta incorreta.')
  })

  it('refuses a weak passphrase at creation', async () => {
    await expect(novoParDoMembro('curta')).rejects.toThrow('A frase secreta deve ter pelo menos 16 caracteres.')
  })

  it('refuses a sealed key copied onto another member (public key bound)', async () => {
    const a = await novoParDoMembro(FRASE)
    const b = await novoParDoMembro(FRASE)
    await expect(abrirChavePrivada(a.chavePrivada, b.chavePublica, FRASE)).rejects.toThrow('Frase secreta incorreta.')
  })

  it('changes the passphrase, keeping the key pair', async () => {
    const a = await novoParDoMembro(FRASE)
    const chave = await abrirChavePrivada(a.chavePrivada, a.chavePublica, FRASE)
    const leve = await selarChavePrivada(chave, FRASE, LEVE)
    const nova = await trocarFrase(leve, a.chavePublica, FRASE, 'outra frase bem comprida aqui')
    const env = selar('x', 'c', [{ id: 'm', chavePublica: a.chavePublica }])
    expect(abrir(env, 'c', 'm', await abrirChavePrivada(nova, a.chavePublica, 'outra frase bem comprida aqui')).toString()).toBe('x')
    await expect(abrirChavePrivada(nova, a.chavePublica, FRASE)).rejects.toThrow('Frase secreta incorreta.')
    await expect(trocarFrase(leve, a.chavePublica, 'errada errada errada', 'outra frase bem comprida aqui')).rejects.toThrow('Frase secreta incorreta.')
  })
})
