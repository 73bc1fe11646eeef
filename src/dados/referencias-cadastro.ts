import 'server-only'

import { todosComoVisitante } from './payload'

/**
 * The registration forms' short reference lists, kept by staff in the back-office (Cadastros),
 * read as an anonymous visitor (todosComoVisitante; the collections let anyone read) and
 * answered in the legacy shapes of spec 3 §3. Sorted here, not by the database: SQLite sorts
 * bytes ("ÁREA" after "VILA"), a Brazilian reader expects pt-BR order.
 */

type ColecaoReferencia = 'estados-civis' | 'regimes-casamento' | 'tipos-documento' | 'enquadramentos-pep' | 'tipos-parte-relacionada' | 'prefixos-endereco'

const todos = <C extends ColecaoReferencia>(collection: C) => todosComoVisitante(collection)

const emPortugues = (a: string, b: string) => a.localeCompare(b, 'pt-BR')

/** {id, descEstadoCivilMaiusculo}, by description. */
export async function listarEstadosCivis(): Promise<{ id: number; descEstadoCivilMaiusculo: string }[]> {
  return (await todos('estados-civis'))
    .map((e) => ({ id: e.id, descEstadoCivilMaiusculo: e.descricao }))
    .sort((a, b) => emPortugues(a.descEstadoCivilMaiusculo, b.descEstadoCivilMaiusculo))
}

/** {id, descRegimeCasamentoMaiusculo}, by description. */
export async function listarRegimesCasamento(): Promise<{ id: number; descRegimeCasamentoMaiusculo: string }[]> {
  return (await todos('regimes-casamento'))
    .map((r) => ({ id: r.id, descRegimeCasamentoMaiusculo: r.descricao }))
    .sort((a, b) => emPortugues(a.descRegimeCasamentoMaiusculo, b.descRegimeCasamentoMaiusculo))
}

/** {idTipoDocumento, descricao, sigla}, by description. */
export async function listarTiposDocumento(): Promise<{ idTipoDocumento: number; descricao: string; sigla: string }[]> {
  return (await todos('tipos-documento'))
    .map((t) => ({ idTipoDocumento: t.id, descricao: t.descricao, sigla: t.sigla }))
    .sort((a, b) => emPortugues(a.descricao, b.descricao))
}

/** PEP framings {id, descricao}, by id (spec 3 §7). */
export async function listarEnquadramentosPep(): Promise<{ id: number; descricao: string }[]> {
  return (await todos('enquadramentos-pep')).map((e) => ({ id: e.id, descricao: e.descricao })).sort((a, b) => a.id - b.id)
}

/** Related-party kinds {id, descricao}, by id (spec 3 §7). */
export async function listarTiposParteRelacionada(): Promise<{ id: number; descricao: string }[]> {
  return (await todos('tipos-parte-relacionada')).map((t) => ({ id: t.id, descricao: t.descricao })).sort((a, b) => a.id - b.id)
}

/** Street types {descricao}, non-empty only, by description. */
export async function listarPrefixosEndereco(): Promise<{ descricao: string }[]> {
  return (await todos('prefixos-endereco'))
    .map((p) => ({ descricao: p.descricao.trim() }))
    .filter((p) => p.descricao !== '')
    .sort((a, b) => emPortugues(a.descricao, b.descricao))
}
