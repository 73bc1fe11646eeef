import fs from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { CONFIGURACOES_SEED } from '@/seed/dados/configuracoes'
import { versaoDoConteudo } from '@/server/plataforma/cache/versao-conteudo'
import { gravarAcessos } from '@/server/payload/gravar-acessos'
import { avisarOutrasInstancias } from '@/server/payload/invalidacao/instancias'

import { getTestPayload } from './helpers'

/**
 * The page cache is dropped when public content changes: in this process after
 * the commit, and in the other instances (PostgreSQL NOTIFY) or processes
 * (SQLite: a marker file beside the database) within a second.
 */
const postgres = Boolean(process.env.TEST_DATABASE_URL)

async function criarProduto(titulo: string) {
  const payload = await getTestPayload()
  return payload.create({
    collection: 'produtos',
    data: { titulo, perfil: 'AGRO', resumo: 'Resumo.', _status: 'published' },
    overrideAccess: true,
  })
}

async function esperarMudanca(desde: number, ms = 1000): Promise<number> {
  const inicio = Date.now()
  while (Date.now() - inicio < ms) {
    if (versaoDoConteudo() !== desde) return Date.now() - inicio
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`a versão do conteúdo não mudou em ${ms} ms`)
}

async function esperarAte(condicao: () => Promise<boolean>, ms = 2000): Promise<void> {
  const inicio = Date.now()
  while (!(await condicao())) {
    if (Date.now() - inicio > ms) throw new Error(`a condição não se cumpriu em ${ms} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** A write through a connection of its own, as `npm run seed` in another process does. */
async function escreverDeOutroProcesso(sql: string, args: (string | number)[] = []) {
  const { createClient } = await import('@libsql/client')
  const outro = createClient({ url: process.env.DATABASE_URL! })
  try {
    return await outro.execute({ sql, args })
  } finally {
    outro.close()
  }
}

describe('invalidação do cache de páginas', () => {
  it('publicar, alterar ou excluir conteúdo público muda a versão; ler não muda', async () => {
    const payload = await getTestPayload()
    const v0 = versaoDoConteudo()
    const p = await criarProduto('Água para a lavoura')
    const v1 = versaoDoConteudo()
    expect(v1).toBeGreaterThan(v0)
    await payload.find({ collection: 'produtos', overrideAccess: true })
    expect(versaoDoConteudo()).toBe(v1)
    await payload.update({ collection: 'produtos', id: p.id, data: { titulo: 'Ônibus escolar' }, overrideAccess: true })
    const v2 = versaoDoConteudo()
    expect(v2).toBeGreaterThan(v1)
    await payload.updateGlobal({ slug: 'configuracoes-site', data: { ...CONFIGURACOES_SEED, siglaAgencia: 'Teste' }, overrideAccess: true })
    const v3 = versaoDoConteudo()
    expect(v3).toBeGreaterThan(v2)
    await payload.delete({ collection: 'produtos', id: p.id, overrideAccess: true })
    expect(versaoDoConteudo()).toBeGreaterThan(v3)
  })

  it('mudar uma linha de crédito (o exemplo de CET da página do produto) muda a versão, embora a API não a mostre a visitantes', async () => {
    const payload = await getTestPayload()
    const v0 = versaoDoConteudo()
    const linha = await payload.create({
      collection: 'linhas-credito',
      data: { produto: 'Linha de teste', segmentos: ['Indústria'], objetivos: ['Capital de Giro'], faturamentoMinimo: 1, faturamentoMaximo: 2, valorMinimo: 1, valorMaximo: 2, taxaMensal: 1, prazoMeses: 12, carenciaMeses: 0, sistema: 'SAC', jurosNaCarencia: 'pagos', ativa: true },
      overrideAccess: true,
    })
    const v1 = versaoDoConteudo()
    expect(v1).toBeGreaterThan(v0)
    await payload.delete({ collection: 'linhas-credito', id: linha.id, overrideAccess: true })
    expect(versaoDoConteudo()).toBeGreaterThan(v1)
  })

  it('muda a versão de novo depois do commit (uma página montada antes do commit nunca fica guardada)', async () => {
    const payload = await getTestPayload()
    const versoesNoCommit: number[] = []
    const db = payload.db
    const commit = db.commitTransaction
    // Observe the version just before the adapter's real commit runs.
    db.commitTransaction = async (id) => {
      versoesNoCommit.push(versaoDoConteudo())
      await commit(id)
    }
    try {
      await criarProduto('Éxito rural')
    } finally {
      db.commitTransaction = commit
    }
    expect(versoesNoCommit.length).toBeGreaterThan(0)
    // The hook's bump happened before the commit; another one came after it.
    expect(versaoDoConteudo()).toBeGreaterThan(versoesNoCommit.at(-1)!)
  })

  it.runIf(postgres)('PostgreSQL: um aviso de outra instância derruba o cache em menos de 1 s', async () => {
    const payload = await getTestPayload()
    const pool = (payload.db as unknown as { pool: { query(sql: string, p?: unknown[]): Promise<unknown> } }).pool
    // Give the listener a moment to be connected after start.
    await new Promise((r) => setTimeout(r, 300))
    const v = versaoDoConteudo()
    await pool.query('SELECT pg_notify($1, $2)', ['fomento_conteudo', 'outra-instancia'])
    expect(await esperarMudanca(v)).toBeLessThan(1000)
  })

  it.runIf(postgres)('PostgreSQL: publicar avisa as outras instâncias', async () => {
    const payload = await getTestPayload()
    type Cliente = {
      query(sql: string): Promise<unknown>
      on(e: 'notification', fn: (m: { channel: string }) => void): void
      release(): void
    }
    const pool = (payload.db as unknown as { pool: { connect(): Promise<Cliente> } }).pool
    const ouvinte = await pool.connect()
    const avisos: string[] = []
    ouvinte.on('notification', (m) => avisos.push(m.channel))
    await ouvinte.query('LISTEN fomento_conteudo')
    try {
      await criarProduto('Zebra leiteira')
      const inicio = Date.now()
      while (avisos.length === 0 && Date.now() - inicio < 1000) await new Promise((r) => setTimeout(r, 20))
      expect(avisos).toContain('fomento_conteudo')
    } finally {
      ouvinte.release()
    }
  })

  it.runIf(!postgres)('SQLite: publicar deixa o aviso no arquivo ao lado do banco, e o aviso de outro processo (npm run seed) derruba o cache em até ~1 s', async () => {
    const payload = await getTestPayload()
    const marcador = `${process.env.DATABASE_URL!.replace(/^file:/, '')}.conteudo`
    const antes = await fs.readFile(marcador, 'utf8').catch(() => '')
    await criarProduto('Avião agrícola')
    await esperarAte(async () => (await fs.readFile(marcador, 'utf8').catch(() => '')) !== antes)
    await new Promise((r) => setTimeout(r, 1100))
    const v = versaoDoConteudo()
    // What another process's hook does after its commit: the watcher of this one sees it.
    await avisarOutrasInstancias(payload)
    expect(await esperarMudanca(v, 2000)).toBeLessThan(1500)
  })

  it.runIf(!postgres)('SQLite: escritas que não são conteúdo público (visitas, de outro processo também) não derrubam o cache', async () => {
    const payload = await getTestPayload()
    await new Promise((r) => setTimeout(r, 1100))
    const v = versaoDoConteudo()
    await gravarAcessos(payload, new Map([['home', { acessos: 3, ultimaVisita: new Date().toISOString() }]]))
    // The database's files change (as with the jobs' runs every minute, a form, a login): not content.
    const r = await escreverDeOutroProcesso("UPDATE contadores_acesso SET acessos = acessos + 1 WHERE chave = 'home'")
    expect(r.rowsAffected).toBe(1)
    await new Promise((r) => setTimeout(r, 1500))
    expect(versaoDoConteudo()).toBe(v)
    // The watcher is not blinded: a publish right after is still seen.
    await avisarOutrasInstancias(payload)
    expect(await esperarMudanca(v, 2000)).toBeLessThan(1500)
  })
})
