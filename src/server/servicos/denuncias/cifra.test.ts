import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { abrir, acrescentar, gerarParX25519, parDoDenunciante, PARA_DENUNCIANTE, reselar, selar, type Envelope } from './cifra'

const ana = { id: 'ana', ...gerarParX25519() }
const bia = { id: 'bia', ...gerarParX25519() }
const caio = { id: 'caio', ...gerarParX25519() }
const semente = randomBytes(32)
const denunciante = { id: PARA_DENUNCIANTE, ...parDoDenunciante(semente) }
const CONTEXTO = 'denuncia:42:texto'

describe('selar / abrir', () => {
  it('opens for every recipient and for no one else; the ciphertext holds no plaintext', () => {
    const texto = 'MARCADOR-7731 o diretor desviou verbas'
    const env = selar(texto, CONTEXTO, [ana, bia, denunciante])
    expect(JSON.stringify(env)).not.toContain('MARCADOR')
    expect(abrir(env, CONTEXTO, 'ana', ana.chavePrivada).toString()).toBe(texto)
    expect(abrir(env, CONTEXTO, 'bia', bia.chavePrivada).toString()).toBe(texto)
    expect(abrir(env, CONTEXTO, PARA_DENUNCIANTE, denunciante.chavePrivada).toString()).toBe(texto)
    expect(() => abrir(env, CONTEXTO, 'caio', caio.chavePrivada)).toThrow('Este conteúdo não foi cifrado para esta chave.')
    // Bia's key on Ana's wrap.
    expect(() => abrir(env, CONTEXTO, 'ana', bia.chavePrivada)).toThrow('Não foi possível abrir o conteúdo: chave errada ou conteúdo alterado.')
  })

  it('derives the same reporter key pair from the same seed, so the receipt alone reopens it', () => {
    const env = selar('oi', CONTEXTO, [ana, { id: PARA_DENUNCIANTE, chavePublica: denunciante.chavePublica }])
    const deNovo = parDoDenunciante(Buffer.from(semente))
    expect(deNovo.chavePublica).toBe(denunciante.chavePublica)
    expect(abrir(env, CONTEXTO, PARA_DENUNCIANTE, deNovo.chavePrivada).toString()).toBe('oi')
    expect(() => parDoDenunciante(randomBytes(31))).toThrow('A semente da chave do denunciante deve ter 32 bytes.')
  })

  it('refuses a ciphertext moved to another report or field, or altered', () => {
    const env = selar('texto', CONTEXTO, [ana])
    expect(() => abrir(env, 'denuncia:43:texto', 'ana', ana.chavePrivada)).toThrow('chave errada ou conteúdo alterado')
    const cifrado = Buffer.from(env.cifrado, 'base64')
    cifrado[0] = cifrado[0]! ^ 1
    const alterado: Envelope = { ...env, cifrado: cifrado.toString('base64') }
    expect(() => abrir(alterado, CONTEXTO, 'ana', ana.chavePrivada)).toThrow('chave errada ou conteúdo alterado')
    // A wrap relabelled for another member does not open either.
    const relabel: Envelope = { ...env, embrulhos: env.embrulhos.map((e) => ({ ...e, para: 'bia' })) }
    expect(() => abrir(relabel, CONTEXTO, 'bia', bia.chavePrivada)).toThrow()
  })

  it('will not seal for the reporter alone: the team must always be able to read', () => {
    expect(() => selar('x', CONTEXTO, [denunciante])).toThrow('Nenhum membro da equipe de integridade tem chave: a denúncia não pode ser guardada.')
  })

  it('draws a new content key and IV each time', () => {
    const a = selar('igual', CONTEXTO, [ana])
    const b = selar('igual', CONTEXTO, [ana])
    expect(a.cifrado).not.toBe(b.cifrado)
    expect(a.iv).not.toBe(b.iv)
  })
})

describe('team changes', () => {
  it('adds a member without re-encrypting the content', () => {
    const env = selar('antigo', CONTEXTO, [ana, denunciante])
    const comCaio = acrescentar(env, CONTEXTO, 'ana', ana.chavePrivada, caio)
    expect(comCaio.cifrado).toBe(env.cifrado)
    expect(abrir(comCaio, CONTEXTO, 'caio', caio.chavePrivada).toString()).toBe('antigo')
    expect(abrir(comCaio, CONTEXTO, PARA_DENUNCIANTE, denunciante.chavePrivada).toString()).toBe('antigo')
  })

  it('re-seals without a removed member, keeping the reporter', () => {
    const env = selar('segredo', CONTEXTO, [ana, bia, denunciante])
    const semBia = reselar(env, CONTEXTO, 'ana', ana.chavePrivada, [ana, denunciante])
    expect(semBia.cifrado).not.toBe(env.cifrado)
    expect(() => abrir(semBia, CONTEXTO, 'bia', bia.chavePrivada)).toThrow('Este conteúdo não foi cifrado para esta chave.')
    expect(abrir(semBia, CONTEXTO, PARA_DENUNCIANTE, denunciante.chavePrivada).toString()).toBe('segredo')
  })
})
