'use client'

import { startTransition, useEffect, useState } from 'react'

import { notificar } from '@/components/toast/notificar'
import type { Opcao, Valores } from '@/domain/formulario/catalogo'
import { hojeNoBrasil, opcoesDataBase } from '@/domain/formulario/datas'

import { buscarLista, mensagemDeBusca } from './buscas.client'

/**
 * The reference lists of a registration form (spec 3 §7), fetched by the
 * browser after the form shows: the form never waits for them (the CNAE list
 * is slow on its first call after a start). The payload keeps the
 * description, as the legacy forms sent, so the value is the label.
 */
type Item = Record<string, unknown>

const str = (x: unknown): string => (typeof x === 'string' || typeof x === 'number' ? String(x) : '')

/** Each list names its description its own way (the legacy contract's field names). */
const rotuloDe = (i: Item): string =>
  str(i.descEstadoCivilMaiusculo ?? i.descRegimeCasamentoMaiusculo ?? i.descPaisMaiusculo ?? i.siglaUF ?? i.descMunicipioMaiusculo ?? i.descricao)

/** CNAE subclasses read '0111-3/01 - CULTIVO DE ARROZ' (the legacy value). */
const rotuloCnae = (i: Item): string => {
  const c = str(i.id)
  return c.length === 7 ? `${c.slice(0, 4)}-${c[4]}/${c.slice(5)} - ${str(i.descricao)}` : rotuloDe(i)
}

/**
 * The name the toast gives each list: 'Erro ao buscar <lista>' as spec 3 §8 words it ('estados civil'
 * included); the two lists it describes in English are named in Portuguese.
 */
const LISTAS: Record<string, { nome: string; rotulo?: (i: Item) => string }> = {
  profissao: { nome: 'profissões' },
  pais: { nome: 'países' },
  uf: { nome: 'ufs' },
  regimeCasamento: { nome: 'regime de bens' },
  estadoCivil: { nome: 'estados civil' },
  banco: { nome: 'bancos' },
  tipoEnquadramentoParteRelacionada: { nome: 'tipos enquadramento' },
  tipoEnquadramentoPessoaExpostaPoliticamente: { nome: 'tipos enquadramento' },
  tipoDocumento: { nome: 'tipos documento' },
  qualificacaoPj: { nome: 'qualificações PJ' },
  ramoAtividade: { nome: 'ramos de atividade', rotulo: rotuloCnae },
  prefixoEndereco: { nome: 'prefixos de endereços' },
}

/** A list's items, or [] after the toast that names it and says why. */
async function buscar(url: string, nome: string): Promise<Item[]> {
  try {
    return await buscarLista<Item>(url)
  } catch (erro) {
    notificar('error', mensagemDeBusca(nome, erro))
    return []
  }
}

const opcoes = (itens: Item[], rotulo: (i: Item) => string = rotuloDe): Opcao[] => itens.map((i) => ({ valor: rotulo(i), rotulo: rotulo(i) })).filter((o) => o.valor !== '')

/** The document types' acronyms by description (the value the select sends): tipoDocumentoSigla (siglas.ts). */
const siglasDe = (itens: Item[]): Map<string, string> => new Map(itens.map((i) => [str(i.descricao), str(i.sigla)]))

/**
 * The lists named in `nomes`, plus 'Data Base' (computed) and the municipalities of each UF field in `ufs`
 * (fonte `municipio:<campo>`); and the document types' acronyms.
 */
export function useFontesCadastro(nomes: readonly string[], ufs: readonly string[], valores: Valores) {
  const [fontes, setFontes] = useState<Record<string, Opcao[]>>(() => ({
    dataBase: opcoesDataBase(hojeNoBrasil()).map((d) => ({ valor: d, rotulo: d })),
  }))
  const [siglas, setSiglas] = useState<ReadonlyMap<string, string>>(() => new Map())
  const chaveNomes = nomes.join(',')
  useEffect(() => {
    for (const n of chaveNomes.split(',')) {
      const l = LISTAS[n]
      if (!l) continue
      // A list that arrives re-renders the form with its options (professions: about 2,700). As a transition
      // React renders it in slices, yielding to the visitor's input, and lists arriving together once: as a
      // plain update each list was one long task (at phone speed, up to a second).
      void buscar(`/site-api/formulario/${n}`, l.nome).then((itens) =>
        startTransition(() => {
          setFontes((f) => ({ ...f, [n]: opcoes(itens, l.rotulo) }))
          if (n === 'tipoDocumento') setSiglas(siglasDe(itens))
        }),
      )
    }
  }, [chaveNomes])

  const escolhidas = ufs.map((c) => (typeof valores[c] === 'string' ? valores[c] : '')).join(',')
  useEffect(() => {
    const lista = escolhidas.split(',')
    ufs.forEach((campo, i) => {
      const uf = lista[i] ?? ''
      if (!uf) return setFontes((f) => ({ ...f, [`municipio:${campo}`]: [] }))
      void buscar(`/site-api/formulario/municipio?uf=${encodeURIComponent(uf)}`, 'municípios').then((itens) => startTransition(() => setFontes((f) => ({ ...f, [`municipio:${campo}`]: opcoes(itens) }))))
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ufs` is a constant of the form; the chosen states are the key.
  }, [escolhidas])
  return { fontes, siglas }
}
