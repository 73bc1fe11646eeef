import { describe, expect, it } from 'vitest'

import { POST } from '@/app/(contract)/site-api/formulario/uploadNeutro/route'
import { CONFIGURACOES_PADRAO } from '@/domain/configuracoes'
import { hojeNoBrasil, opcoesDataBase } from '@/domain/formulario/datas'
import { casada, empresa } from '@/features/cadastros/exemplos'

import { asUser, createStaffUser, getTestPayload } from './helpers'

// The fixtures' 'Data Base' is last year's 31/12 as of 2026; on the real day, the newest option.
const dataBase = opcoesDataBase(hojeNoBrasil())[0]!
const pf = (extra: Record<string, unknown> = {}) => ({ ...casada, dataBaseBeneficiario: dataBase, tipoFormulario: 'fisica', ...extra })
const pj = (extra: Record<string, unknown> = {}) => ({ ...empresa, dataBase, tipoFormulario: 'juridica', ...extra })

const post = (corpo: unknown, cabecalhos: Record<string, string> = {}) =>
  POST(new Request('http://t/site-api/formulario/uploadNeutro', { method: 'POST', headers: { 'content-type': 'application/json', ...cabecalhos }, body: JSON.stringify(corpo) }))
const contar = async () => (await (await getTestPayload()).count({ collection: 'cadastros-fundos', overrideAccess: true })).totalDocs

interface Recusa {
  message: string
  erros: { campo: string; mensagem: string }[]
}

