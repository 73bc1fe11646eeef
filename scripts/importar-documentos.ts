/**
 * Imports a legacy "documentos para download" page into the back-office:
 *   npm run importar-documentos -- --pagina AGRO --arquivo pagina.html --base https://site-antigo.example/
 * --pagina is GERAL, AGRO, ICS, PUB, INV or CLIENTES (documents for existing clients); --base resolves the page's relative links.
 * What is read (sections and documents) is printed; an unreadable page prints its error.
 */
import fs from 'node:fs/promises'
import { parseArgs } from 'node:util'

import config from '@payload-config'
import { getPayload } from 'payload'
import { z } from 'zod'

import { ErroDocumentos } from '@/domain/documentos'
import { importarPaginaLegada } from '@/dados/documentos'

const { values } = parseArgs({ options: { pagina: { type: 'string' }, arquivo: { type: 'string' }, base: { type: 'string' } }, strict: true })
const entrada = z
  .object({
    pagina: z.enum(['GERAL', 'AGRO', 'ICS', 'PUB', 'INV', 'CLIENTES'], '--pagina: use GERAL, AGRO, ICS, PUB, INV ou CLIENTES'),
    arquivo: z.string('--arquivo: informe o arquivo HTML').min(1, '--arquivo: informe o arquivo HTML'),
    base: z.url('--base: informe o endereço do site antigo (https://…)'),
  })
  .safeParse(values)
if (!entrada.success) {
  console.error(entrada.error.issues.map((i) => i.message).join('\n'))
  process.exit(2)
}
const { pagina, arquivo, base } = entrada.data
const payload = await getPayload({ config })
try {
  const lido = await importarPaginaLegada(payload, pagina, await fs.readFile(arquivo, 'utf8'), base)
  console.log(`${lido.titulo}: ${lido.secoes.length} seções, ${lido.secoes.reduce((n, s) => n + s.documentos.length, 0)} documentos importados.`)
  for (const s of lido.secoes) console.log(`- ${s.titulo || '(sem título)'}: ${s.documentos.length}`)
} catch (e) {
  console.error(e instanceof ErroDocumentos ? e.message : e)
  process.exitCode = 1
} finally {
  await payload.destroy()
}
process.exit()
