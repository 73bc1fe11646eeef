import 'server-only'

import type { Payload } from 'payload'

import type { CadastroFundos } from '@/payload-types'
import type { Valores } from '@/domain/formulario/catalogo'
import { payloadClient } from '@/dados/payload'
import { idDoToken } from '@/server/servicos/cadastros/link-pdf'
import { logger } from '@/server/plataforma/log'

import { nomeDoPdf, pdfDoCadastro } from './pdf'
import type { TipoCadastro } from './titulos'

const texto = (status: number, mensagem: string) =>
  new Response(mensagem, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** A query longer than a token (~70 characters) or an id is not ours: refused before any work. */
const LIMITE_CONSULTA = 200

/** The registration the request may read: by the applicant's token, or by a staff session that may read it. */
async function cadastroDaRequisicao(payload: Payload, req: Request, url: URL): Promise<{ doc: CadastroFundos } | { erro: Response }> {
  const token = url.searchParams.get('t')
  if (token !== null) {
    const id = idDoToken(token)
    if (!id) return { erro: texto(403, 'Este link para o PDF expirou ou não é válido. O cadastro foi recebido; para uma cópia, procure o atendimento ao cliente.') }
    // The token is the capability: it was handed only to whoever sent the form.
    const doc = await payload.findByID({ collection: 'cadastros-fundos', id, depth: 0, overrideAccess: true, disableErrors: true })
    return doc ? { doc } : { erro: texto(404, 'Cadastro não encontrado.') }
  }
  const id = url.searchParams.get('id') ?? ''
  if (!/^[\w-]{1,40}$/.test(id)) return { erro: texto(400, 'Informe o link recebido ao enviar o cadastro.') }
  const { user } = await payload.auth({ headers: req.headers })
  if (!user) return { erro: texto(401, 'Entre no back-office para baixar este PDF.') }
  // Staff: the collection's own access rules (the registration team, the administrator).
  const doc = await payload.findByID({ collection: 'cadastros-fundos', id, depth: 0, user, overrideAccess: false, disableErrors: true }).catch(() => null)
  return doc ? { doc } : { erro: texto(403, 'Forbidden') }
}

/**
 * GET /formulario/pdf?t=<token> (the applicant, for 30 minutes after sending)
 * or ?id=<n> (staff in the back-office): the registration's PDF, rendered from
 * what was stored. A GET with a body is refused; nothing is cached.
 */
export async function responderPdfCadastro(req: Request): Promise<Response> {
  if (Number(req.headers.get('content-length') ?? 0) > 0 || req.headers.has('transfer-encoding')) return texto(413, 'Esta chamada não recebe corpo.')
  const url = new URL(req.url)
  if (url.search.length > LIMITE_CONSULTA) return texto(414, 'Endereço longo demais.')
  try {
    const payload = await payloadClient()
    const r = await cadastroDaRequisicao(payload, req, url)
    if ('erro' in r) return r.erro
    const dados = r.doc.dados as Valores & { tipoFormulario: TipoCadastro }
    const pdf = await pdfDoCadastro({ ...dados, tipoFormulario: r.doc.tipoFormulario }, new Date(r.doc.createdAt))
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.byteLength),
        'Content-Disposition': `attachment; filename="${nomeDoPdf(r.doc.tipoFormulario)}"`,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (e) {
    // The error, never the registration's data.
    logger().error({ err: e }, 'falha ao gerar o PDF do cadastro')
    return texto(500, 'Não foi possível gerar o PDF. Tente novamente.')
  }
}
