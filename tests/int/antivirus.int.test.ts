import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as desafio } from '@/app/(contract)/captcha/desafio/route'
import { POST as ouvidoriaLegada } from '@/app/(contract)/fas/formularioOuvidoria/route'
import { POST as subirArquivo } from '@/app/(contract)/fas/protocoloDigital/subirArquivo/route'
import { POST as denunciar } from '@/app/(contract)/site-api/denuncias/route'
import { ClamdIndisponivel, examinarNoClamd, type DestinoClamd } from '@/server/adaptadores/antivirus/clamd'
import { MENSAGEM_ANTIVIRUS_INDISPONIVEL, mensagemArquivoInfectado } from '@/server/adaptadores/antivirus'
import { ambienteDoAntivirus } from '@/server/adaptadores/antivirus/ambiente'
import { novoParDoMembro } from '@/server/servicos/denuncias/chaves'

import { createStaffUser, getTestPayload } from './helpers'

/**
 * The antivirus on the real routes, against a real clamd from Debian's clamav-daemon
 * (`.ci/run` installs it). With no internet for freshclam, this file gives clamd a
 * database of its own: a hash signature (.hdb, `md5:tamanho:nome`) of the EICAR test
 * file, which clamd loads like any official one. One clamd per file, on a free port.
 */

const CLAMD = ['/usr/sbin/clamd', '/usr/bin/clamd', '/usr/local/sbin/clamd'].find((p) => fs.existsSync(p)) ?? (spawnSync('sh', ['-c', 'command -v clamd']).stdout?.toString().trim() || null)
if (!CLAMD) console.log('antivirus.int.test.ts: IGNORADO — clamd não está instalado (apt-get install clamav-daemon; .ci/run instala)')

const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const semParams = { params: Promise.resolve({}) }

let clamd: ChildProcess | null = null
let destino: DestinoClamd
let pasta = ''

async function portaLivre(): Promise<number> {
  const s = net.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const porta = (s.address() as net.AddressInfo).port
  await new Promise((r) => s.close(r))
  return porta
}

