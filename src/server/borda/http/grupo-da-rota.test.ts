import { describe, expect, it } from 'vitest'

import { grupoDaRota, metodoDoPedido } from './grupo-da-rota'

describe('grupoDaRota', () => {
  it.each([
    ['/healthz', 'saude'],
    ['/readyz', 'saude'],
    ['/metrics', 'metricas'],
    ['/_next/static/chunks/a.js', 'estatico'],
    ['/img/logo.svg', 'estatico'],
    ['/favicon.svg', 'estatico'],
    ['/admin', 'admin'],
    ['/admin/collections/produtos', 'admin'],
    ['/api/imagens/file/banner.svg', 'arquivo'],
    ['/api/publicacoes/file/relatorio.pdf', 'arquivo'],
    ['/api/produtos', 'api'],
    ['/api/users/login', 'api'],
    ['/fas/produtos/perfil/findProdutoByPerfil/ICS', 'contrato'],
    ['/fas-service/rest/menu/listAll', 'contrato'],
    ['/site-api/solicitarSimulacaoFinanciamento', 'contrato'],
    ['/captcha/desafio', 'contrato'],
    ['/transparencia/download', 'contrato'],
    ['/transparencia', 'pagina'],
    ['/home', 'pagina'],
    ['/empresa/35', 'pagina'],
    ['/administracao-e-orgaos-auxiliares', 'pagina'],
    ['/apis', 'pagina'],
    ['/qualquer/coisa/inexistente', 'pagina'],
  ])('%s → %s', (caminho, grupo) => {
    expect(grupoDaRota(caminho)).toBe(grupo)
  })
})

describe('metodoDoPedido', () => {
  it('names the usual methods and folds the rest', () => {
    expect(metodoDoPedido('get')).toBe('GET')
    expect(metodoDoPedido('POST')).toBe('POST')
    expect(metodoDoPedido('PROPFIND')).toBe('OUTRO')
    expect(metodoDoPedido(undefined)).toBe('OUTRO')
  })
})
