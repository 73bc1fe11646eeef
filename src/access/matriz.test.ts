import { describe, expect, it } from 'vitest'

import { MATRIZ_COLECOES, permissao } from './matriz'

// Server-written records that carry a person's data: an administrator deletes them on an erasure request.
// Submissions, their e-mails and the files visitors attached to them.
const COM_DADOS_PESSOAIS = ['simulacoes', 'solicitacoes-financiamento', 'cadastros-fundos', 'mensagens-contato', 'manifestacoes-ouvidoria', 'protocolos', 'mensagens', 'anexos']
// Payload's own rule for each account's screen preferences (anyone signed in saves; each deletes their own).
const REGRAS_DO_PAYLOAD = ['payload-preferences']

describe('matriz de acesso: a regra única de exclusão (docs/decisions/0009)', () => {
  const linhas = Object.entries(MATRIZ_COLECOES).filter(([slug, l]) => l !== 'sem-api' && !REGRAS_DO_PAYLOAD.includes(slug))

  it.each(linhas.map(([slug]) => slug))('%s: quem cria apaga; o que só o servidor cria, ninguém apaga (salvo dados pessoais: o administrador)', (slug) => {
    const l = MATRIZ_COLECOES[slug as keyof typeof MATRIZ_COLECOES]
    if (l === 'sem-api') return
    // A filtered create (each account its own saved filters) is not the server's.
    const servidor = Array.isArray(l.create.quem) && l.create.quem.length === 0 && !('demais' in l.create)
    if (!servidor) expect(l.delete).toEqual(l.create)
    else if (COM_DADOS_PESSOAIS.includes(slug)) expect(l.delete).toEqual({ quem: ['admin'] })
    else expect(l.delete).toEqual({ quem: [] })
  })
})

describe('permissao', () => {
  it('lê a célula: todos, equipe, papéis, e o filtro que alcança ou não o visitante', () => {
    expect(permissao({ quem: 'todos' }, 'anonimo')).toBe('sim')
    expect(permissao({ quem: 'equipe' }, 'anonimo')).toBe('nao')
    expect(permissao({ quem: 'equipe' }, 'cadastro')).toBe('sim')
    expect(permissao({ quem: ['admin', 'editor'], demais: 'publicados' }, 'anonimo')).toBe('filtrado')
    expect(permissao({ quem: ['admin', 'editor'], demais: 'publicados' }, 'editor')).toBe('sim')
    expect(permissao({ quem: ['admin'], demais: 'propria-conta' }, 'anonimo')).toBe('nao')
    expect(permissao({ quem: ['admin'], demais: 'propria-conta' }, 'comercial')).toBe('filtrado')
    expect(permissao({ quem: [] }, 'admin')).toBe('nao')
    // Saved filters: staff who read some list with presets; not editors, not visitors.
    expect(permissao({ quem: [], demais: 'filtros-salvos' }, 'integridade')).toBe('filtrado')
    expect(permissao({ quem: [], demais: 'filtros-salvos' }, 'editor')).toBe('nao')
    expect(permissao({ quem: [], demais: 'filtros-salvos' }, 'anonimo')).toBe('nao')
  })
})
