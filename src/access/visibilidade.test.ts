import { describe, expect, it } from 'vitest'

import { MATRIZ_COLECOES, MATRIZ_GLOBAIS } from './matriz'
import type { Role } from './roles'
import { visivelAoPapel } from './visibilidade'

const visiveis = (papel: Role) => [
  ...Object.entries(MATRIZ_COLECOES).flatMap(([slug, l]) => (l !== 'sem-api' && visivelAoPapel(l, papel) ? [slug] : [])),
  ...Object.entries(MATRIZ_GLOBAIS).flatMap(([slug, l]) => (visivelAoPapel(l, papel) ? [slug] : [])),
]

describe('o menu e o painel de cada papel', () => {
  it('comercial vê os leads, as solicitações e as linhas de crédito; nada de conteúdo que não altera', () => {
    expect(visiveis('comercial').filter((s) => !s.startsWith('payload-'))).toEqual(['linhas-credito', 'simulacoes', 'solicitacoes-financiamento'])
  })
  it('integridade vê as denúncias e as chaves da equipe', () => {
    expect(visiveis('integridade').filter((s) => !s.startsWith('payload-'))).toEqual(['denuncias', 'membros-integridade'])
  })
  it('ouvidoria vê as suas três filas e as avaliações de satisfação (só leitura, escritas pelo servidor); cadastro os cadastros e as listas de referência', () => {
    expect(visiveis('ouvidoria').filter((s) => !s.startsWith('payload-'))).toEqual(['mensagens-contato', 'manifestacoes-ouvidoria', 'protocolos', 'avaliacoes-satisfacao'])
    expect(visiveis('cadastro').filter((s) => !s.startsWith('payload-'))).toEqual([
      'estados-civis',
      'regimes-casamento',
      'tipos-documento',
      'enquadramentos-pep',
      'tipos-parte-relacionada',
      'prefixos-endereco',
      'cadastros-fundos',
    ])
  })
  it('o administrador vê a auditoria e as filas de todas as equipes, mas não as denúncias seladas', () => {
    const admin = visiveis('admin')
    expect(admin).toEqual(expect.arrayContaining(['auditoria', 'simulacoes', 'cadastros-fundos', 'protocolos', 'membros-integridade', 'users', 'configuracoes-atendimento']))
    expect(admin).not.toContain('denuncias')
  })
})
