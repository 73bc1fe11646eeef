import { describe, expect, it } from 'vitest'

import { corpoDoPedido } from './corpo'
import { esquemaConsultaDenuncia, esquemaFormularioDenuncia, esquemaPedidoDenuncia, MENSAGEM_CAPTCHA_DENUNCIA, MENSAGEM_DECLARACAO, MENSAGENS_DENUNCIA as M } from './schema'

const mensagens = (corpo: unknown) => esquemaPedidoDenuncia.safeParse(corpo).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []
const b64 = (bytes: number) => Buffer.alloc(bytes, 1).toString('base64')

describe('MENSAGENS_DENUNCIA', () => {
  it('says the words of spec 3 §5, the fields named by their labels in the definition', () => {
    expect(M).toEqual({
      nomeObrigatorio: 'Campo nome é obrigatório',
      nomeCurto: 'Nome deve ter pelo menos 3 caracteres',
      nomeLongo: 'Nome deve ter no máximo 100 caracteres',
      cpfCnpjObrigatorio: 'Campo CPF/CNPJ é obrigatório',
      cpfCnpjInvalido: 'CPF/CNPJ inválido',
      telefoneObrigatorio: 'Campo telefone é obrigatório',
      telefoneInvalido: 'Telefone inválido',
      emailObrigatorio: 'Campo e-mail é obrigatório',
      emailInvalido: 'E-mail inválido',
      enderecoObrigatorio: 'Campo endereço é obrigatório',
      enderecoInvalido: 'Endereço inválido',
      descricaoObrigatoria: 'Campo descrição é obrigatório',
      descricaoInvalida: 'Descrição inválida',
      protocoloObrigatorio: 'Por favor, informe o número do protocolo',
    })
  })
})

describe('esquemaPedidoDenuncia', () => {
  it('asks nothing of an anonymous reporter but the text', () => {
    expect(mensagens({ anonimo: true, denuncia: 'Fato.' })).toEqual([])
    expect(mensagens({ anonimo: true, denuncia: '  ' })).toEqual([`denuncia: ${M.descricaoObrigatoria}`])
  })

  it('requires every identity field when not anonymous, with the messages of spec 3 §5', () => {
    expect(mensagens({ denuncia: 'Fato.' })).toEqual([
      `nome: ${M.nomeObrigatorio}`,
      `cpfcnpj: ${M.cpfCnpjObrigatorio}`,
      `telefone: ${M.telefoneObrigatorio}`,
      `email: ${M.emailObrigatorio}`,
      `endereco: ${M.enderecoObrigatorio}`,
    ])
    expect(mensagens({ denuncia: 'Fato.', nome: 'Jo', cpfcnpj: '111.111.111-11', telefone: '(54) 9999', email: 'a@', endereco: 'x'.repeat(101) })).toEqual([
      `nome: ${M.nomeCurto}`,
      `cpfcnpj: ${M.cpfCnpjInvalido}`,
      `telefone: ${M.telefoneInvalido}`,
      `email: ${M.emailInvalido}`,
      `endereco: ${M.enderecoInvalido}`,
    ])
    expect(mensagens({ denuncia: 'Fato.', nome: 'J'.repeat(101), cpfcnpj: '529.982.247-25', telefone: '(54) 99876-5432', email: 'j@x.br', endereco: 'Rua A, 1' })).toEqual([
      'nome: Nome deve ter no máximo 100 caracteres',
    ])
    expect(mensagens({ denuncia: 'Fato.', nome: 'J'.repeat(100), cpfcnpj: '529.982.247-25', telefone: '(54) 99876-5432', email: 'j@x.br', endereco: 'Rua A, 1' })).toEqual([])
    expect(mensagens({ denuncia: 'Fato.', nome: 'Joana', cpfcnpj: '529.982.247-25', telefone: '(54) 99876-5432', email: 'j@x.br', endereco: 'Rua A, 1' })).toEqual([])
  })

  it('applies the file rules: type, 5 MB each, 5 MB in all, duplicates', () => {
    const anon = { anonimo: true, denuncia: 'x' }
    expect(mensagens({ ...anon, Documentos: [{ nome: 'a.exe', conteudo: b64(3) }] })).toEqual([
      'Documentos: O arquivo a.exe não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.',
    ])
    expect(mensagens({ ...anon, Documentos: [{ nome: 'a.pdf', conteudo: b64(5 * 1024 * 1024 + 1) }] })).toEqual(['Documentos: O arquivo a.pdf excede o limite de 5MB.'])
    expect(mensagens({ ...anon, Documentos: [{ nome: 'a.pdf', conteudo: b64(3 * 1024 * 1024) }, { nome: 'b.png', conteudo: b64(3 * 1024 * 1024) }] })).toEqual([
      'Documentos: O tamanho total dos arquivos excede o limite de 5MB.',
    ])
    expect(mensagens({ ...anon, Documentos: [{ nome: 'a.pdf', conteudo: b64(4) }, { nome: 'a.pdf', conteudo: b64(4) }] })).toEqual(['Documentos: O arquivo a.pdf já foi adicionado.'])
    expect(mensagens({ ...anon, Documentos: [{ nome: 'a.pdf', conteudo: b64(5 * 1024 * 1024) }] })).toEqual([])
  })
})

describe('esquemaConsultaDenuncia', () => {
  it('requires the protocol', () => {
    expect(esquemaConsultaDenuncia.safeParse({ ID: ' ' }).error?.issues[0]?.message).toBe(M.protocoloObrigatorio)
    expect(esquemaConsultaDenuncia.safeParse({}).error?.issues[0]?.message).toBe(M.protocoloObrigatorio)
  })
})

describe('esquemaFormularioDenuncia (the page)', () => {
  const vazio = { anonimo: false, nome: '', cpfcnpj: '', telefone: '', email: '', endereco: '', sigilo: false, denuncia: '', Documentos: [], manterMetadados: false, declaracao: false, captcha: null }
  const erros = (v: object) => esquemaFormularioDenuncia.safeParse({ ...vazio, ...v }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

  it('shows every message of an empty identified form at once, the captcha as spec 3 §8 spells it', () => {
    expect(erros({})).toEqual([
      `nome: ${M.nomeObrigatorio}`,
      `cpfcnpj: ${M.cpfCnpjObrigatorio}`,
      `telefone: ${M.telefoneObrigatorio}`,
      `email: ${M.emailObrigatorio}`,
      `endereco: ${M.enderecoObrigatorio}`,
      `denuncia: ${M.descricaoObrigatoria}`,
      `declaracao: ${MENSAGEM_DECLARACAO}`,
      'captcha: Por favor, confirme que você nao é um robô',
    ])
  })

  it('asks an anonymous reporter for the text, the declaration and the captcha only', () => {
    expect(erros({ anonimo: true, denuncia: 'Fato.', declaracao: true, captcha: 'x' })).toEqual([])
    expect(erros({ anonimo: true })).toEqual([`denuncia: ${M.descricaoObrigatoria}`, `declaracao: ${MENSAGEM_DECLARACAO}`, `captcha: ${MENSAGEM_CAPTCHA_DENUNCIA}`])
  })

  it('sends an anonymous report with no identity field at all', () => {
    const corpo = corpoDoPedido({ ...vazio, anonimo: true, nome: 'Esquecido', denuncia: 'Fato.', declaracao: true, captcha: 'c' })
    expect(Object.keys(corpo).sort()).toEqual(['Documentos', 'anonimo', 'captcha', 'denuncia', 'manterMetadados'])
  })
})
