import { describe, expect, it } from 'vitest'

import { cepValido, cpfOuCnpjValido, dividirTelefone, mascaraCep, mascaraCpf, mascaraCpfCnpj, mascaraData, mascaraTelefone } from '../validacao'
import { MB, recusaDoArquivo, REGRAS_DENUNCIA, REGRAS_OUVIDORIA, REGRAS_PROTOCOLO } from './arquivos'
import { aplicarRegras, catalogo, errosPorAba, linhasParaEmail, ordenarErros, primeiraAbaComErro } from './catalogo'
import { hojeNoBrasil, idade, opcoesDataBase, problemaConstituicao, problemaEmissao, problemaNascimento } from './datas'
import { semPrefixoDeCampo } from './erros'
import { MASCARAS } from './mascaras'

const dia = (iso: string) => new Date(`${iso}T00:00:00Z`)

describe('CPF ou CNPJ (spec 1 §5, spec 3 §5)', () => {
  it('aceita CPF, CNPJ numérico e CNPJ alfanumérico (versão 2)', () => {
    expect(cpfOuCnpjValido('529.982.247-25')).toBe(true)
    expect(cpfOuCnpjValido('11.222.333/0001-81')).toBe(true)
    expect(cpfOuCnpjValido('12.ABC.345/01DE-35')).toBe(true)
    expect(cpfOuCnpjValido('12abc34501de35')).toBe(true)
  })
  it('recusa dígitos errados, tamanhos errados e um só caractere repetido', () => {
    expect(cpfOuCnpjValido('529.982.247-24')).toBe(false)
    expect(cpfOuCnpjValido('12.ABC.345/01DE-36')).toBe(false)
    expect(cpfOuCnpjValido('111.111.111-11')).toBe(false)
    expect(cpfOuCnpjValido('00.000.000/0000-00')).toBe(false)
    expect(cpfOuCnpjValido('5299822472')).toBe(false)
    // 11 characters with a letter are neither a CPF nor a CNPJ.
    expect(cpfOuCnpjValido('5299822472A')).toBe(false)
  })
  it('a máscara vira CNPJ quando aparece uma letra ou passa de 11', () => {
    expect(mascaraCpfCnpj('52998224725')).toBe('529.982.247-25')
    expect(mascaraCpfCnpj('12abc')).toBe('12.ABC')
    expect(mascaraCpfCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(mascaraCpfCnpj('112223330001')).toBe('11.222.333/0001')
    expect(mascaraCpf('5299822472599')).toBe('529.982.247-25')
  })
})

describe('CEP, telefone e data (spec 3 §5)', () => {
  it('CEP 99999-999', () => {
    expect(mascaraCep('90010210')).toBe('90010-210')
    expect(mascaraCep('9001')).toBe('9001')
    expect(cepValido('90010-210')).toBe(true)
    expect(cepValido('90010-21')).toBe(false)
  })
  it('telefone com e sem espaço, e o DDD separado', () => {
    expect(mascaraTelefone('51998765432', { espaco: true })).toBe('(51) 99876-5432')
    expect(mascaraTelefone('5132101234', { espaco: true })).toBe('(51) 3210-1234')
    expect(mascaraTelefone('51998765432')).toBe('(51)99876-5432')
    expect(dividirTelefone('(51) 99876-5432')).toEqual({ ddd: '51', numero: '998765432' })
    expect(dividirTelefone('(51) 3210-123')).toBeNull()
  })
  it('data dd/mm/aaaa enquanto digita', () => {
    expect(mascaraData('31022024')).toBe('31/02/2024')
    expect(mascaraData('310')).toBe('31/0')
    expect(MASCARAS.data.aplicar('1a2b2000x')).toBe('12/20/00')
  })
})

describe('regras de datas (spec 3 §5)', () => {
  const hoje = dia('2026-11-24')
  it('31/02 não é um dia', () => {
    expect(problemaNascimento('31/02/2000', hoje)).toBe('Data inválida.')
  })
  it('idade de 15 a 150 anos, contada no dia do aniversário', () => {
    expect(problemaNascimento('24/11/2011', hoje)).toBeNull()
    // Fifteen tomorrow: still 14.
    expect(problemaNascimento('25/11/2011', hoje)).toBe('A idade deve estar entre 15 e 150 anos.')
    expect(problemaNascimento('24/11/1876', hoje)).toBeNull()
    expect(problemaNascimento('23/11/1875', hoje)).toBe('A idade deve estar entre 15 e 150 anos.')
    expect(idade(dia('2000-02-29'), dia('2026-02-28'))).toBe(25)
    expect(idade(dia('2000-02-29'), dia('2026-03-01'))).toBe(26)
  })
  it('emissão não depois de hoje nem antes do nascimento', () => {
    expect(problemaEmissao('24/11/2026', '01/01/1990', hoje)).toBeNull()
    expect(problemaEmissao('25/11/2026', '01/01/1990', hoje)).toBe('A data de emissão não pode ser posterior à data de hoje.')
    expect(problemaEmissao('31/12/1989', '01/01/1990', hoje)).toBe('A data de emissão não pode ser anterior à data de nascimento.')
    expect(problemaEmissao('01/01/1990', '01/01/1990', hoje)).toBeNull()
  })
  it('constituição não depois de hoje', () => {
    expect(problemaConstituicao('24/11/2026', hoje)).toBeNull()
    expect(problemaConstituicao('25/11/2026', hoje)).toBe('A data de constituição não pode ser posterior à data de hoje.')
  })
  it('Data Base: 31/12 dos últimos 9 anos, terminando no ano passado', () => {
    expect(opcoesDataBase(hoje)).toEqual(['31/12/2025', '31/12/2024', '31/12/2023', '31/12/2022', '31/12/2021', '31/12/2020', '31/12/2019', '31/12/2018', '31/12/2017'])
  })
  it('o dia no Brasil vira às 03:00 UTC', () => {
    expect(hojeNoBrasil(new Date('2026-11-25T02:59:00Z')).toISOString()).toBe('2026-11-24T00:00:00.000Z')
    expect(hojeNoBrasil(new Date('2026-11-25T03:00:00Z')).toISOString()).toBe('2026-11-25T00:00:00.000Z')
  })
})

describe('regras de anexos (spec 3 §5, §9)', () => {
  const a = (nome: string, mb: number) => ({ nome, tamanho: Math.round(mb * MB) })
  it('tipo, tamanho por arquivo, duplicado e total, com as mensagens de cada formulário', () => {
    expect(recusaDoArquivo(REGRAS_DENUNCIA, a('foto.gif', 1), [])).toBe('O arquivo foto.gif não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.')
    expect(recusaDoArquivo(REGRAS_DENUNCIA, a('grande.pdf', 5.01), [])).toBe('O arquivo grande.pdf excede o limite de 5MB.')
    expect(recusaDoArquivo(REGRAS_DENUNCIA, a('a.pdf', 1), [a('a.pdf', 1)])).toBe('O arquivo a.pdf já foi adicionado.')
    expect(recusaDoArquivo(REGRAS_DENUNCIA, a('b.pdf', 2), [a('a.pdf', 3.5)])).toBe('O tamanho total dos arquivos excede o limite de 5MB.')
    expect(recusaDoArquivo(REGRAS_DENUNCIA, a('b.PDF', 5), [])).toBeNull()
    // The protocol allows 10 MB in all; the same pair passes there.
    expect(recusaDoArquivo(REGRAS_PROTOCOLO, a('b.pdf', 2), [a('a.pdf', 3.5)])).toBeNull()
    expect(recusaDoArquivo(REGRAS_PROTOCOLO, a('c.pdf', 5), [a('a.pdf', 3.5), a('b.pdf', 2)])).toBe('O tamanho total dos arquivos excede o limite de 10MB.')
    expect(recusaDoArquivo(REGRAS_OUVIDORIA, a('foto.jpg', 1), [])).toBe('Tipo de arquivo não permitido. Use apenas PDF, DOC, DOCX ou TXT.')
    expect(recusaDoArquivo(REGRAS_OUVIDORIA, a('x.docx', 6), [])).toBe('Arquivo maior que 5MB não é permitido.')
  })
})

describe('catálogo de campos', () => {
  const semConjuge = (v: Record<string, unknown>) => v.estadoCivil === 'SOLTEIRO'
  const c = catalogo({
    abas: [
      { id: 'pessoais', rotulo: 'Dados pessoais' },
      { id: 'conjuge', rotulo: 'Cônjuge', oculta: semConjuge },
    ],
    campos: [
      { nome: 'nome', rotulo: 'Nome', widget: 'texto', aba: 'pessoais' },
      { nome: 'estadoCivil', rotulo: 'Estado civil', widget: 'selecao', aba: 'pessoais', opcoes: [{ valor: 'SOLTEIRO', rotulo: 'Solteiro(a)' }, { valor: 'CASADO', rotulo: 'Casado(a)' }] },
      { nome: 'regime', rotulo: 'Regime de bens', widget: 'selecao', aba: 'pessoais', limparQuando: semConjuge },
      { nome: 'nomeConjuge', rotulo: 'Nome do cônjuge', widget: 'texto', aba: 'conjuge' },
      { nome: 'semNumero', rotulo: 'Sem número', widget: 'caixa', aba: 'pessoais' },
      { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha' },
    ],
  })
  it('recusa nomes repetidos e abas desconhecidas', () => {
    expect(() => catalogo({ campos: [{ nome: 'a', rotulo: 'A', widget: 'texto' }, { nome: 'a', rotulo: 'A', widget: 'texto' }] })).toThrow('campo repetido no catálogo: a')
    expect(() => catalogo({ campos: [{ nome: 'a', rotulo: 'A', widget: 'texto', aba: 'x' }] })).toThrow('aba desconhecida: x')
  })
  it('limpa o que o predicado limpa e o que está numa aba oculta, e nada mais', () => {
    expect(aplicarRegras(c, { nome: 'Ana', estadoCivil: 'SOLTEIRO', regime: 'COMUNHAO', nomeConjuge: 'Beto', semNumero: true, captcha: 'x' })).toEqual({
      nome: 'Ana',
      estadoCivil: 'SOLTEIRO',
      regime: '',
      nomeConjuge: '',
      semNumero: true,
      captcha: 'x',
    })
    expect(aplicarRegras(c, { nome: 'Ana', estadoCivil: 'CASADO', regime: 'COMUNHAO', nomeConjuge: 'Beto' })).toMatchObject({ regime: 'COMUNHAO', nomeConjuge: 'Beto' })
  })
  it('conta os erros por aba, ordena como na página e acha a primeira aba visível com erro', () => {
    const erros = [
      { campo: 'nomeConjuge', mensagem: 'x' },
      { campo: 'captcha', mensagem: 'y' },
      { campo: 'nome', mensagem: 'z' },
    ]
    expect(errosPorAba(c, erros)).toEqual({ conjuge: 1, pessoais: 1 })
    expect(ordenarErros(c, erros).map((e) => e.campo)).toEqual(['nome', 'nomeConjuge', 'captcha'])
    expect(primeiraAbaComErro(c, [erros[0]!], { estadoCivil: 'CASADO' })).toBe('conjuge')
    expect(primeiraAbaComErro(c, [erros[0]!], { estadoCivil: 'SOLTEIRO' })).toBeUndefined()
  })
  it('linhas do e-mail com os rótulos do catálogo e das opções, só dos campos visíveis', () => {
    expect(linhasParaEmail(c, { nome: 'Ana', estadoCivil: 'SOLTEIRO', regime: '', semNumero: true })).toEqual([
      '— Dados pessoais —',
      'Nome: Ana',
      'Estado civil: Solteiro(a)',
      'Regime de bens: —',
      'Sem número: Sim',
    ])
  })
  it('tira o "campo: " das mensagens antigas', () => {
    expect(semPrefixoDeCampo('cpfCnpj: CPF/CNPJ inválido')).toBe('CPF/CNPJ inválido')
    expect(semPrefixoDeCampo('produto.id: Todos os campos são obrigatórios')).toBe('Todos os campos são obrigatórios')
  })
})
