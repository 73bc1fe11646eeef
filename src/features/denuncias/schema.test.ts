import { describe, expect, it } from 'vitest'

import { esquemaConsultaDenuncia, esquemaPedidoDenuncia, MENSAGENS_DENUNCIA as M } from './schema'

const mensagens = (corpo: unknown) => esquemaPedidoDenuncia.safeParse(corpo).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []
const b64 = (bytes: number) => Buffer.alloc(bytes, 1).toString('base64')

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
