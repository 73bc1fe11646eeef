import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  diffieHellman,
  generateKeyPairSync,
  hkdfSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto'

/**
 * The sealed envelope every piece of a report travels in (text, identity,
 * messages, files): AES-256-GCM under a random content key drawn per item,
 * and that key wrapped once for each recipient with X25519: a fresh ephemeral
 * key pair per wrap, the shared secret through HKDF-SHA-256 into a
 * key-encryption key. Recipients are the `integridade` team members (one key
 * pair each, the private half sealed by their passphrase, see ./chaves) and the
 * reporter, whose key pair is derived from the receipt (see ./recibo): its
 * public half is stored with the report, so the team can write to the reporter
 * without ever holding the receipt, and only the receipt opens what it wrote.
 *
 * The `contexto` (the report's id and the field's name) is authenticated with
 * the content and with each wrapped key, so a ciphertext moved to another
 * report or field no longer opens. Stored as JSON text with base64 fields and
 * a version, so the scheme can change without guessing what an old row holds.
 */
export const VERSAO_ENVELOPE = 1
const INFO_HKDF = 'fomento:denuncias:embrulho:v1'
/** The recipient id of the reporter's wrap. */
export const PARA_DENUNCIANTE = 'denunciante'

export interface Embrulho {
  /** The team member's id, or 'denunciante'. */
  para: string
  /** The ephemeral X25519 public key (SPKI DER, base64). */
  efemera: string
  iv: string
  chave: string
}

export interface Envelope {
  v: typeof VERSAO_ENVELOPE
  iv: string
  cifrado: string
  embrulhos: Embrulho[]
}

export interface Destinatario {
  id: string
  /** SPKI DER of the recipient's X25519 public key, base64. */
  chavePublica: string
}

/** A new X25519 key pair: the public half as stored, the private as a KeyObject. */
export function gerarParX25519(): { chavePublica: string; chavePrivada: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('x25519')
  return { chavePublica: publicaComoTexto(publicKey), chavePrivada: privateKey }
}

// PKCS#8 header of an X25519 private key (RFC 8410), followed by the 32 raw bytes.
const PKCS8_X25519 = Buffer.from('302e020100300506032b656e04220420', 'hex')

/** The reporter's key pair, from the 32 bytes the receipt derives (X25519 clamps any 32 bytes into a key). */
export function parDoDenunciante(semente: Buffer): { chavePublica: string; chavePrivada: KeyObject } {
  if (semente.length !== 32) throw new Error('A semente da chave do denunciante deve ter 32 bytes.')
  const chavePrivada = createPrivateKey({ key: Buffer.concat([PKCS8_X25519, semente]), format: 'der', type: 'pkcs8' })
  return { chavePublica: publicaComoTexto(createPublicKey(chavePrivada)), chavePrivada }
}

/** Seals `conteudo` for every recipient given (at least one team member). */
export function selar(conteudo: Buffer | string, contexto: string, destinatarios: Destinatario[]): Envelope {
  if (!destinatarios.some((d) => d.id !== PARA_DENUNCIANTE)) {
    throw new Error('Nenhum membro da equipe de integridade tem chave: a denúncia não pode ser guardada.')
  }
  const chaveDoConteudo = randomBytes(32)
  try {
    const { iv, cifrado } = aesGcm(chaveDoConteudo, Buffer.from(conteudo), contexto)
    return { v: VERSAO_ENVELOPE, iv, cifrado, embrulhos: destinatarios.map((d) => embrulhar(chaveDoConteudo, d, contexto)) }
  } finally {
    chaveDoConteudo.fill(0)
  }
}

/** Opens an envelope as `quem` (a member's id or PARA_DENUNCIANTE); throws when it is not theirs or was altered. */
export function abrir(envelope: Envelope, contexto: string, quem: string, chavePrivada: KeyObject): Buffer {
  const chaveDoConteudo = desembrulhar(envelope, contexto, quem, chavePrivada)
  try {
    return aesGcmAbrir(chaveDoConteudo, envelope.iv, envelope.cifrado, contexto)
  } finally {
    chaveDoConteudo.fill(0)
  }
}

