import type { ErroDeCampo } from '@/domain/formulario/erros'

/**
 * Sends a form's JSON to its endpoint and reads the answer the contract's
 * handlers give (docs/api/openapi.yaml, schema Erro): `{message, erros}` on 4xx.
 * The same idempotency key goes with every retry of the same submission.
 */
export type RespostaEnvio<T> = { ok: true; status: number; corpo: T } | { ok: false; status: number; mensagem: string | null; erros: ErroDeCampo[] }

export async function enviarJson<T>(url: string, corpo: unknown, chave: string): Promise<RespostaEnvio<T>> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': chave },
    body: JSON.stringify(corpo),
  })
  const json = (await r.json().catch(() => null)) as Record<string, unknown> | null
  if (r.ok) return { ok: true, status: r.status, corpo: json as T }
  const erros = Array.isArray(json?.erros) ? (json.erros as ErroDeCampo[]) : []
  return { ok: false, status: r.status, mensagem: typeof json?.message === 'string' ? json.message : null, erros }
}

/** A new idempotency key for a new submission. */
export function novaChave(): string {
  // getRandomValues, not randomUUID: the latter exists only in secure contexts (HTTPS or localhost).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export type RespostaArquivo = { ok: true; id: string } | { ok: false; status: number; mensagem: string | null }

/**
 * Sends one file as multipart (`arquivo` + `nomeArquivo`), reporting real upload
 * progress (XMLHttpRequest's upload events: fetch has none) from 0 to 1. The
 * answer is the stored file's id, as JSON `{id}` or as plain text.
 */
export function enviarArquivo(url: string, arquivo: File, aoProgredir: (fracao: number) => void, sinal?: AbortSignal): Promise<RespostaArquivo> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) aoProgredir(e.loaded / e.total)
    }
    xhr.onload = () => {
      const texto = xhr.responseText
      let json: Record<string, unknown> | null = null
      try {
        json = JSON.parse(texto) as Record<string, unknown>
      } catch {
        json = null
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const id = json && (typeof json.id === 'string' || typeof json.id === 'number') ? String(json.id) : texto.trim()
        aoProgredir(1)
        resolve(id ? { ok: true, id } : { ok: false, status: xhr.status, mensagem: null })
      } else resolve({ ok: false, status: xhr.status, mensagem: typeof json?.message === 'string' ? json.message : null })
    }
    xhr.onerror = () => resolve({ ok: false, status: 0, mensagem: null })
    xhr.onabort = () => resolve({ ok: false, status: 0, mensagem: null })
    sinal?.addEventListener('abort', () => xhr.abort())
    const dados = new FormData()
    dados.append('arquivo', arquivo, arquivo.name)
    dados.append('nomeArquivo', arquivo.name)
    xhr.send(dados)
  })
}

export type ArquivoLido = { ok: true; conteudo: string } | { ok: false }

/**
 * Reads a file in the browser as base64, reporting the real progress of the
 * read (FileReader's progress events) from 0 to 1: for a form whose files go
 * inside its own body instead of being uploaded one by one.
 */
export function lerArquivo(arquivo: File, aoProgredir: (fracao: number) => void): Promise<ArquivoLido> {
  return new Promise((resolve) => {
    const leitor = new FileReader()
    leitor.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) aoProgredir(e.loaded / e.total)
    }
    leitor.onload = () => {
      const url = typeof leitor.result === 'string' ? leitor.result : ''
      const virgula = url.indexOf(',')
      aoProgredir(1)
      resolve(virgula >= 0 ? { ok: true, conteudo: url.slice(virgula + 1) } : { ok: false })
    }
    leitor.onerror = () => resolve({ ok: false })
    leitor.onabort = () => resolve({ ok: false })
    leitor.readAsDataURL(arquivo)
  })
}

/**
 * Sends a form's JSON like enviarJson, reporting the real upload progress of the
 * body (XMLHttpRequest's upload events: fetch has none), for bodies that carry files.
 */
export function enviarJsonComProgresso<T>(url: string, corpo: unknown, chave: string, aoProgredir: (fracao: number) => void): Promise<RespostaEnvio<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('Content-Type', 'application/json')
    xhr.setRequestHeader('Idempotency-Key', chave)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) aoProgredir(e.loaded / e.total)
    }
    xhr.onload = () => {
      let json: Record<string, unknown> | null = null
      try {
        json = JSON.parse(xhr.responseText) as Record<string, unknown>
      } catch {
        json = null
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true, status: xhr.status, corpo: json as T })
      const erros = Array.isArray(json?.erros) ? (json.erros as ErroDeCampo[]) : []
      resolve({ ok: false, status: xhr.status, mensagem: typeof json?.message === 'string' ? json.message : null, erros })
    }
    xhr.onerror = () => resolve({ ok: false, status: 0, mensagem: null, erros: [] })
    xhr.send(JSON.stringify(corpo))
  })
}
