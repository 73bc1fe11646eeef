import { describe, expect, it } from 'vitest'

import { POST } from '@/app/(contract)/site-api/formulario/uploadNeutro/route'
import { GET as baixarPdf } from '@/app/(site)/formulario/pdf/route'
import { CONFIGURACOES_PADRAO } from '@/domain/configuracoes'
import { hojeNoBrasil, opcoesDataBase } from '@/domain/formulario/datas'
import { casada, empresa } from '@/features/cadastros/exemplos'

import { textoDoPdf } from '../util/texto-pdf'
import { asUser, authHeaders, createStaffUser, getTestPayload, loginToken } from './helpers'

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
    const msg = (await payload.find({ collection: 'mensagens', where: { origem: { equals: `cadastros-fundos:${id}` } }, sort: 'id', overrideAccess: true })).docs
    // The team's e-mail, then the applicant's receipt with the number (issue 32).
    expect(msg).toHaveLength(2)
    expect(msg[1]).toMatchObject({ para: 'maria@exemplo.com.br', assunto: `Cadastro para fundos estaduais (pessoa física): recebemos o seu envio (nº ${String(doc.protocolo)})` })
    expect(doc.protocolo).toMatch(/^CAD(-[0-9A-HJKMNP-TV-Z]{4}){4}$/)
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

  it('reenvio (mesmo conteúdo, ou mesma Idempotency-Key com o mesmo conteúdo) grava um só e responde igual', async () => {
    const antes = await contar()
    const corpo = pf({ nomeCompletoBeneficiario: 'Repetida da Silva' })
    const a = await post(corpo)
    const b = await post(corpo)
    const c = await post(pf({ nomeCompletoBeneficiario: 'Chave da Silva' }), { 'idempotency-key': 'cadastro-chave-0001' })
    const d = await post(pf({ nomeCompletoBeneficiario: 'Chave da Silva' }), { 'idempotency-key': 'cadastro-chave-0001' })
    // The same key with another body is refused (tests/int/idempotencia.int.test.ts), never answered with the first one.
    const e = await post(pf({ nomeCompletoBeneficiario: 'Chave da Silva Alterada' }), { 'idempotency-key': 'cadastro-chave-0001' })
    expect(e.status).toBe(409)
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

  describe('o PDF para assinar', () => {
    const pdf = (consulta: string, cabecalhos: Record<string, string> = {}) => baixarPdf(new Request(`http://t/formulario/pdf${consulta}`, { headers: cabecalhos }))

    it('o envio devolve um link assinado: baixa o PDF com os dados e as declarações; o e-mail leva o mesmo PDF em anexo', async () => {
      const r = await post(pf({ nomeCompletoBeneficiario: 'Assinante Pdf da Silva' }))
      expect(r.status).toBe(200)
      const corpo = (await r.json()) as { id: number; pdf: string; pdfExpiraEm: string }
      expect(corpo.pdf).toMatch(/^\/formulario\/pdf\?t=\d+\.\d+\.[\w-]{32}$/)
      const validade = Date.parse(corpo.pdfExpiraEm) - Date.now()
      expect(validade).toBeGreaterThan(29 * 60_000)
      expect(validade).toBeLessThanOrEqual(30 * 60_000)

      const d = await pdf(corpo.pdf.slice('/formulario/pdf'.length))
      expect(d.status).toBe(200)
      expect(d.headers.get('content-type')).toBe('application/pdf')
      expect(d.headers.get('content-disposition')).toBe('attachment; filename="cadastro-fundos-estaduais-pessoa-fisica.pdf"')
      expect(d.headers.get('cache-control')).toBe('no-store')
      const bytes = new Uint8Array(await d.arrayBuffer())
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
      const texto = textoDoPdf(bytes)
      expect(texto).toContain('CADASTRO DE DECLARAÇÕES - PESSOA FÍSICA / FUNDOS ESTADUAIS - FEAPER')
      expect(texto).toContain('Assinante Pdf da Silva')
      expect(texto).toContain('R$ 85.000,50')
      // Married, beneficiary not an employer, spouse an employer: annex I and annex IV, the spouse signs.
      expect(texto).toContain('Anexo I')
      expect(texto).toContain('Anexo IV')
      expect(texto).not.toContain('Anexo II ')
      expect(texto).toContain('Pessoa Conjuge da Silva')
      expect(texto).toContain('ICP-Brasil')

      const payload = await getTestPayload()
      const [m] = (await payload.find({ collection: 'mensagens', where: { origem: { equals: `cadastros-fundos:${corpo.id}` } }, sort: 'id', overrideAccess: true })).docs
      expect(m!.anexos).toHaveLength(1)
      const anexo = m!.anexos![0]!
      expect(anexo).toMatchObject({ nome: 'cadastro-fundos-estaduais-pessoa-fisica.pdf', tipo: 'application/pdf' })
      expect(anexo.tamanho).toBeGreaterThan(2000)
      // Pending (no SMTP here): the outbox holds the PDF itself.
      expect(textoDoPdf(Buffer.from(anexo.conteudo ?? '', 'base64'))).toContain('Assinante Pdf da Silva')
    })

    it('sem o link certo não há PDF: token alterado 403, só o id 401, id de outro papel 403; a equipe de cadastro baixa pelo id', async () => {
      const r = await post(pf({ nomeCompletoBeneficiario: 'Protegida Pdf da Silva' }))
      const { id, pdf: link } = (await r.json()) as { id: number; pdf: string }
      const [, exp, sig] = link.split('?t=')[1]!.split('.')
      const outroId = `?t=${id + 1}.${exp}.${sig}`
      expect((await pdf(outroId)).status).toBe(403)
      expect(await (await pdf('?t=abc')).text()).toBe('Este link para o PDF expirou ou não é válido. O cadastro foi recebido; para uma cópia, procure o atendimento ao cliente.')
      expect((await pdf(`?id=${id}`)).status).toBe(401)
      expect((await pdf('')).status).toBe(400)
      expect((await pdf(`?t=${'x'.repeat(300)}`)).status).toBe(414)
      expect((await baixarPdf(new Request(`http://t/formulario/pdf?id=${id}`, { method: 'GET', headers: { 'content-length': '10' } }))).status).toBe(413)

      const editor = await createStaffUser(['editor'])
      const negado = await pdf(`?id=${id}`, authHeaders(await loginToken(editor)))
      expect(negado.status).toBe(403)
      expect(await negado.text()).toBe('Forbidden')
      const cadastro = await createStaffUser(['cadastro'])
      const ok = await pdf(`?id=${id}`, authHeaders(await loginToken(cadastro)))
      expect(ok.status).toBe(200)
      expect(textoDoPdf(new Uint8Array(await ok.arrayBuffer()))).toContain('Protegida Pdf da Silva')
    })

    it('pessoa jurídica: o PDF tem a razão social, o anexo eSocial e a assinatura do representante', async () => {
      const r = await post(pj({ razaoSocial: 'Cooperativa Pdf Ltda' }))
      const { pdf: link } = (await r.json()) as { pdf: string }
      const d = await pdf(link.slice('/formulario/pdf'.length))
      expect(d.headers.get('content-disposition')).toBe('attachment; filename="cadastro-fundos-estaduais-pessoa-juridica.pdf"')
      const texto = textoDoPdf(new Uint8Array(await d.arrayBuffer()))
      expect(texto).toContain('Cooperativa Pdf Ltda')
      expect(texto).toContain('Anexo I')
      expect(texto).toContain('Representante legal de Cooperativa Pdf Ltda')
    })
  })
})

