import { argon2, createPrivateKey, createPublicKey, randomBytes, type KeyObject } from 'node:crypto'

import { problemaDaFrase } from '@/domain/frase'

import { aesGcm, aesGcmAbrir, gerarParX25519, publicaComoTexto } from './cifra'

/**
 * A team member's private key at rest: PKCS#8 sealed with AES-256-GCM under a
 * key Argon2id derives from the member's own passphrase. The server keeps only
 * this and the public half; nobody — the admin who registers the member
 * included — reads a report without the passphrase, which the member types
 * when opening one and which is never stored.
 *
 * Heavier than the receipt's hash (64 MiB, 3 passes): it runs once per opening
 * by a handful of people, and a passphrase, unlike a receipt, may be guessable.
 * The parameters are stored with the key so they can be raised later.
 */
export const PARAMETROS_FRASE = { memory: 65_536, passes: 3, parallelism: 1 } as const

// The rule is the domain's, so the key screen checks it in the browser too.
export { FRASE_MINIMO, problemaDaFrase } from '@/domain/frase'

export interface ChavePrivadaSelada {
  v: 1
  kdf: { memory: number; passes: number; parallelism: number }
  sal: string
  iv: string
  cifrado: string
}

/** A member's new key pair: the public half and the private one sealed by the passphrase. */
export async function novoParDoMembro(frase: string): Promise<{ chavePublica: string; chavePrivada: ChavePrivadaSelada }> {
  const problema = problemaDaFrase(frase)
  if (problema) throw new Error(problema)
  const par = gerarParX25519()
  return { chavePublica: par.chavePublica, chavePrivada: await selarChavePrivada(par.chavePrivada, frase) }
}

export async function selarChavePrivada(chave: KeyObject, frase: string, kdf: ChavePrivadaSelada['kdf'] = PARAMETROS_FRASE): Promise<ChavePrivadaSelada> {
  const sal = randomBytes(16)
  const der = chave.export({ type: 'pkcs8', format: 'der' })
  const chaveDaFrase = await derivar(frase, sal, kdf)
  try {
    const { iv, cifrado } = aesGcm(chaveDaFrase, der, aadDa(publicaComoTexto(createPublicKey(chave))))
    return { v: 1, kdf: { ...kdf }, sal: sal.toString('base64'), iv, cifrado }
  } finally {
    chaveDaFrase.fill(0)
    der.fill(0)
  }
}

/**
 * The private key, given the right passphrase. The public key is checked as
 * additional data, so a sealed key swapped onto another member's row fails.
 */
export async function abrirChavePrivada(selada: ChavePrivadaSelada, chavePublica: string, frase: string): Promise<KeyObject> {
  const chaveDaFrase = await derivar(frase, Buffer.from(selada.sal, 'base64'), selada.kdf)
  let der: Buffer
  try {
    der = aesGcmAbrir(chaveDaFrase, selada.iv, selada.cifrado, aadDa(chavePublica))
  } catch {
    throw new Error('Frase secreta incorreta.')
  } finally {
    chaveDaFrase.fill(0)
  }
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  } finally {
    der.fill(0)
  }
}

/** A new passphrase for the same key pair (the reports need no re-encryption). */
export async function trocarFrase(selada: ChavePrivadaSelada, chavePublica: string, fraseAtual: string, fraseNova: string): Promise<ChavePrivadaSelada> {
  const problema = problemaDaFrase(fraseNova)
  if (problema) throw new Error(problema)
  return selarChavePrivada(await abrirChavePrivada(selada, chavePublica, fraseAtual), fraseNova)
}

function aadDa(chavePublica: string): string {
  return `fomento:denuncias:chave-do-membro:${chavePublica}`
}

function derivar(frase: string, sal: Buffer, kdf: ChavePrivadaSelada['kdf']): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: frase.normalize('NFC'), nonce: sal, ...kdf, tagLength: 32 }, (erro, chave) =>
      erro ? reject(erro) : resolve(chave),
    )
  })
}
