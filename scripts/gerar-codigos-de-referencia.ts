/**
 * `npm run gerar:codigos`: writes the CNAE 2.3 subclasses and the CBO 2002 occupations that
 * @brazilian-utils/brazilian-utils keeps into src/server/servicos/cadastros/codigos/*.json.
 *
 * The package offers a lookup per code and no list, so the only way to read its table is to ask
 * every fixed-width code in turn: ten million for the CNAE, about ten seconds of CPU. Done here once
 * per package upgrade instead of on a visitor's request (the first request took over a minute on a
 * busy server). The files record the package version; a unit test fails when the installed version
 * differs, so an upgrade is followed by this command (src/server/servicos/cadastros/listas.test.ts).
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { getCbo, getCnae } from '@brazilian-utils/brazilian-utils'

const versao = (createRequire(import.meta.url)('@brazilian-utils/brazilian-utils/package.json') as { version: string }).version
const pasta = new URL('../src/server/servicos/cadastros/codigos/', import.meta.url)

/** [code, description] of every code the lookup knows, in ascending code order. */
function todosOsCodigos(digitos: number, consultar: (codigo: number) => { code: string; description: string } | null) {
  const achados: [string, string][] = []
  for (let c = 0; c < 10 ** digitos; c++) {
    const x = consultar(c)
    if (x) achados.push([x.code, x.description])
  }
  return achados
}

function gravar(nome: string, fonte: string, codigos: [string, string][]) {
  const linhas = codigos.map((par) => `    ${JSON.stringify(par)}`).join(',\n')
  const texto = `{\n  "fonte": ${JSON.stringify(fonte)},\n  "versao": ${JSON.stringify(versao)},\n  "codigos": [\n${linhas}\n  ]\n}\n`
  writeFileSync(new URL(nome, pasta), texto)
  console.log(`${nome}: ${codigos.length} códigos (@brazilian-utils/brazilian-utils ${versao})`)
}

gravar('cnae.json', 'getCnae', todosOsCodigos(7, getCnae))
gravar('cbo.json', 'getCbo', todosOsCodigos(6, getCbo))
