import { renderToBuffer } from '@react-pdf/renderer'
import { createElement } from 'react'

import { lerComoResultado } from '@/features/simulador/resultado/resultado'
import { PdfSimulacao } from '@/features/simulador/resultado/PdfSimulacao'
import { lerCorpo } from '@/server/borda/formularios/corpo'
import { CorpoGrandeDemais } from '@/server/plataforma/erros-de-formulario'
import { limitar } from '@/server/adaptadores/limites'
import { logger } from '@/server/plataforma/log'

/** The largest form a saved simulation makes (600 rows) with room to spare. */
const LIMITE_BYTES = 200_000

const erro = (status: number, mensagem: string) => new Response(mensagem, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * POST /resultado-financiamento/pdf: the simulation the page holds (form field
 * `simulacao`, JSON) as a PDF to download. Nothing is stored; the data are
 * checked like the page checks them.
 */
export async function POST(req: Request): Promise<Response> {
  // Each PDF is a render: counted per client like a lookup (server/adaptadores/limites).
  const bloqueio = await limitar('consulta', req)
  if (bloqueio) return bloqueio
  let valor: unknown
  try {
    // Counted while it streams (a body without Content-Length too): 413 past the limit.
    const { valor: campos } = await lerCorpo(req, LIMITE_BYTES)
    const campo = (campos as Record<string, unknown> | undefined)?.simulacao
    valor = JSON.parse(typeof campo === 'string' ? campo : '')
  } catch (e) {
    if (e instanceof CorpoGrandeDemais) return erro(413, 'Simulação grande demais.')
    return erro(400, 'simulacao: envie a simulação em JSON.')
  }
  const resultado = lerComoResultado(valor)
  if (!resultado) return erro(400, 'simulacao: Não há dados disponíveis para exibir.')
  try {
    const geradoEm = new Date().toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' })
    const pdf = await renderToBuffer(createElement(PdfSimulacao, { resultado, geradoEm }) as Parameters<typeof renderToBuffer>[0])
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="simulacao-financiamento.pdf"',
        'Cache-Control': 'no-store',
      },
    })
  } catch (e) {
    logger().error({ err: e }, 'falha ao gerar o PDF da simulação')
    return erro(500, 'Não foi possível gerar o PDF. Tente novamente.')
  }
}
