import 'server-only'

import { renderToBuffer } from '@react-pdf/renderer'
import { createElement } from 'react'

import { FUSO_DO_SITE } from '@/domain/datas'
import { limitar } from '@/server/adaptadores/limites'
import { logger } from '@/server/plataforma/log'

import { lerRelatorioAnual } from './dados'
import { PdfRelatorioAnual } from './PdfRelatorioAnual'

/** GET /relatorio-da-ouvidoria/pdf: the last closed year's annual report as a PDF (public, no personal data). */
export async function baixarRelatorioAnual(req: Request): Promise<Response> {
  // Each PDF is a render: counted per client like a lookup (server/adaptadores/limites), as the simulation's PDF.
  const bloqueio = await limitar('consulta', req)
  if (bloqueio) return bloqueio
  try {
    const { ano, contas } = await lerRelatorioAnual()
    const geradoEm = new Date().toLocaleString('pt-BR', { timeZone: FUSO_DO_SITE, dateStyle: 'short', timeStyle: 'short' })
    const pdf = await renderToBuffer(createElement(PdfRelatorioAnual, { ano, contas, geradoEm }) as Parameters<typeof renderToBuffer>[0])
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="relatorio-ouvidoria-${ano}.pdf"`,
        'Cache-Control': 'no-store',
      },
    })
  } catch (e) {
    logger().error({ err: e }, 'falha ao gerar o PDF do relatório da Ouvidoria')
    return new Response('Não foi possível gerar o PDF. Tente novamente.', { status: 500, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
}
