import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  ATORES,
  MATRIZ_COLECOES,
  MATRIZ_GLOBAIS,
  permissao,
  type Ator,
  type OperacaoColecao,
  type OperacaoGlobal,
} from '@/access/matriz'
import { ROLES } from '@/access/roles'

import { authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

/**
 * Walks every cell of the access matrix (src/access/matriz.ts) through Payload's
 * REST API, as a browser or script would reach it: every collection and global,
 * every operation, every role and an anonymous visitor. A refused cell must
 * answer 403; an allowed one must not (200, 201, or 400 when the empty body
 * fails validation, which Payload checks only after access).
 *
 * Writes go to an impossible selection (created before 1971) so an allowed
 * update or delete touches nothing and the walk needs no fixtures.
 */

const NENHUM = 'where[createdAt][less_than]=1971-01-01T00:00:00.000Z'

type Resultado = 'permitido' | 'proibido' | 'sem-api' | `inesperado ${number}: ${string}`

let cabecalhos: Record<Ator, Record<string, string>>

async function chamar(ator: Ator, metodo: string, caminho: string, corpo?: unknown): Promise<Resultado> {
  const request = new Request(`http://localhost:3000/api${caminho}`, {
    method: metodo,
    headers: { ...cabecalhos[ator], ...(corpo === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: corpo === undefined ? undefined : JSON.stringify(corpo),
  })
  const resposta = await handleEndpoints({ config, path: new URL(request.url).pathname, request })
  const texto = await resposta.text()
  if (resposta.status === 403) return 'proibido'
  // A collection without a REST API (payload-migrations): no route at all, 404 (Payload's own 501 was a 5xx for nothing).
  if (resposta.status === 404 && /Route not found/.test(texto)) return 'sem-api'
  if ([200, 201].includes(resposta.status)) return 'permitido'
  if (resposta.status === 400 && /ValidationError|Nenhum arquivo foi carregado|inválido|obrigatório|required/i.test(texto)) return 'permitido'
  return `inesperado ${resposta.status}: ${texto.slice(0, 120)}`
}

const esperado = (p: ReturnType<typeof permissao>): Resultado => (p === 'nao' ? 'proibido' : 'permitido')

beforeAll(async () => {
  await getTestPayload()
  const entradas = await Promise.all(
    ROLES.map(async (papel) => {
      const usuario = await createStaffUser([papel])
      return [papel, authHeaders(await loginToken(usuario))] as const
    }),
  )
  cabecalhos = { ...Object.fromEntries(entradas), anonimo: {} } as Record<Ator, Record<string, string>>
}, 60_000)

const OPERACOES_COLECAO: Record<OperacaoColecao, (slug: string) => [string, string, unknown?]> = {
  read: (slug) => ['GET', `/${slug}?limit=1`],
  create: (slug) => ['POST', `/${slug}`, {}],
  update: (slug) => ['PATCH', `/${slug}?${NENHUM}`, {}],
  delete: (slug) => ['DELETE', `/${slug}?${NENHUM}`],
}

describe('matriz de acesso: cada célula pela API REST', () => {
  it.each(Object.keys(MATRIZ_COLECOES))('coleção %s', async (slug) => {
    const linhas = MATRIZ_COLECOES[slug as keyof typeof MATRIZ_COLECOES]
    const obtido: Record<string, Record<string, Resultado>> = {}
    const previsto: Record<string, Record<string, Resultado>> = {}
    for (const ator of ATORES) {
      obtido[ator] = {}
      previsto[ator] = {}
      for (const op of Object.keys(OPERACOES_COLECAO) as OperacaoColecao[]) {
        const [metodo, caminho, corpo] = OPERACOES_COLECAO[op](slug)
        obtido[ator][op] = await chamar(ator, metodo, caminho, corpo)
        previsto[ator][op] = linhas === 'sem-api' ? 'sem-api' : esperado(permissao(linhas[op], ator))
      }
    }
    expect(obtido).toEqual(previsto)
  })

  it.each(Object.keys(MATRIZ_GLOBAIS))('global %s', async (slug) => {
    const linhas = MATRIZ_GLOBAIS[slug as keyof typeof MATRIZ_GLOBAIS]
    const obtido: Record<string, Record<string, Resultado>> = {}
    const previsto: Record<string, Record<string, Resultado>> = {}
    for (const ator of ATORES) {
      obtido[ator] = {
        read: await chamar(ator, 'GET', `/globals/${slug}`),
        update: await chamar(ator, 'POST', `/globals/${slug}`, {}),
      }
      previsto[ator] = Object.fromEntries(
        (['read', 'update'] as OperacaoGlobal[]).map((op) => [op, esperado(permissao(linhas[op], ator))]),
      )
    }
    expect(obtido).toEqual(previsto)
  })

  it('a matriz cobre toda coleção e todo global da configuração', async () => {
    const payload = await getTestPayload()
    expect(Object.keys(MATRIZ_COLECOES).sort()).toEqual(payload.config.collections.map((c) => c.slug).sort())
    expect(Object.keys(MATRIZ_GLOBAIS).sort()).toEqual(payload.config.globals.map((g) => g.slug).sort())
  })

  it('só o administrador dispara a fila de tarefas (o envio de e-mails) pela API', async () => {
    const resultados = Object.fromEntries(
      await Promise.all(
        ATORES.map(async (ator) => {
          const resposta = await handleEndpoints({
            config,
            path: '/api/payload-jobs/run',
            request: new Request('http://localhost:3000/api/payload-jobs/run?queue=nenhuma', { headers: cabecalhos[ator] }),
          })
          return [ator, resposta.status] as const
        }),
      ),
    )
    expect(resultados).toEqual({ admin: 200, editor: 401, comercial: 401, ouvidoria: 401, integridade: 401, cadastro: 401, anonimo: 401 })
  })
})
