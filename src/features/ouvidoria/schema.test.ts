import { describe, expect, it } from 'vitest'

import { esquemaFormularioOuvidoria, esquemaPedidoOuvidoria } from './schema'

const VALIDO = {
  nome: 'Ana Souza',
  cpfCnpj: '529.982.247-25',
  telefone: '(51)3222-1234',
  email: 'Ana@Exemplo.com.br',
  endereco: 'Rua A, 1',
  naturezaManifestacao: 'Sugestão',
  assunto: 'Atendimento',
  mensagem: 'Sugiro horário estendido.',
}

const mensagens = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('esquema da Ouvidoria (spec 3 §5)', () => {
  it('aceita os campos válidos, CPF ou CNPJ (também alfanumérico), telefone fixo ou celular; sai com telefone em dígitos e e-mail minúsculo', () => {
    expect(esquemaPedidoOuvidoria.parse(VALIDO)).toMatchObject({ telefone: '5132221234', email: 'ana@exemplo.com.br', documentos: [], arquivos: [] })
    expect(esquemaPedidoOuvidoria.safeParse({ ...VALIDO, cpfCnpj: '11.222.333/0001-81', telefone: '(51)99876-5432' }).success).toBe(true)
    expect(esquemaPedidoOuvidoria.safeParse({ ...VALIDO, cpfCnpj: '12.ABC.345/01DE-35' }).success).toBe(true)
  })

  it.each([
    ['nome', 'Jo', 'Nome inválido'],
    ['nome', 'a'.repeat(101), 'Nome inválido'],
    ['nome', '', 'Campo Nome é obrigatório'],
    ['cpfCnpj', '111.111.111-11', 'CPF/CNPJ inválido'],
    ['cpfCnpj', '', 'Campo CPF/CNPJ é obrigatório'],
    ['telefone', '(51)3222-123', 'Telefone inválido'],
    ['telefone', '(51) 99876-5432', 'Telefone inválido'],
    ['email', 'ana@', 'E-mail inválido'],
    ['email', `${'a'.repeat(95)}@x.com`, 'E-mail inválido'],
    ['endereco', 'r'.repeat(101), 'Endereço inválido'],
    ['naturezaManifestacao', 'Denuncia', 'Natureza da manifestação inválida'],
    ['naturezaManifestacao', '', 'Campo Natureza da manifestação é obrigatório'],
    ['assunto', 's'.repeat(101), 'Assunto inválido'],
    ['assunto', ' ', 'Campo Assunto é obrigatório'],
    ['mensagem', '', 'Campo Mensagem é obrigatório'],
    ['mensagem', 'm'.repeat(10_001), 'Mensagem inválida'],
  ])('%s = %j: "%s"', (campo, valor, mensagem) => {
    expect(mensagens(esquemaPedidoOuvidoria.safeParse({ ...VALIDO, [campo]: valor }))[campo]).toBe(mensagem)
  })

  it('hiddenDocumentos: lista JSON de {nome, conteudo} em base64 (com ou sem prefixo data:), conferida pelas regras da Ouvidoria', () => {
    const pdf = btoa('%PDF-1.4 conteúdo'.replace('ú', 'u'))
    const ok = esquemaPedidoOuvidoria.parse({ ...VALIDO, hiddenDocumentos: JSON.stringify([{ nome: 'a.pdf', conteudo: `data:application/pdf;base64,${pdf}` }]) })
    expect(ok.documentos).toHaveLength(1)
    expect(new TextDecoder().decode(ok.documentos[0]!.bytes)).toBe('%PDF-1.4 conteudo')
    const erro = (h: string) => mensagens(esquemaPedidoOuvidoria.safeParse({ ...VALIDO, hiddenDocumentos: h })).hiddenDocumentos
    expect(erro('[{"nome":"a.pdf"}]')).toBe('Erro ao processar arquivo. Por favor, tente novamente.')
    expect(erro('[{"nome":"a.pdf","conteudo":"@@@"}]')).toBe('Erro ao processar arquivo. Por favor, tente novamente.')
    expect(erro(JSON.stringify([{ nome: 'a.exe', conteudo: pdf }]))).toBe('Tipo de arquivo não permitido. Use apenas PDF, DOC, DOCX ou TXT.')
  })

  it('no formulário da página: captcha e a soma dos arquivos', () => {
    const comArquivos = (tamanhos: number[]) => ({ ...VALIDO, captcha: 'x', arquivos: tamanhos.map((t, i) => ({ id: `k${i}`, nome: `${i}.pdf`, tamanho: t })) })
    expect(mensagens(esquemaFormularioOuvidoria.safeParse({ ...VALIDO, arquivos: [], captcha: null })).captcha).toBe('Por favor, confirme que você não é um robô')
    expect(esquemaFormularioOuvidoria.safeParse(comArquivos([2 * 1024 * 1024, 3 * 1024 * 1024])).success).toBe(true)
    expect(mensagens(esquemaFormularioOuvidoria.safeParse(comArquivos([3 * 1024 * 1024, 3 * 1024 * 1024]))).arquivos).toBe('O tamanho total dos arquivos excede o limite de 5MB.')
  })
})
