import fs from 'node:fs'
import path from 'node:path'

import type { APIResponse } from '@playwright/test'
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import yaml from 'js-yaml'

/**
 * docs/api/openapi.yaml read as data, and one check of a real answer against it:
 * the status is one the operation documents, the content type one of that
 * response's media types, and the body valid against its schema (ajv, JSON
 * Schema 2020-12 as OpenAPI 3.1 uses). tests/e2e/contrato-api.spec.ts calls it.
 */

type Objeto = Record<string, unknown>

export interface Parametro {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  example?: unknown
  schema?: Objeto & { example?: unknown }
}

export interface OperacaoGet {
  operationId: string
  caminho: string
  parametros: Parametro[]
}

const ARQUIVO = path.join(process.cwd(), 'docs/api/openapi.yaml')
/** The id the description is registered under in ajv; its `#/components/…` references resolve inside it. */
const ID = 'https://contrato.invalid/openapi.yaml'

const objeto = (v: unknown): Objeto => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Objeto) : {})

/** A JSON pointer segment as a URI fragment (`/` → `~1`, then percent-encoded). */
const segmento = (s: string) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))

/** Follows a local `$ref` (`#/components/…`) to the object and the pointer where it lives. */
function seguir(doc: Objeto, valor: unknown, local: string[]): { valor: Objeto; local: string[] } {
  const ref = objeto(valor).$ref
  if (typeof ref !== 'string') return { valor: objeto(valor), local }
  if (!ref.startsWith('#/')) throw new Error(`referência externa não suportada: ${ref}`)
  const partes = ref
    .slice(2)
    .split('/')
    .map((p) => decodeURIComponent(p).replaceAll('~1', '/').replaceAll('~0', '~'))
  const alvo = partes.reduce<unknown>((o, p) => objeto(o)[p], doc)
  if (alvo === undefined) throw new Error(`referência sem destino: ${ref}`)
  return seguir(doc, alvo, partes)
}

/** The media type of a Content-Type header, lower case, without its parameters. */
const tipoDeMidia = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase()

function casaMidia(declarada: string, recebida: string): boolean {
  if (declarada === recebida || declarada === '*/*') return true
  return declarada.endsWith('/*') && recebida.startsWith(declarada.slice(0, -1))
}

const ehJson = (midia: string) => midia === 'application/json' || midia.endsWith('+json')
const ehTexto = (midia: string) => midia.startsWith('text/')

export class Descricao {
  readonly doc: Objeto
  private readonly ajv: Ajv2020
  private readonly validadores = new Map<string, ValidateFunction>()

  constructor(texto = fs.readFileSync(ARQUIVO, 'utf8')) {
    this.doc = objeto(yaml.load(texto))
    // Not strict: the description's root (openapi, info, paths…) and OpenAPI's `example` are not JSON
    // Schema keywords; Redocly checks the description's own structure (npm run lint:api).
    this.ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(this.ajv)
    // OpenAPI's own formats: any string (`byte` is base64, checked by ajv-formats).
    this.ajv.addFormat('binary', true)
    this.ajv.addSchema({ ...this.doc, $id: ID })
  }

  /** Every GET operation, with its path's and its own parameters (references followed). */
  operacoesGet(): OperacaoGet[] {
    const ops: OperacaoGet[] = []
    for (const [caminho, item] of Object.entries(objeto(this.doc.paths))) {
      const get = objeto(objeto(item).get)
      if (!Object.keys(get).length) continue
      const lista = [...((objeto(item).parameters as unknown[]) ?? []), ...((get.parameters as unknown[]) ?? [])]
      const parametros = lista.map((p) => seguir(this.doc, p, []).valor as unknown as Parametro)
      ops.push({ operationId: typeof get.operationId === 'string' ? get.operationId : `GET ${caminho}`, caminho, parametros })
    }
    return ops
  }

  private validador(local: string[]): ValidateFunction {
    const ref = `${ID}#/${local.map(segmento).join('/')}`
    let v = this.validadores.get(ref)
    if (!v) {
      v = this.ajv.compile({ $ref: ref })
      this.validadores.set(ref, v)
    }
    return v
  }

  /**
   * What in a real answer to `metodo` `caminho` differs from the description: an empty list when it
   * conforms. Each problem is one readable sentence.
   */
  async conferir(caminho: string, resposta: APIResponse, metodo: 'get' | 'post' = 'get'): Promise<string[]> {
    const problemas: string[] = []
    const respostas = objeto(objeto(objeto(objeto(this.doc.paths)[caminho])[metodo]).responses)
    if (!Object.keys(respostas).length) return [`${metodo.toUpperCase()} ${caminho} não está na descrição`]
    const status = String(resposta.status())
    const chave = [status, `${status[0]}XX`, 'default'].find((k) => k in respostas)
    if (!chave) return [`status ${status} não descrito (descritos: ${Object.keys(respostas).join(', ')})`]

    const { valor: descrita, local } = seguir(this.doc, respostas[chave], ['paths', caminho, metodo, 'responses', chave])
    const conteudos = objeto(descrita.content)
    const corpo = await resposta.body()
    const midias = Object.keys(conteudos)
    if (!midias.length) {
      if (corpo.length) problemas.push(`status ${status} sem conteúdo descrito, mas veio um corpo de ${corpo.length} bytes`)
      return problemas
    }

    const recebida = tipoDeMidia(resposta.headers()['content-type'])
    const midia = midias.find((m) => casaMidia(m.toLowerCase(), recebida))
    if (!midia) return [`status ${status}: Content-Type "${recebida || '(nenhum)'}" não descrito (descritos: ${midias.join(', ')})`]
    if (!corpo.length) return [`status ${status} ${recebida}: corpo vazio`]

    if (!('schema' in objeto(conteudos[midia]))) return problemas
    let dado: unknown
    if (ehJson(recebida)) {
      try {
        dado = JSON.parse(corpo.toString('utf8'))
      } catch {
        return [`status ${status}: o corpo não é JSON válido`]
      }
    } else if (ehTexto(recebida)) {
      dado = corpo.toString('utf8')
    } else {
      // A file (image, PDF, spreadsheet…): its bytes are the body; the schema says only `format: binary`.
      if (recebida === 'application/pdf' && corpo.subarray(0, 5).toString('latin1') !== '%PDF-') {
        problemas.push(`status ${status} application/pdf: o corpo não começa com %PDF-`)
      }
      return problemas
    }
    const validar = this.validador([...local, 'content', midia, 'schema'])
    if (!validar(dado)) {
      for (const e of validar.errors ?? []) {
        problemas.push(`status ${status} ${midia}: corpo${e.instancePath || ''} ${e.message ?? ''} (${e.schemaPath})`)
      }
    }
    return problemas
  }
}
