import { describe, expect, it } from 'vitest'

import { CAMPOS_PF } from '@/domain/cadastro/campos-pf'
import { catalogo } from '@/domain/formulario/catalogo'

import { solteira } from './exemplos'
import { apagarRascunho, chaveDoRascunho, gravarRascunho, lerRascunho, valoresGuardaveis, type Armazem } from './rascunho'

/** A storage in memory, as localStorage behaves (strings in, strings out). */
function armazem(): Armazem & { dados: Map<string, string> } {
  const dados = new Map<string, string>()
  return {
    dados,
    getItem: (k) => dados.get(k) ?? null,
    setItem: (k, v) => void dados.set(k, String(v)),
    removeItem: (k) => void dados.delete(k),
  }
}

const CAT = catalogo({
  campos: [
    { nome: 'nome', rotulo: 'Nome', widget: 'texto' },
    { nome: 'renda', rotulo: 'Renda', widget: 'dinheiro' },
    { nome: 'semNumero', rotulo: 'Sem número', widget: 'caixa' },
    { nome: 'canais', rotulo: 'Canais', widget: 'caixas' },
    { nome: 'arquivos', rotulo: 'Arquivos', widget: 'anexos' },
    { nome: 'captcha', rotulo: 'Captcha', widget: 'captcha' },
  ],
})

describe('rascunho do cadastro', () => {
  it('guarda o que a pessoa digitou e escolheu, nunca anexos, captcha ou o que o catálogo não nomeia', () => {
    const v = {
      nome: 'Maria',
      renda: 1234.5,
      semNumero: true,
      canais: ['email', 'telefone'],
      arquivos: [{ nome: 'rg.pdf', conteudo: 'JVBERi0=' }],
      captcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
      tipoFormulario: 'fisica',
    }
    expect(valoresGuardaveis(CAT, v)).toEqual({ nome: 'Maria', renda: 1234.5, semNumero: true, canais: ['email', 'telefone'] })
  })

  it('deixa de fora valores que não são texto, número, sim/não ou lista de textos (um File, NaN, um objeto)', () => {
    expect(valoresGuardaveis(CAT, { nome: { toString: () => 'x' }, renda: Number.NaN, semNumero: false, canais: [1] })).toEqual({ semNumero: false })
    expect(valoresGuardaveis(CAT, { nome: '', renda: null })).toEqual({ nome: '', renda: null })
  })

  it('grava com a hora e lê de volta só os campos guardáveis', () => {
    const a = armazem()
    expect(gravarRascunho(a, 'cadastro-pf', CAT, { nome: 'Maria', captcha: 'x', arquivos: [] }, 1_790_000_000_000)).toBe(true)
    expect(JSON.parse(a.dados.get('rascunho:cadastro-pf')!)).toEqual({ valores: { nome: 'Maria' }, salvoEm: 1_790_000_000_000 })
    // An entry edited by hand brings back nothing the catalogue does not allow.
    a.setItem(chaveDoRascunho('cadastro-pf'), JSON.stringify({ valores: { nome: 'Ana', captcha: 'velho', outro: 1 }, salvoEm: 5 }))
    expect(lerRascunho(a, 'cadastro-pf', CAT)).toEqual({ valores: { nome: 'Ana' }, salvoEm: 5 })
  })

  it('sem rascunho, ou com um estragado, lê null', () => {
    const a = armazem()
    expect(lerRascunho(a, 'cadastro-pf', CAT)).toBeNull()
    a.setItem('rascunho:cadastro-pf', '{quebrado')
    expect(lerRascunho(a, 'cadastro-pf', CAT)).toBeNull()
    a.setItem('rascunho:cadastro-pf', JSON.stringify({ valores: 'x', salvoEm: 1 }))
    expect(lerRascunho(a, 'cadastro-pf', CAT)).toBeNull()
  })

  it('apagar remove só o rascunho daquele formulário', () => {
    const a = armazem()
    gravarRascunho(a, 'cadastro-pf', CAT, { nome: 'Maria' })
    gravarRascunho(a, 'cadastro-pj', CAT, { nome: 'Empresa' })
    a.setItem('aba-cadastro-pf', '{"aba":"contato"}')
    apagarRascunho(a, 'cadastro-pf')
    expect([...a.dados.keys()].sort()).toEqual(['aba-cadastro-pf', 'rascunho:cadastro-pj'])
  })

  it('um armazenamento cheio ou bloqueado não quebra o formulário: gravar diz false, ler diz null', () => {
    const bloqueado: Armazem = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(gravarRascunho(bloqueado, 'cadastro-pf', CAT, { nome: 'Maria' })).toBe(false)
    expect(lerRascunho(bloqueado, 'cadastro-pf', CAT)).toBeNull()
    expect(() => apagarRascunho(bloqueado, 'cadastro-pf')).not.toThrow()
  })

  it('o cadastro de pessoa física inteiro volta como foi digitado', () => {
    const a = armazem()
    gravarRascunho(a, 'cadastro-pf', CAMPOS_PF, solteira, 7)
    const nomes = new Set(CAMPOS_PF.campos.map((d) => d.nome))
    const esperado = Object.fromEntries(Object.entries(solteira).filter(([k]) => nomes.has(k)))
    expect(lerRascunho(a, 'cadastro-pf', CAMPOS_PF)).toEqual({ valores: esperado, salvoEm: 7 })
    expect(Object.keys(esperado).length).toBeGreaterThan(30)
  })
})
