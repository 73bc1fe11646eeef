import { normalizar } from './texto'

/** An address as a CEP provider gives it, fields empty when the provider lacks them (a city-wide CEP). */
export interface EnderecoDoCep {
  /** Street with its type, as written by the provider ("Rua Sete de Setembro"). */
  logradouro: string
  bairro: string
  cidade: string
  uf: string
  /** IBGE municipality code, 7 digits, or '' when unknown. */
  codigoIbge: string
}

/** The lookup's answer (spec 3 §3 "CEP lookup result"), plus the city's name. */
export interface RespostaCep {
  prefixo: string
  rua: string
  bairro: string
  uf: string
  codigoIbge: string
  cidade: string
}

const maiusculas = (texto: string) => texto.trim().replace(/\s+/g, ' ').toLocaleUpperCase('pt-BR')

/**
 * Splits a street into its type, as the prefix list writes it, and the rest in capitals:
 * "Rua Sete de Setembro" → {prefixo: 'RUA', rua: 'SETE DE SETEMBRO'}. Accents and case aside;
 * the longest listed prefix wins ("ESTRADA MUNICIPAL" before "ESTRADA"). A street that starts with
 * no listed prefix, or is only a prefix, keeps prefixo '' (the form then lets it be chosen).
 */
export function separarPrefixo(logradouro: string, prefixos: readonly string[]): { prefixo: string; rua: string } {
  const palavras = logradouro.trim().split(/\s+/).filter(Boolean)
  const dobradas = palavras.map(normalizar)
  const candidatos = prefixos
    .map((p) => ({ p, partes: normalizar(p).trim().split(/\s+/).filter(Boolean) }))
    .filter((c) => c.partes.length > 0)
    .sort((a, b) => b.partes.length - a.partes.length)
  for (const { p, partes } of candidatos) {
    if (palavras.length > partes.length && partes.every((x, i) => dobradas[i] === x)) {
      return { prefixo: p, rua: maiusculas(palavras.slice(partes.length).join(' ')) }
    }
  }
  return { prefixo: '', rua: maiusculas(palavras.join(' ')) }
}

/**
 * The answer the form reads: street split on the prefix list, every text in capitals like the
 * legacy lists (the city then matches the municipality list's descMunicipioMaiusculo). Missing
 * parts stay '' so the form makes those fields editable (spec 3 §4).
 */
export function respostaDoCep(e: EnderecoDoCep, prefixos: readonly string[]): RespostaCep {
  const { prefixo, rua } = separarPrefixo(e.logradouro, prefixos)
  return { prefixo, rua, bairro: maiusculas(e.bairro), uf: e.uf.trim().toUpperCase(), codigoIbge: e.codigoIbge, cidade: maiusculas(e.cidade) }
}