/** Gives a new member access to an envelope `quem` can open, without touching the content's ciphertext. */
export function acrescentar(envelope: Envelope, contexto: string, quem: string, chavePrivada: KeyObject, novo: Destinatario): Envelope {
  const chaveDoConteudo = desembrulhar(envelope, contexto, quem, chavePrivada)
  try {
    const outros = envelope.embrulhos.filter((e) => e.para !== novo.id)
    return { ...envelope, embrulhos: [...outros, embrulhar(chaveDoConteudo, novo, contexto)] }
  } finally {
    chaveDoConteudo.fill(0)
  }
}

/**
 * Re-seals under a new content key for the recipients given (a removed member
 * left out): the old content key, which a removed member may have kept, opens
 * nothing any more once the old ciphertext is overwritten.
 */
export function reselar(envelope: Envelope, contexto: string, quem: string, chavePrivada: KeyObject, destinatarios: Destinatario[]): Envelope {
  return selar(abrir(envelope, contexto, quem, chavePrivada), contexto, destinatarios)
}

export function publicaComoTexto(chave: KeyObject): string {
  return chave.export({ type: 'spki', format: 'der' }).toString('base64')
}

function embrulhar(chaveDoConteudo: Buffer, d: Destinatario, contexto: string): Embrulho {
  const publica = createPublicKey({ key: Buffer.from(d.chavePublica, 'base64'), format: 'der', type: 'spki' })
  const { publicKey, privateKey } = generateKeyPairSync('x25519')
  const efemera = publicaComoTexto(publicKey)
  const kek = chaveDeEmbrulho(diffieHellman({ privateKey, publicKey: publica }), efemera, d.id)
  const { iv, cifrado } = aesGcm(kek, chaveDoConteudo, `${contexto}:chave`)
  return { para: d.id, efemera, iv, chave: cifrado }
}

function desembrulhar(envelope: Envelope, contexto: string, quem: string, chavePrivada: KeyObject): Buffer {
  const embrulho = envelope.embrulhos.find((e) => e.para === quem)
  if (!embrulho) throw new Error('Este conteúdo não foi cifrado para esta chave.')
  const efemera = createPublicKey({ key: Buffer.from(embrulho.efemera, 'base64'), format: 'der', type: 'spki' })
  const kek = chaveDeEmbrulho(diffieHellman({ privateKey: chavePrivada, publicKey: efemera }), embrulho.efemera, quem)
  return aesGcmAbrir(kek, embrulho.iv, embrulho.chave, `${contexto}:chave`)
}

/** The ephemeral key and the recipient's id go into HKDF, so a wrap cannot be relabelled. */
function chaveDeEmbrulho(segredo: Buffer, efemera: string, para: string): Buffer {
  return Buffer.from(hkdfSync('sha256', segredo, Buffer.from(`${efemera}|${para}`), INFO_HKDF, 32))
}

/** AES-256-GCM with a random 96-bit IV; the 16-byte tag is appended to the ciphertext. */
export function aesGcm(chave: Buffer, claro: Buffer, aad: string): { iv: string; cifrado: string } {
  const iv = randomBytes(12)
  const cifra = createCipheriv('aes-256-gcm', chave, iv)
  cifra.setAAD(Buffer.from(aad))
  const cifrado = Buffer.concat([cifra.update(claro), cifra.final(), cifra.getAuthTag()])
  return { iv: iv.toString('base64'), cifrado: cifrado.toString('base64') }
}

export function aesGcmAbrir(chave: Buffer, iv: string, cifradoB64: string, aad: string): Buffer {
  const cifrado = Buffer.from(cifradoB64, 'base64')
  if (cifrado.length < 16) throw new Error('Conteúdo cifrado corrompido.')
  const decifra = createDecipheriv('aes-256-gcm', chave, Buffer.from(iv, 'base64'))
  decifra.setAAD(Buffer.from(aad))
  decifra.setAuthTag(cifrado.subarray(cifrado.length - 16))
  try {
    return Buffer.concat([decifra.update(cifrado.subarray(0, cifrado.length - 16)), decifra.final()])
  } catch {
    throw new Error('Não foi possível abrir o conteúdo: chave errada ou conteúdo alterado.')
  }
}
