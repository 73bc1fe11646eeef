import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { bancoSemMigracoes, getTestPayload } from './helpers'

interface DrizzleKit {
  generateDrizzleJson: (schema: unknown) => unknown
  generateMigration: (antes: unknown, depois: unknown) => Promise<string[]>
}

describe('migrações', () => {
  // From an untouched database, as a first start meets it (not the migrated template of setup.ts).
  beforeAll(bancoSemMigracoes)

  it('as migrações commitadas descrevem exatamente as coleções atuais (neste banco)', async () => {
    const payload = await getTestPayload()
    const db = payload.db as unknown as { migrationDir: string; schema: unknown; requireDrizzleKit: () => DrizzleKit }
    const pasta = db.migrationDir
    const ultimo = fs.readdirSync(pasta).filter((f) => f.endsWith('.json')).sort().at(-1)
    expect(ultimo, `nenhum snapshot em ${pasta}`).toBeDefined()
    const antes: unknown = JSON.parse(fs.readFileSync(path.join(pasta, ultimo!), 'utf8'))
    const kit = db.requireDrizzleKit()
    const depois = await kit.generateDrizzleJson(db.schema)
    const pendentes = await kit.generateMigration(antes, depois)
    expect(pendentes, 'as coleções mudaram: rode npm run migrate:create -- nome').toEqual([])
  })

  it('o banco novo recebeu todas as migrações ao iniciar', async () => {
    const payload = await getTestPayload()
    const aplicadas = await payload.find({ collection: 'payload-migrations', limit: 0, overrideAccess: true })
    const arquivos = fs.readdirSync((payload.db as unknown as { migrationDir: string }).migrationDir).filter((f) => /^\d.*\.ts$/.test(f))
    expect(aplicadas.docs.map((m) => `${m.name}.ts`).sort()).toEqual(arquivos.sort())
  })
})
