// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { mensagemDeBusca, motivoDaResposta, municipioDoIbge, SEM_MUNICIPIO } from './buscas.client'

afterEach(() => vi.unstubAllGlobals())

describe('the registration lookups’ messages (spec 3 §8)', () => {
  it("'Erro ao buscar <lista>' followed by the error: the server's message, the status, or no connection", async () => {
    expect(mensagemDeBusca('profissões', new Error(await motivoDaResposta(new Response('falhou', { status: 500 }))))).toBe('Erro ao buscar profissões: resposta 500 do servidor.')
    expect(mensagemDeBusca('municípios', new Error(await motivoDaResposta(Response.json({ message: 'uf desconhecida.' }, { status: 400 }))))).toBe('Erro ao buscar municípios: uf desconhecida.')
    expect(mensagemDeBusca('tipos documento', new TypeError('Failed to fetch'))).toBe('Erro ao buscar tipos documento: sem conexão com o servidor.')
  })

  it('finds the city by the IBGE code in the state’s list; none is the warning’s case', async () => {
    const lista = [{ id: 4314902, codIBGE: '4314902', descMunicipioMaiusculo: 'PORTO ALEGRE' }]
    const buscar = vi.fn(() => Promise.resolve(Response.json(lista)))
    vi.stubGlobal('fetch', buscar)
    expect(await municipioDoIbge('RS', '4314902')).toBe('PORTO ALEGRE')
    expect(await municipioDoIbge('RS', '4399999')).toBeNull()
    expect(await municipioDoIbge('RS', '')).toBeNull()
    expect(buscar).toHaveBeenCalledWith('/site-api/formulario/municipio?uf=RS')
    expect(SEM_MUNICIPIO).toBe('Nenhum município encontrado com o código IBGE fornecido.')
  })
})
