import { juntarBytes } from '@/domain/bytes'

import { CorpoGrandeDemais, CorpoIlegivel } from '../../plataforma/erros-de-formulario'

/**
 * Reads a submission's body as JSON, application/x-www-form-urlencoded or
 * multipart/form-data, counting bytes as they arrive: a body over the limit is
 * refused (413) as soon as it passes it, whether it declared a Content-Length or
 * came chunked without one, so a client cannot make the server buffer more than
 * the form allows.
 */
export interface CorpoLido {
  /** The fields: the parsed JSON, or the form's fields (a repeated name becomes a list). */
  valor: unknown
  /** Files of a multipart body, by field name. */
  arquivos: Map<string, File[]>
}

/** The body's bytes, at most `limite`; CorpoGrandeDemais the moment the stream passes it. */
export async function lerBytes(req: Request, limite: number): Promise<Uint8Array<ArrayBuffer>> {
  const declarado = Number(req.headers.get('content-length') ?? NaN)
  if (Number.isFinite(declarado) && declarado > limite) throw new CorpoGrandeDemais(limite)
  if (!req.body) return new Uint8Array()
  const leitor = req.body.getReader()
  const partes: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await leitor.read()
    if (done) break
    total += value.byteLength
    if (total > limite) {
      // Stop reading: the rest of the upload is never buffered.
      await leitor.cancel().catch(() => undefined)
      throw new CorpoGrandeDemais(limite)
    }
    partes.push(value)
  }
  return juntarBytes(partes)
}

function tipoDe(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

function campos(form: FormData | URLSearchParams): CorpoLido {
  const valor: Record<string, string | string[]> = {}
  const arquivos = new Map<string, File[]>()
  for (const [nome, v] of form.entries()) {
    if (typeof v !== 'string') {
      arquivos.set(nome, [...(arquivos.get(nome) ?? []), v])
      continue
    }
    const atual = valor[nome]
    valor[nome] = atual === undefined ? v : Array.isArray(atual) ? [...atual, v] : [atual, v]
  }
  return { valor, arquivos }
}

/** The body of a submission, by its Content-Type (JSON when none is given, as the legacy clients send). */
export async function lerCorpo(req: Request, limite: number): Promise<CorpoLido> {
  const bytes = await lerBytes(req, limite)
  const tipo = tipoDe(req)
  if (tipo === 'application/x-www-form-urlencoded') return campos(new URLSearchParams(new TextDecoder().decode(bytes)))
  if (tipo === 'multipart/form-data') {
    try {
      // The bytes are already bounded; the platform's parser reads them from memory.
      const form = await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type')! } }).formData()
      return campos(form)
    } catch {
      throw new CorpoIlegivel('O corpo da requisição não é um formulário válido.')
    }
  }
  const texto = new TextDecoder().decode(bytes)
  if (!texto) return { valor: undefined, arquivos: new Map() }
  try {
    return { valor: JSON.parse(texto) as unknown, arquivos: new Map() }
  } catch {
    throw new CorpoIlegivel()
  }
}
