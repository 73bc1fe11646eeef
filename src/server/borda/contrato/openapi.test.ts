import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const RAIZ = path.resolve(__dirname, '../../../app/(contract)')

/** Every contract route's path, "/fas/noticias/detalhe/load/{id}", from the folders under app/(contract). */
function rotas(dir = RAIZ, prefixo = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isFile()) return e.name === 'route.ts' ? [prefixo] : []
    const segmento = e.name.replace(/^\[(.+)\]$/, '{$1}')
    return rotas(path.join(dir, e.name), `${prefixo}/${segmento}`)
  })
}

describe('docs/api/openapi.yaml', () => {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../../../docs/api/openapi.yaml'), 'utf8')
  const documentadas = new Set([...doc.matchAll(/^ {2}(\/\S+):$/gm)].map((m) => m[1]!.replace(/\{[^}]+\}/g, '{}')))

  it('documents every legacy call the site serves', () => {
    const servidas = rotas().map((r) => r.replace(/\{[^}]+\}/g, '{}'))
    expect(servidas.length).toBeGreaterThan(5)
    expect(servidas.filter((r) => !documentadas.has(r))).toEqual([])
  })
})
