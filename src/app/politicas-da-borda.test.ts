import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { casarRotas } from '@/server/borda/http/padrao-de-rota'

import { CHAMADAS_NAO_GUARDADAS, POLITICAS_DA_BORDA } from './politicas-da-borda'

/** Every route of src/app/(contract) that answers GET, as its folders name it ('/fas/noticias/detalhe/load/[id]'). */
function rotasGetDoContrato(): string[] {
  const raiz = path.join(import.meta.dirname, '(contract)')
  const rotas: string[] = []
  const visitar = (pasta: string) => {
    for (const e of fs.readdirSync(pasta, { withFileTypes: true })) {
      const p = path.join(pasta, e.name)
      if (e.isDirectory()) visitar(p)
      else if (e.name === 'route.ts' && /export (const|async function|function) GET\b|export \{ GET\b/.test(fs.readFileSync(p, 'utf8'))) {
        rotas.push(path.relative(raiz, pasta).split(path.sep).reduce((r, s) => `${r}/${s}`, ''))
      }
    }
  }
  visitar(raiz)
  return rotas.sort()
}

describe('políticas da borda', () => {
  it('as páginas que mudam sem publicação não são guardadas pelo cache de páginas', () => {
    expect(POLITICAS_DA_BORDA.semCache).toEqual([
      '/contador-acessos',
      '/relatorio-da-ouvidoria',
      '/atendimento-ao-cliente/acompanhar',
      '/atendimento-ao-cliente/avaliar',
      '/carta-de-servicos',
      '/atendimento-ao-cliente/denuncias',
    ])
  })

  it('cada GET do contrato está em exatamente uma lista: guardado até a próxima publicação, ou não guardado com o motivo', () => {
    const guardadas = [...POLITICAS_DA_BORDA.chamadasGuardadas]
    const naoGuardadas = Object.keys(CHAMADAS_NAO_GUARDADAS)
    const rotas = rotasGetDoContrato()
    expect(rotas.length).toBeGreaterThan(30)
    expect([...guardadas, ...naoGuardadas].sort()).toEqual(rotas)
    expect(new Set(guardadas).size).toBe(guardadas.length)
  })

  it('as chamadas que mudam sem publicação (situação, protocolo, desafio, CEP) não são guardadas; as de conteúdo publicado, sim', () => {
    const guardada = casarRotas(POLITICAS_DA_BORDA.chamadasGuardadas)
    for (const c of ['/site-api/acompanhamento/FAL-2026-000001', '/fas/protocoloDigital/protocoloExiste/ABC', '/captcha/desafio', '/site-api/formulario/cep']) expect(guardada(c), c).toBe(false)
    for (const c of ['/fas/findNoticiasHome', '/fas/produtos/perfil/findProdutoByPerfil/ICS', '/fas-service/rest/menu/listAll', '/fas/noticias/detalhe/load/7']) expect(guardada(c), c).toBe(true)
  })
})
