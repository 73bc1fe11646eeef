// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AnexosDoCaso } from './AnexosDoCaso'

afterEach(cleanup)

const pedido = (docs: unknown[]) => {
  const find = vi.fn(() => Promise.resolve({ docs }))
  return { find, req: { user: { id: 7, roles: ['ouvidoria'] }, payload: { find } } as never }
}

describe('arquivos dentro do caso', () => {
  it('lista os arquivos do caso com o nome original, o tamanho e o link de download, lidos com o acesso de quem está conectado', async () => {
    const { find, req } = pedido([
      { id: 1, nomeOriginal: 'comprovante de endereço.pdf', filesize: 2048, url: '/api/anexos/file/a1b2c3.pdf' },
      { id: 2, nomeOriginal: 'foto.jpg', filesize: 3 * 1024 * 1024 + 300 * 1024, url: '/api/anexos/file/d4e5f6.jpg' },
    ])
    const { container } = render(await AnexosDoCaso({ collectionSlug: 'manifestacoes-ouvidoria', id: 42, req }))
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({
        collection: 'anexos',
        where: { and: [{ 'submissao.colecao': { equals: 'manifestacoes-ouvidoria' } }, { 'submissao.registro': { equals: '42' } }] },
        overrideAccess: false,
        user: { id: 7, roles: ['ouvidoria'] },
      }),
    )
    expect(container.querySelector('.field-label')?.textContent).toBe('Arquivos enviados pelo cidadão')
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['comprovante de endereço.pdf (2 KB)', 'foto.jpg (3,3 MB)'])
    expect([...container.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('download')])).toEqual([
      ['/api/anexos/file/a1b2c3.pdf', 'comprovante de endereço.pdf'],
      ['/api/anexos/file/d4e5f6.jpg', 'foto.jpg'],
    ])
  })

  it('sem arquivos diz isso; num caso ainda não salvo ou sem sessão não consulta nada', async () => {
    const { req } = pedido([])
    expect(render(await AnexosDoCaso({ collectionSlug: 'protocolos', id: 5, req })).container.textContent).toBe('Arquivos enviados pelo cidadãoNenhum arquivo enviado.')
    const semCaso = pedido([])
    expect(await AnexosDoCaso({ collectionSlug: 'protocolos', id: undefined, req: semCaso.req })).toBeNull()
    expect(semCaso.find).not.toHaveBeenCalled()
    const find = vi.fn()
    expect(await AnexosDoCaso({ collectionSlug: 'protocolos', id: 5, req: { user: null, payload: { find } } as never })).toBeNull()
    expect(find).not.toHaveBeenCalled()
  })
})
