import { describe, expect, it } from 'vitest'

import { POST } from '@/app/(contract)/site-api/formulario/uploadNeutro/route'
import { MENSAGEM_CHAVE_REUSADA } from '@/dados/submissoes'
import { hojeNoBrasil, opcoesDataBase } from '@/domain/formulario/datas'
import { casada } from '@/features/cadastros/exemplos'

import { getTestPayload } from './helpers'

const dataBase = opcoesDataBase(hojeNoBrasil())[0]!
const pf = (extra: Record<string, unknown> = {}) => ({ ...casada, dataBaseBeneficiario: dataBase, tipoFormulario: 'fisica', ...extra })
const post = (corpo: unknown, cabecalhos: Record<string, string> = {}) =>
  POST(new Request('http://t/site-api/formulario/uploadNeutro', { method: 'POST', headers: { 'content-type': 'application/json', ...cabecalhos }, body: JSON.stringify(corpo) }))
const contar = async () => (await (await getTestPayload()).count({ collection: 'cadastros-fundos', overrideAccess: true })).totalDocs

describe('Idempotency-Key ligada ao conteúdo', () => {
  it('a mesma chave com outro corpo recebe 409 em português, não a resposta (nem o PDF) do primeiro envio, e nada é gravado', async () => {
    const chave = { 'idempotency-key': 'chave-reusada-0001' }
    const primeira = await post(pf({ nomeCompletoBeneficiario: 'Primeira Pessoa da Silva', cpfBeneficiario: '52998224725' }), chave)
    expect(primeira.status).toBe(200)
    const textoPrimeira = await primeira.text()
    const antes = await contar()
    const outra = await post(pf({ nomeCompletoBeneficiario: 'Outra Pessoa Souza', cpfBeneficiario: '11144477735' }), chave)
    expect(outra.status).toBe(409)
    const texto = await outra.text()
    expect(JSON.parse(texto)).toEqual({ message: MENSAGEM_CHAVE_REUSADA })
    expect(texto).not.toContain('Primeira Pessoa')
    expect(texto).not.toContain('52998224725')
    for (const campo of ['id', 'pdf', 'url']) expect(texto).not.toContain(`"${campo}"`)
    expect(textoPrimeira).toContain('"id"')
    expect(await contar()).toBe(antes)
  })

  it('a mesma chave com o mesmo corpo continua respondendo o primeiro envio, sem gravar de novo', async () => {
    const chave = { 'idempotency-key': 'chave-repetida-0002' }
    const corpo = pf({ nomeCompletoBeneficiario: 'Repetida Pessoa' })
    const a = await post(corpo, chave)
    const antes = await contar()
    const b = await post(corpo, chave)
    expect([a.status, b.status]).toEqual([200, 200])
    expect(((await b.json()) as { id: number }).id).toBe(((await a.json()) as { id: number }).id)
    expect(await contar()).toBe(antes)
  })
})
