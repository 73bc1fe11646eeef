import { protocoloExiste } from '@/features/protocolo/servidor'

/** GET /fas/protocoloDigital/protocoloExiste/{protocolo} (spec 3 §7), rate-limited: features/protocolo/servidor.ts. */
export async function GET(req: Request, { params }: { params: Promise<{ protocolo: string }> }) {
  return protocoloExiste(req, (await params).protocolo)
}