async function iniciarClamd(): Promise<void> {
  pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'clamd-'))
  fs.mkdirSync(path.join(pasta, 'db'))
  fs.writeFileSync(path.join(pasta, 'db', 'teste.hdb'), `${createHash('md5').update(EICAR).digest('hex')}:${EICAR.length}:Teste.EICAR\n`)
  const porta = await portaLivre()
  fs.writeFileSync(
    path.join(pasta, 'clamd.conf'),
    [`Foreground yes`, `DatabaseDirectory ${pasta}/db`, `TCPSocket ${porta}`, `TCPAddr 127.0.0.1`, `LogFile ${pasta}/clamd.log`, `PidFile ${pasta}/clamd.pid`, ''].join('\n'),
  )
  clamd = spawn(CLAMD!, ['-c', path.join(pasta, 'clamd.conf')], { stdio: 'ignore' })
  destino = { host: '127.0.0.1', porta }
  const limite = Date.now() + 60_000
  for (;;) {
    try {
      await examinarNoClamd(destino, Buffer.from('ping'), { prazoMs: 2000 })
      return
    } catch (e) {
      if (Date.now() > limite || clamd.exitCode !== null) throw new Error(`clamd não subiu: ${(e as Error).message}\n${fs.existsSync(`${pasta}/clamd.log`) ? fs.readFileSync(`${pasta}/clamd.log`, 'utf8') : ''}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

async function pararClamd(): Promise<void> {
  if (!clamd || clamd.exitCode !== null) return
  const fim = new Promise((r) => clamd!.once('exit', r))
  clamd.kill('SIGTERM')
  await fim
}

async function captcha(): Promise<string> {
  const challenge = (await (await desafio(new Request('http://t/captcha/desafio'), semParams)).json()) as Parameters<typeof solveChallenge>[0]['challenge']
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

async function subir(bytes: Buffer, nome: string): Promise<Response> {
  const form = new FormData()
  form.set('arquivo', new File([new Uint8Array(bytes)], nome))
  form.set('nomeArquivo', nome)
  return subirArquivo(new Request('http://t/fas/protocoloDigital/subirArquivo', { method: 'POST', body: form }), semParams)
}

async function denunciarCom(nome: string, bytes: Buffer): Promise<Response> {
  const corpo = { anonimo: true, denuncia: '<p>Notas frias no setor de compras.</p>', Documentos: [{ nome, conteudo: bytes.toString('base64'), withContent: true }], captcha: await captcha() }
  return denunciar(new Request('http://t/site-api/denuncias', { method: 'POST', body: JSON.stringify(corpo) }), semParams)
}

/**
 * The ombudsman's legacy call: its files come inside the body, base64 in hiddenDocumentos. Each call
 * says something new: the call is idempotent, and a repeated body would get the first one's answer.
 */
let manifestacoes = 0
async function manifestarCom(nome: string, bytes: Buffer): Promise<Response> {
  const campos = {
    nome: 'Marta Fagundes',
    email: 'marta@exemplo.com.br',
    cpfCnpj: '529.982.247-25',
    telefone: '(51)99876-5432',
    endereco: 'Rua dos Andradas, 100, Porto Alegre',
    naturezaManifestacao: 'Reclamação',
    assunto: 'Demora na liberação do crédito',
    mensagem: `Meu pedido está parado há dois meses (${++manifestacoes}).`,
    hiddenDocumentos: JSON.stringify([{ nome, conteudo: bytes.toString('base64') }]),
    'g-recaptcha-response': await captcha(),
  }
  return ouvidoriaLegada(
    new Request('http://t/fas/formularioOuvidoria', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(campos).toString() }),
    semParams,
  )
}

const contar = async () => {
  const payload = await getTestPayload()
  const anexos = (await payload.count({ collection: 'anexos', overrideAccess: true })).totalDocs
  const denuncias = (await payload.count({ collection: 'denuncias', overrideAccess: true })).totalDocs
  const manifestacoes = (await payload.count({ collection: 'manifestacoes-ouvidoria', overrideAccess: true })).totalDocs
  return { anexos, denuncias, manifestacoes }
}

/** The configuration the routes read on every call (ambienteDoAntivirus.atual()), switched per case as CLAMAV_HOST would. */
const usarAntivirus = (d: DestinoClamd | undefined) => {
  ambienteDoAntivirus.atual().clamav = d
}

describe.skipIf(!CLAMD)('antivírus (clamd de verdade)', () => {
  beforeAll(async () => {
    await Promise.all([iniciarClamd(), getTestPayload()])
    // A whistleblower report is sealed for the integrity team: it needs one member with keys.
    const payload = await getTestPayload()
    const usuario = await createStaffUser(['integridade'])
    const membro = await novoParDoMembro('cavalo correto bateria grampo')
    await payload.create({ collection: 'membros-integridade', overrideAccess: true, data: { usuario: usuario.id, ...membro, chavePrivada: membro.chavePrivada as unknown as Record<string, unknown> } })
  }, 120_000)

  afterAll(async () => {
    await pararClamd()
    if (pasta) fs.rmSync(pasta, { recursive: true, force: true })
  })

  it('o clamd do teste detecta o EICAR com a assinatura escrita pelo teste, e não um PDF limpo', async () => {
    expect(await examinarNoClamd(destino, EICAR)).toEqual({ limpo: false, assinatura: 'Teste.EICAR.UNOFFICIAL' })
    expect(await examinarNoClamd(destino, PDF)).toEqual({ limpo: true })
  })

  it('envio de arquivo: o EICAR é recusado com a mensagem no campo, nada guardado; um PDF limpo passa', async () => {
    usarAntivirus(destino)
    const antes = await contar()
    const r = await subir(EICAR, 'eicar.txt')
    expect(r.status).toBe(400)
    const mensagem = 'O arquivo eicar.txt contém vírus ou conteúdo malicioso e foi recusado.'
    expect(mensagemArquivoInfectado('eicar.txt')).toBe(mensagem)
    expect(await r.json()).toEqual({ message: mensagem, erros: [{ campo: 'arquivos', mensagem }] })
    expect(r.headers.get('set-cookie')).toBeNull()
    expect(await contar()).toEqual(antes)

    const ok = await subir(PDF, 'Relatório.pdf')
    expect(ok.status).toBe(200)
    expect(((await ok.json()) as { id: string }).id).toMatch(/^[\w-]{20,}$/)
    expect(await contar()).toEqual({ ...antes, anexos: antes.anexos + 1 })
  })

  it('denúncia: um documento com o EICAR recusa a denúncia inteira antes de cifrar, nada guardado; com um PDF limpo ela é registrada', async () => {
    usarAntivirus(destino)
    const antes = await contar()
    const r = await denunciarCom('provas.txt', EICAR)
    expect(r.status).toBe(400)
    const mensagem = mensagemArquivoInfectado('provas.txt')
    expect(await r.json()).toEqual({ message: mensagem, erros: [{ campo: 'Documentos', mensagem }] })
    expect(await contar()).toEqual(antes)

    const ok = await denunciarCom('provas.pdf', PDF)
    expect(ok.status).toBe(200)
    expect(await contar()).toEqual({ ...antes, denuncias: antes.denuncias + 1 })
  })

  it('ouvidoria: um arquivo com o EICAR em hiddenDocumentos recusa a manifestação, nada guardado; com um PDF limpo ela é registrada', async () => {
    usarAntivirus(destino)
    const antes = await contar()
    const r = await manifestarCom('eicar.txt', EICAR)
    expect(r.status).toBe(400)
    expect(await r.text()).toContain(mensagemArquivoInfectado('eicar.txt'))
    expect(await contar()).toEqual(antes)

    const ok = await manifestarCom('contrato.pdf', PDF)
    expect(ok.status).toBe(200)
    expect(await contar()).toEqual({ ...antes, anexos: antes.anexos + 1, manifestacoes: antes.manifestacoes + 1 })
  })

  it('sem CLAMAV_HOST nada é examinado: o mesmo EICAR (um .txt válido) é aceito', async () => {
    usarAntivirus(undefined)
    const antes = await contar()
    expect((await subir(EICAR, 'eicar.txt')).status).toBe(200)
    expect((await denunciarCom('provas.txt', EICAR)).status).toBe(200)
    expect(await contar()).toEqual({ ...antes, anexos: antes.anexos + 1, denuncias: antes.denuncias + 1 })
  })

  it('clamd configurado mas fora do ar: 503 com Retry-After e a mensagem, nada guardado — nem um PDF limpo', async () => {
    await pararClamd()
    await expect(examinarNoClamd(destino, PDF)).rejects.toBeInstanceOf(ClamdIndisponivel)
    usarAntivirus(destino)
    const antes = await contar()
    const r = await subir(PDF, 'Relatório.pdf')
    expect(r.status).toBe(503)
    expect(r.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(await r.json()).toEqual({ message: MENSAGEM_ANTIVIRUS_INDISPONIVEL, erros: [{ campo: 'arquivos', mensagem: MENSAGEM_ANTIVIRUS_INDISPONIVEL }] })
    const d = await denunciarCom('provas.pdf', PDF)
    expect(d.status).toBe(503)
    expect(await d.json()).toEqual({ message: MENSAGEM_ANTIVIRUS_INDISPONIVEL, erros: [{ campo: 'Documentos', mensagem: MENSAGEM_ANTIVIRUS_INDISPONIVEL }] })
    const m = await manifestarCom('contrato.pdf', PDF)
    expect(m.status).toBe(503)
    expect(await m.text()).toContain(MENSAGEM_ANTIVIRUS_INDISPONIVEL)
    expect(await contar()).toEqual(antes)
  })
})
