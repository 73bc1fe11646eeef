import { describe, expect, it } from 'vitest'

import { esquemaFormularioProtocolo, esquemaPedidoProtocolo } from './schema'

const VALIDO = { nome: 'Ana', cpfcnpj: '529.982.247-25', telefone: '(51)99876-5432', email: 'Ana@Exemplo.com.br', areaDestinataria: '', descricao: 'Notas.', arquivos: ['k1'] }
const PAGINA = { ...VALIDO, anexarExistente: false, protocolo: '', arquivos: [{ id: 'k1', nome: 'a.pdf', tamanho: 10 }], captcha: 'x' }

const mensagens = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('esquema do Protocolo Digital (spec 3 §5)', () => {
  it('normaliza o que grava: CPF sem pontuação, telefone em dígitos, e-mail minúsculo, número digitado na grafia única; sem número, protocolo novo', () => {
    expect(esquemaPedidoProtocolo.parse({ ...VALIDO, protocolo: '7k2m q9xd 4hft b8wn', arquivos: 'k1' })).toMatchObject({
      protocolo: '7K2M-Q9XD-4HFT-B8WN',
      cpfcnpj: '52998224725',
      telefone: '51998765432',
      email: 'ana@exemplo.com.br',
      arquivos: ['k1'],
    })
    expect(esquemaPedidoProtocolo.parse({ ...VALIDO, arquivos: ['k1', 'k2', 'k1'] })).toMatchObject({ protocolo: null, arquivos: ['k1', 'k2'] })
  })

  it.each([
    ['nome', 'Jo', 'Nome deve ter pelo menos 3 caracteres'],
    ['nome', '', 'Campo nome é obrigatório'],
    ['cpfcnpj', '111.111.111-11', 'CPF/CNPJ inválido'],
    ['telefone', '(51)9987-654', 'Telefone inválido'],
    ['email', 'ana@', 'E-mail inválido'],
    ['descricao', ' ', 'Campo descrição é obrigatório'],
    ['areaDestinataria', 'tesouraria', 'Área destinatária inválida'],
    ['arquivos', [], '* Ao menos um documento deve ser carregado'],
    ['protocolo', 'ABC', 'O número do protocolo informado não existe.'],
  ])('%s = %j: "%s"', (campo, valor, mensagem) => {
    expect(mensagens(esquemaPedidoProtocolo.safeParse({ ...VALIDO, [campo]: valor }))[campo]).toBe(mensagem)
  })

  it('na página: a caixa "Anexar a um protocolo já existente" exige o número; sem captcha, a mensagem do robô', () => {
    expect(esquemaFormularioProtocolo.safeParse(PAGINA).success).toBe(true)
    expect(mensagens(esquemaFormularioProtocolo.safeParse({ ...PAGINA, anexarExistente: true })).protocolo).toBe('Por favor, informe o número do protocolo')
    expect(mensagens(esquemaFormularioProtocolo.safeParse({ ...PAGINA, captcha: null })).captcha).toBe('Por favor, confirme que você não é um robô')
    expect(mensagens(esquemaFormularioProtocolo.safeParse({ ...PAGINA, arquivos: [] })).arquivos).toBe('* Ao menos um documento deve ser carregado')
  })
})
