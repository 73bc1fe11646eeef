import { describe, expect, it } from 'vitest'

import { diagnosticarPartida } from './falha-na-partida'

const PG = 'postgres://fomento:segredo@db.interno:5432/site'
const comCodigo = (mensagem: string, code: string) => Object.assign(new Error(mensagem), { code })

describe('diagnóstico de uma partida que falhou', () => {
  it('cada causa definitiva: uma linha com a causa e a correção, sem a senha nem o texto do driver; o processo termina', () => {
    const casos: [unknown, RegExp][] = [
      [new Error('Error: cannot connect to Postgres: password authentication failed for user "fomento"'), /recusou o usuário "fomento" ou a senha/],
      [comCodigo('permission denied for schema public', '42501'), /GRANT CREATE ON SCHEMA public TO "fomento"/],
      [new Error('Error: cannot connect to Postgres: database "site" does not exist'), /O banco "site" não existe em db\.interno:5432/],
      [comCodigo('extension "unaccent" is not available', '0A000'), /extensão "unaccent"/],
      [new Error('Error: cannot connect to Postgres: getaddrinfo ENOTFOUND db.interno'), /"db\.interno:5432" não foi encontrado/],
      [{ message: 'Failed query: ' + 'CREATE TABLE x (...);'.repeat(2000), cause: comCodigo('permission denied for schema public', '42501') }, /não tem permissão de criar tabelas no banco "site"/],
    ]
    for (const [erro, esperado] of casos) {
      const d = diagnosticarPartida(erro, PG)
      expect(d.definitivo, String(esperado)).toBe(true)
      expect(d.mensagem).toMatch(esperado)
      expect(d.mensagem).not.toContain('segredo')
      expect(d.mensagem).not.toContain('CREATE TABLE')
      expect(d.mensagem.length).toBeLessThan(300)
    }
  })

  it('um banco que ainda não responde é tentado de novo (o servidor sobe com /readyz 503)', () => {
    for (const erro of [new Error('Error: cannot connect to Postgres: connect ECONNREFUSED 10.0.0.5:5432'), comCodigo('the database system is starting up', '57P03'), new Error('database "site" is not currently accepting connections')]) {
      expect(diagnosticarPartida(erro, PG).definitivo).toBe(false)
    }
    expect(diagnosticarPartida(new Error('connect ECONNREFUSED'), PG).mensagem).toBe('O PostgreSQL em db.interno:5432 não aceita conexões (ECONNREFUSED): confira se o serviço está no ar e se a porta e o host de DATABASE_URL estão certos.')
  })

  it('SQLite: uma pasta sem permissão de gravação é definitiva', () => {
    const d = diagnosticarPartida(comCodigo('unable to open database file', 'SQLITE_CANTOPEN'), 'file:/dados/site.db')
    expect(d).toEqual({ definitivo: true, mensagem: 'Não foi possível abrir ou gravar o banco SQLite (/dados/site.db): confira se a pasta DATA_DIR existe e se o usuário do processo pode gravar nela.' })
  })
})
