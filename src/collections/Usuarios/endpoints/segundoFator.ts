import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadHandler, type PayloadRequest } from 'payload'

import { hasRole } from '@/access/roles'
import { estadoDaSessao, MENSAGEM_SEGUNDO_FATOR } from '@/access/segundo-fator'
import { esquemaCodigo } from '@/domain/codigo-verificacao'
import { env, payloadSecret } from '@/server/plataforma/env'
import { chaveDoCliente, reservarTentativa } from '@/server/adaptadores/limites'
import { confirmarInscricao, iniciarInscricao, redefinirSegundoFator, renovarCodigosDeRecuperacao, verificarSessao, type Resultado } from '@/server/servicos/segundo-fator/conta'
import { qrCodeSvg } from '@/server/servicos/segundo-fator/qr'

import { registrarAcao } from '../../Auditoria/registrar'

/**
 * The second factor's calls, under /api/users/segundo-fator (docs/api/openapi.yaml,
 * docs/decisions/0015-segundo-fator.md). Answers never carry the stored secret;
 * only the enrolment shows a new secret, once, to the session enrolling it.
 */

const SEM_CACHE = { 'Cache-Control': 'no-store' }
const recusa = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: SEM_CACHE })

export const MENSAGENS_CODIGO = {
  incorreto: 'Código de verificação incorreto. Confira o código no aplicativo autenticador e tente de novo.',
  reutilizado: 'Este código já foi usado. Aguarde o próximo código no aplicativo autenticador.',
  'sem-inscricao': 'Comece a ativação da verificação em duas etapas antes de confirmar um código.',
  'ja-ativo': 'A verificação em duas etapas já está ativa nesta conta.',
  'sem-segundo-fator': 'Esta conta não tem verificação em duas etapas ativa.',
} as const

type Usuario = NonNullable<PayloadRequest['user']> & { _sid?: string }

function usuarioDaSessao(req: PayloadRequest): Usuario | null {
  return req.user && req.user.collection === 'users' ? req.user : null
}

/** The name the authenticator app shows next to the account: the site's host. */
function emissor(): string {
  try {
    return new URL(env().siteUrl).host
  } catch {
    return 'Back-office'
  }
}

/**
 * Wrong codes count against the account (not the address: whoever has the password
 * may come from anywhere) under the `segundoFator` limit, like wrong passwords at login.
 */
async function comLimite(req: PayloadRequest, usuario: Usuario, conferir: (codigo: string) => Promise<Resultado>): Promise<Response> {
  const chave = chaveDoCliente(`conta:${String(usuario.id)}`, payloadSecret())
  // Counted before the code is checked (parallel guesses cannot slip past the limit); given back
  // unless the code was wrong or reused.
  const tentativa = await reservarTentativa('segundoFator', chave)
  if (tentativa instanceof Response) return tentativa
  const corpo: unknown = await req.json?.().catch(() => null)
  const lido = esquemaCodigo.safeParse(corpo ?? {})
  if (!lido.success) {
    await tentativa.devolver()
    return recusa(400, lido.error.issues[0]?.message ?? 'Informe o código de verificação.')
  }
  const resultado = await conferir(lido.data.codigo).catch(async (e: unknown) => {
    await tentativa.devolver()
    throw e
  })
  if (resultado.ok) {
    await tentativa.devolver()
    // A confirmed enrolment answers its recovery codes, this once.
    const codigos = resultado.codigosRecuperacao ? { codigosRecuperacao: resultado.codigosRecuperacao } : {}
    return Response.json({ message: 'Código confirmado.', ...codigos }, { headers: SEM_CACHE })
  }
  if (resultado.motivo === 'incorreto' || resultado.motivo === 'reutilizado') return recusa(400, MENSAGENS_CODIGO[resultado.motivo])
  await tentativa.devolver()
  return recusa(409, MENSAGENS_CODIGO[resultado.motivo])
}

/**
 * No session reached this call: never signed in, signed out, or (the usual surprise) a back-office
 * opened at another address than PUBLIC_SITE_URL, where the session is not accepted (payload.config.ts csrf).
 */
const naoAutenticado = () =>
  `Sua sessão não foi encontrada: entre de novo com seu e-mail e senha em ${env().siteUrl}/admin/login. O back-office só aceita a sessão nesse endereço (PUBLIC_SITE_URL); se você entrou por outro endereço, use este.`

