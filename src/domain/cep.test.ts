import { describe, expect, it } from 'vitest'

import { respostaDoCep, separarPrefixo } from './cep'

const PREFIXOS = ['RUA', 'AVENIDA', 'PRAÇA', 'ESTRADA', 'ESTRADA MUNICIPAL', 'LINHA']

describe('separarPrefixo', () => {
  it('splits the street type as the list writes it and puts the rest in capitals', () => {
    expect(separarPrefixo('Rua Sete de Setembro', PREFIXOS)).toEqual({ prefixo: 'RUA', rua: 'SETE DE SETEMBRO' })
    expect(separarPrefixo('Avenida Borges de Medeiros', PREFIXOS)).toEqual({ prefixo: 'AVENIDA', rua: 'BORGES DE MEDEIROS' })
  })

  it('ignores accents and case: "Praca da Matriz" finds PRAÇA', () => {
    expect(separarPrefixo('Praca da Matriz', PREFIXOS)).toEqual({ prefixo: 'PRAÇA', rua: 'DA MATRIZ' })
    expect(separarPrefixo('  linha   São Pedro ', PREFIXOS)).toEqual({ prefixo: 'LINHA', rua: 'SÃO PEDRO' })
  })

  it('the longest prefix wins', () => {
    expect(separarPrefixo('Estrada Municipal Olavo Bilac', PREFIXOS)).toEqual({ prefixo: 'ESTRADA MUNICIPAL', rua: 'OLAVO BILAC' })
    expect(separarPrefixo('Estrada do Mar', PREFIXOS)).toEqual({ prefixo: 'ESTRADA', rua: 'DO MAR' })
  })

  it('a word that only starts like a prefix is not one: "Ruanda", "Avenidas"', () => {
    expect(separarPrefixo('Ruanda Grande', PREFIXOS)).toEqual({ prefixo: '', rua: 'RUANDA GRANDE' })
  })

  it('no listed prefix, or only a prefix, or nothing: prefixo empty', () => {
    expect(separarPrefixo('Beco do Rosário', PREFIXOS)).toEqual({ prefixo: '', rua: 'BECO DO ROSÁRIO' })
    expect(separarPrefixo('Rua', PREFIXOS)).toEqual({ prefixo: '', rua: 'RUA' })
    expect(separarPrefixo('', PREFIXOS)).toEqual({ prefixo: '', rua: '' })
    expect(separarPrefixo('Rua Ipiranga', [])).toEqual({ prefixo: '', rua: 'RUA IPIRANGA' })
  })
})

describe('respostaDoCep', () => {
  it('answers the spec fields in capitals, partial parts empty', () => {
    expect(respostaDoCep({ logradouro: '', bairro: '', cidade: 'Nova Bréscia', uf: 'rs', codigoIbge: '4312955' }, PREFIXOS)).toEqual({
      prefixo: '',
      rua: '',
      bairro: '',
      uf: 'RS',
      codigoIbge: '4312955',
      cidade: 'NOVA BRÉSCIA',
    })
    expect(respostaDoCep({ logradouro: 'Rua dos Andradas', bairro: 'Centro Histórico', cidade: 'Porto Alegre', uf: 'RS', codigoIbge: '4314902' }, PREFIXOS)).toEqual({
      prefixo: 'RUA',
      rua: 'DOS ANDRADAS',
      bairro: 'CENTRO HISTÓRICO',
      uf: 'RS',
      codigoIbge: '4314902',
      cidade: 'PORTO ALEGRE',
    })
  })
})