describe('POST /site-api/formulario/uploadNeutro', () => {
  it('pessoa física casada e PEP: 200, gravado para o cadastro, e-mail à equipe com os rótulos do formulário', async () => {
    const r = await post(pf())
    expect(r.status).toBe(200)
    const { id, message } = (await r.json()) as { id: number; message: string }
    expect(message).toBe('Formulário enviado com sucesso!')
    const payload = await getTestPayload()
    const doc = await payload.findByID({ collection: 'cadastros-fundos', id, overrideAccess: true, depth: 0 })
    expect(doc).toMatchObject({ tipoFormulario: 'fisica', nome: 'Pessoa Beneficiario da Silva', documento: '52998224725', email: 'maria@exemplo.com.br', papel: 'TOMADOR', situacao: 'recebido' })
    expect(doc.dados).toMatchObject({ cpfConjuge: '11144477735', dddTelefoneContatoBeneficiario: '54', telefoneContatoBeneficiario: '998765432', pepEnquadramentoBeneficiario: 'DETENTOR DE MANDATO ELETIVO' })
    const msg = (await payload.find({ collection: 'mensagens', where: { origem: { equals: `cadastros-fundos:${id}` } }, overrideAccess: true })).docs
    expect(msg).toHaveLength(1)
    const configuracoes = await payload.findGlobal({ slug: 'configuracoes-site', overrideAccess: true })
    expect(msg[0]).toMatchObject({ para: configuracoes.emailContato || CONFIGURACOES_PADRAO.emailContato, responderPara: 'maria@exemplo.com.br', papel: 'cadastro' })
    expect(msg[0]!.texto).toContain('— Dados pessoais do cônjuge —')
    expect(msg[0]!.texto).toContain('Enquadramento de PEP: DETENTOR DE MANDATO ELETIVO')
    expect(msg[0]!.texto).toContain('Renda Anual (R$): R$ 85.000,50')
  })

  it('pessoa jurídica com CNPJ alfanumérico: 200, CNPJ gravado sem máscara e com letras', async () => {
    const r = await post(pj())
    expect(r.status).toBe(200)
    const { id } = (await r.json()) as { id: number }
    const doc = await (await getTestPayload()).findByID({ collection: 'cadastros-fundos', id, overrideAccess: true, depth: 0 })
    expect(doc).toMatchObject({ tipoFormulario: 'juridica', nome: 'Cooperativa Exemplo Ltda', documento: '12ABC34501DE35', email: 'contato@exemplo.com.br' })
  })

  it('cada tipo de entrada ruim: 400 com a mensagem no campo, nada gravado nem enviado', async () => {
    const payload = await getTestPayload()
    const antes = await contar()
    const mensagensAntes = (await payload.count({ collection: 'mensagens', overrideAccess: true })).totalDocs
    const casos: [Record<string, unknown>, string, string][] = [
      [pf({ cpfBeneficiario: '111.111.111-11' }), 'cpfBeneficiario', 'Por favor, insira um CPF válido.'],
      [pf({ dataNascimentoBeneficiario: '31/02/1980' }), 'dataNascimentoBeneficiario', 'Data inválida.'],
      [pf({ pepFamiliarConjuge: 'SIM' }), 'pepEnquadramentoConjuge', 'Enquadramento de PEP é obrigatório.'],
      [pf({ situacaoEmpregadorBeneficiario: 'SOU EMPREGADOR' }), 'numeroCEIBeneficiario', 'Número C.E.I. é obrigatório.'],
      [pf({ numeroResidencial: '' }), 'numeroResidencial', 'Número é obrigatório.'],
      [pf({ telefoneContatoFormatadoBeneficiario: '(54) 9987' }), 'telefoneContatoFormatadoBeneficiario', 'Número de telefone inválido.'],
      [pj({ cnpjEntidade: '12.ABC.345/01DE-36' }), 'cnpjEntidade', 'Por favor, insira um CNPJ válido.'],
      [pj({ dataConstituicao: '01/01/2999' }), 'dataConstituicao', 'A data de constituição não pode ser posterior à data de hoje.'],
      [pf({ tipoFormulario: 'outro' }), 'tipoFormulario', "tipoFormulario deve ser 'fisica' ou 'juridica'."],
    ]
    for (const [corpo, campo, mensagem] of casos) {
      const r = await post(corpo)
      expect(r.status, campo).toBe(400)
      const { erros } = (await r.json()) as Recusa
      expect(erros, campo).toContainEqual({ campo, mensagem })
    }
    expect(await contar()).toBe(antes)
    expect((await payload.count({ collection: 'mensagens', overrideAccess: true })).totalDocs).toBe(mensagensAntes)
  })

  it('vazio: todas as mensagens de uma vez', async () => {
    const r = await post({ tipoFormulario: 'juridica' })
    expect(r.status).toBe(400)
    const { erros } = (await r.json()) as Recusa
    expect(erros).toContainEqual({ campo: 'razaoSocial', mensagem: 'Razão Social é obrigatório.' })
    expect(erros).toContainEqual({ campo: 'emailContato', mensagem: 'E-mail pessoal principal é obrigatório.' })
    expect(erros.length).toBeGreaterThan(30)
  })

  it('uma regra escondida no navegador vale no servidor: solteira não grava cônjuge nem regime; estrangeira não grava UF de nascimento', async () => {
    const r = await post(pf({ estadoCivilBeneficiario: 'SOLTEIRA', nacionalidadeBeneficiario: 'URUGUAI', pepEnquadramentoBeneficiario: 'X', pepBeneficiario: 'NAO' }))
    expect(r.status).toBe(200)
    const { id } = (await r.json()) as { id: number }
    const doc = await (await getTestPayload()).findByID({ collection: 'cadastros-fundos', id, overrideAccess: true, depth: 0 })
    expect(doc.dados).toMatchObject({ regimeBensBeneficiario: '', nomeCompletoConjuge: '', cpfConjuge: '', ufBeneficiario: '', naturalidadeBeneficiario: '', pepEnquadramentoBeneficiario: '' })
  })

  it('reenvio (mesmo conteúdo, ou mesma Idempotency-Key) grava um só e responde igual', async () => {
    const antes = await contar()
    const corpo = pf({ nomeCompletoBeneficiario: 'Repetida da Silva' })
    const a = await post(corpo)
    const b = await post(corpo)
    const c = await post(pf({ nomeCompletoBeneficiario: 'Chave da Silva' }), { 'idempotency-key': 'cadastro-chave-0001' })
    const d = await post(pf({ nomeCompletoBeneficiario: 'Chave da Silva Alterada' }), { 'idempotency-key': 'cadastro-chave-0001' })
    const ids = await Promise.all([a, b, c, d].map(async (r) => ((await r.json()) as { id: number }).id))
    expect(ids[0]).toBe(ids[1])
    expect(ids[2]).toBe(ids[3])
    expect(await contar()).toBe(antes + 2)
  })

  it('acesso: só o cadastro e o administrador leem; ninguém cria pela API', async () => {
    const payload = await getTestPayload()
    const cadastro = await createStaffUser(['cadastro'])
    const admin = await createStaffUser(['admin'])
    expect((await payload.find({ collection: 'cadastros-fundos', ...asUser(cadastro) })).totalDocs).toBeGreaterThan(0)
    expect((await payload.find({ collection: 'cadastros-fundos', ...asUser(admin) })).totalDocs).toBeGreaterThan(0)
    for (const papel of ['editor', 'comercial', 'ouvidoria', 'integridade'] as const) {
      const u = await createStaffUser([papel])
      await expect(payload.find({ collection: 'cadastros-fundos', ...asUser(u) }), papel).rejects.toThrow()
    }
    await expect(
      payload.create({ collection: 'cadastros-fundos', data: { tipoFormulario: 'fisica', nome: 'X', documento: '1', email: 'x@x.com', dados: {} } as never, ...asUser(cadastro) }),
    ).rejects.toThrow()
  })
})
