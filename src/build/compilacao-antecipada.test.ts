import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { comDicaDeCompilacao, DICA_COMPILAR_TUDO, marcarScriptsDoFramework } from './compilacao-antecipada'

describe('compile hint on the framework scripts', () => {
  it('puts the hint on the first line, once', () => {
    const marcado = comDicaDeCompilacao('(globalThis.TURBOPACK||[]).push([])')
    expect(marcado).toBe(`${DICA_COMPILAR_TUDO}\n(globalThis.TURBOPACK||[]).push([])`)
    expect(comDicaDeCompilacao(marcado)).toBe(marcado)
  })

  it("marks only the build manifest's rootMainFiles", () => {
    const pasta = fs.mkdtempSync(path.join(os.tmpdir(), 'next-'))
    fs.mkdirSync(path.join(pasta, 'static/chunks'), { recursive: true })
    fs.writeFileSync(path.join(pasta, 'static/chunks/react-dom.js'), 'a()')
    fs.writeFileSync(path.join(pasta, 'static/chunks/ilha.js'), 'b()')
    fs.writeFileSync(path.join(pasta, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/react-dom.js'] }))
    expect(marcarScriptsDoFramework(pasta)).toEqual(['static/chunks/react-dom.js'])
    expect(fs.readFileSync(path.join(pasta, 'static/chunks/react-dom.js'), 'utf8')).toBe(`${DICA_COMPILAR_TUDO}\na()`)
    expect(fs.readFileSync(path.join(pasta, 'static/chunks/ilha.js'), 'utf8')).toBe('b()')
    // A second run (npm start after npm run build) changes nothing.
    expect(marcarScriptsDoFramework(pasta)).toEqual([])
  })
})