describe('retenção dos cadastros (Atendimento › Prazos e retenção)', () => {
  it('a rotina apaga o cadastro sem movimentação há mais meses que o configurado, com o e-mail dele; guarda o mais recente', async () => {
    const payload = await getTestPayload()
    await payload.updateGlobal({ slug: 'configuracoes-atendimento', data: { retencao: { cadastrosFundos: 24 } }, overrideAccess: true })
    const criar = async (nome: string) => ((await (await post(pf({ nomeCompletoBeneficiario: nome }))).json()) as { id: number }).id
    const velho = await criar('Retencao Velha da Silva')
    const recente = await criar('Retencao Recente da Silva')
    const meses = (n: number) => new Date(Date.now() - n * 31 * 86_400_000).toISOString()
    await payload.db.updateOne({ collection: 'cadastros-fundos', id: velho, data: { updatedAt: meses(25) } })
    await payload.db.updateOne({ collection: 'cadastros-fundos', id: recente, data: { updatedAt: meses(23) } })
    const emails = async (id: number) => (await payload.count({ collection: 'mensagens', where: { origem: { equals: `cadastros-fundos:${id}` } }, overrideAccess: true })).totalDocs
    // The team's e-mail and the receipt.
    expect([await emails(velho), await emails(recente)]).toEqual([2, 2])

    await payload.jobs.queue({ task: 'purgarAtendimento', queue: 'manutencao', input: {} })
    await payload.jobs.run({ queue: 'manutencao' })

    await expect(payload.findByID({ collection: 'cadastros-fundos', id: velho, overrideAccess: true })).rejects.toThrow('Não Encontrado')
    expect(await emails(velho)).toBe(0)
    expect((await payload.findByID({ collection: 'cadastros-fundos', id: recente, overrideAccess: true })).nome).toBe('Retencao Recente da Silva')
    expect(await emails(recente)).toBe(2)
  })
})