/** GET: where this session stands (`verificado`, `pendente`, `inscricao`, `dispensado`). */
const situacao: PayloadHandler = (req) => {
  const usuario = usuarioDaSessao(req)
  if (!usuario) return Promise.resolve(recusa(401, naoAutenticado()))
  return Promise.resolve(Response.json({ estado: estadoDaSessao(usuario) ?? 'dispensado' }, { headers: SEM_CACHE }))
}

/** POST: a secret to enrol (the QR code and the text for manual entry), shown to this session only. */
const inscricao: PayloadHandler = async (req) => {
  const usuario = usuarioDaSessao(req)
  if (!usuario) return recusa(401, naoAutenticado())
  if (estadoDaSessao(usuario) === 'pendente') return recusa(403, MENSAGEM_SEGUNDO_FATOR.pendente)
  const nova = await iniciarInscricao(req.payload, usuario.id, emissor(), req)
  if (!nova) return recusa(409, MENSAGENS_CODIGO['ja-ativo'])
  return Response.json({ segredo: nova.segredo, endereco: nova.endereco, qrCode: await qrCodeSvg(nova.endereco) }, { headers: SEM_CACHE })
}

/** POST `{ codigo }`: confirms the enrolment; this session is verified. */
const confirmacao: PayloadHandler = async (req) => {
  const usuario = usuarioDaSessao(req)
  if (!usuario) return recusa(401, naoAutenticado())
  return comLimite(req, usuario, (codigo) => confirmarInscricao(req.payload, usuario.id, usuario._sid, codigo, Date.now(), req))
}

/** POST `{ codigo }`: the code of an enrolled account for this session. */
const verificacao: PayloadHandler = async (req) => {
  const usuario = usuarioDaSessao(req)
  if (!usuario) return recusa(401, naoAutenticado())
  if (!usuario._sid) return recusa(409, MENSAGENS_CODIGO['sem-segundo-fator'])
  const sid = usuario._sid
  return comLimite(req, usuario, (codigo) => verificarSessao(req.payload, usuario.id, sid, codigo, Date.now(), req))
}

/**
 * POST: new recovery codes for one's own account, shown this once; the old ones stop working.
 * Only a session that answered its code (a stolen password alone cannot mint codes).
 */
const codigosDeRecuperacao: PayloadHandler = async (req) => {
  const usuario = usuarioDaSessao(req)
  if (!usuario) return recusa(401, naoAutenticado())
  const estado = estadoDaSessao(usuario)
  if (estado === 'pendente' || estado === 'inscricao') return recusa(403, MENSAGEM_SEGUNDO_FATOR[estado])
  const codigos = await renovarCodigosDeRecuperacao(req.payload, usuario.id, req)
  if (!codigos) return recusa(409, MENSAGENS_CODIGO['sem-segundo-fator'])
  return Response.json({ codigosRecuperacao: codigos }, { headers: SEM_CACHE })
}

/** POST /api/users/:id/segundo-fator/redefinicao: an administrator clears an account's second factor (audited). */
const redefinicao: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'admin')) {
    const espera = req.user ? estadoDaSessao(req.user) : undefined
    return recusa(403, espera === 'pendente' || espera === 'inscricao' ? MENSAGEM_SEGUNDO_FATOR[espera] : 'Apenas administradores redefinem a verificação em duas etapas.')
  }
  const id = req.routeParams?.id
  if (typeof id !== 'string' && typeof id !== 'number') return recusa(404, 'Usuário não encontrado.')
  // The reset and its audit record in one transaction: no reset without its record.
  const propria = await initTransaction(req)
  let feito: boolean
  try {
    feito = await redefinirSegundoFator(req.payload, id, req)
    if (feito) await registrarAcao(req, 'redefiniu-segundo-fator', 'users', id)
    if (propria) await commitTransaction(req)
  } catch (e) {
    await killTransaction(req)
    throw e
  }
  if (!feito) return recusa(404, 'Usuário não encontrado.')
  return Response.json({ message: 'Verificação em duas etapas redefinida. A pessoa fará o cadastro de novo ao entrar.' }, { headers: SEM_CACHE })
}

export const endpointsSegundoFator: Endpoint[] = [
  { path: '/segundo-fator', method: 'get', handler: situacao },
  { path: '/segundo-fator/inscricao', method: 'post', handler: inscricao },
  { path: '/segundo-fator/confirmacao', method: 'post', handler: confirmacao },
  { path: '/segundo-fator/verificacao', method: 'post', handler: verificacao },
  { path: '/segundo-fator/codigos-de-recuperacao', method: 'post', handler: codigosDeRecuperacao },
  { path: '/:id/segundo-fator/redefinicao', method: 'post', handler: redefinicao },
]
