import { baixarRelatorioAnual } from '@/features/relatorio-ouvidoria/pdf'

export const dynamic = 'force-dynamic'

/** GET /relatorio-da-ouvidoria/pdf: the ombudsman's annual report of the last closed year. */
export function GET(req: Request): Promise<Response> {
  return baixarRelatorioAnual(req)
}
