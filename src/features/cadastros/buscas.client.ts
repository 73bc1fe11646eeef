'use client'

/**
 * What the registration forms' lookups say when they fail or find nothing (spec 3 §8):
 * 'Erro ao buscar <lista>' followed by the error, and the two warnings.
 */

export const SEM_MUNICIPIO = 'Nenhum município encontrado com o código IBGE fornecido.'
/** Spec 3 §9: a warning stays 6000 ms. */
export const DURACAO_AVISO_MS = 6000

/** The error as a visitor reads it: the server's message, or what went wrong in plain words. */
export async function motivoDaResposta(r: Response): Promise<string> {
  const corpo = (await r.json().catch(() => null)) as { message?: unknown } | null
  return typeof corpo?.message === 'string' ? corpo.message : `resposta ${r.status} do servidor.`
}

/** fetch's own TypeError ('Failed to fetch', offline) says nothing to a visitor: name the cause instead. */
export function textoDoErro(erro: unknown): string {
  return erro instanceof Error && !(erro instanceof TypeError) ? erro.message : 'sem conexão com o servidor.'
}

/** 'Erro ao buscar <nome>: <erro>' (spec 3 §8). */
export const mensagemDeBusca = (nome: string, erro: unknown): string => `Erro ao buscar ${nome}: ${textoDoErro(erro)}`

/** A JSON list from a lookup; a non-OK answer throws with its reason. */
export async function buscarLista<T>(url: string): Promise<T[]> {
  const r = await fetch(url)
  if (!r.ok) throw new Error(await motivoDaResposta(r))
  return (await r.json()) as T[]
}

/**
 * The municipality's name for the IBGE code a CEP answer carried, from the state's list
 * (the legacy form filled the city this way); null when the list has no such code.
 */
export async function municipioDoIbge(uf: string, codigo: string): Promise<string | null> {
  const lista = await buscarLista<{ codIBGE?: unknown; descMunicipioMaiusculo?: unknown }>(`/site-api/formulario/municipio?uf=${encodeURIComponent(uf)}`)
  const achado = codigo ? lista.find((m) => String(m.codIBGE) === codigo) : undefined
  return typeof achado?.descMunicipioMaiusculo === 'string' ? achado.descMunicipioMaiusculo : null
}
