import { randomBytes } from 'node:crypto'

import type { CollectionAfterDeleteHook, CollectionConfig, Field } from 'payload'

import { somenteCamposDoFluxo } from '@/access/campos-do-fluxo'
import { linhaDeSubmissao } from '@/access/matriz'
import type { Role } from '@/access/roles'
import { formatoDoWidget } from '@/domain/equipe/formatos'
import type { Transicoes } from '@/domain/submissao/caso'
import { camposGuardados, type CampoDeSubmissao, type DefinicaoDeSubmissao } from '@/domain/submissao/definicao'

import { hooksDeAuditoria } from './Auditoria/registrar'
import { CAMPO_RESPOSTAS, CAMPOS_EDITAVEIS_DO_CASO, camposDoCaso } from './caso/campos'
import { prepararCaso } from './caso/hooks'
import { enviarRespostas, type RespostasDoCaso } from './caso/respostas'
import type { DadosDoCaso } from '@/server/payload/jobs/resumo-dos-prazos'
import { comFormato } from './equipe/celulas'
import { diaNoFusoDoSite } from '@/domain/datas'
import { BYTES_NUMERO, numeroDeBytes, type EsquemaDeNumero } from '@/domain/submissao/numero'
import { avisarSatisfacao } from './satisfacao'
import { declararColecaoComLinha, GRUPO_DA_EQUIPE, juntarHooks } from './colecao'

/**
 * Every public submission but the sealed whistleblower report (collections/Denuncias)
 * is a collection made here from its definition (colecaoDaDefinicao), so each has the same spine: a follow-up status, the
 * idempotency key a retry finds (unique, hidden), the protocol number where the
 * form gives one, created/updated dates, access from the matrix (src/access/matriz.ts:
 * the team of that form reads and follows it up, administrators too, only an
 * administrator deletes, and nobody creates through the API: the form's route
 * does, on the visitor's behalf), staff change only the follow-up status (what
 * the citizen sent stays as sent), and every consultation or change is audited.
 * Each is also a case (collections/caso): an owner from its team, internal notes,
 * a deadline, the citizen's news, and status moves limited to its transitions.
 */
export interface ConfigDeSubmissao {
  slug: string
  /** The generated type's name (Payload would singularise the slug: 'Simulacoe'). */
  interfaceName: string
  labels: { singular: string; plural: string }
  /** Follow-up statuses; the first is a new submission's. */
  situacoes: readonly { value: string; label: string }[]
  /** From each status, where staff may move a case. */
  transicoes: Transicoes
  /** The statuses of a closed case. */
  encerradas: readonly string[]
  /** Adds a unique, read-only number in this scheme, made on create when the form brought none (the visitor's key to follow it up). */
  protocolo?: EsquemaDeNumero
  /** The list's settings; the menu section is the team's (GRUPO_DA_EQUIPE). */
  admin: Omit<NonNullable<CollectionConfig['admin']>, 'group'>
  fields: Field[]
  /** Workflow fields staff may change besides `situacao` (the ombudsman's answer and extension). */
  editaveis?: readonly string[]
  /** The collection's own hooks, run after the audit's. */
  hooks?: CollectionConfig['hooks']
  /** The team answers the citizen from the case (an e-mail per reply, Reply-To the team). */
  respostas?: RespostasDoCaso
  /** The list's order (default: newest first). */
  defaultSort?: CollectionConfig['defaultSort']
}

/**
 * The files a submission claimed go with it (an administrator's deletion answers an
 * erasure request: LGPD art. 18, VI), in the same transaction, record and file alike.
 */
const apagarAnexos: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await req.payload.delete({
    collection: 'anexos',
    where: { and: [{ 'submissao.colecao': { equals: collection.slug } }, { 'submissao.registro': { equals: String(id) } }] },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/** The kind's row is the one the matrix builds from its team (a kind declared by a test is in no matrix, but gets the same row). */
function colecaoDaEquipe(d: ConfigDeSubmissao & { equipe: Role }): CollectionConfig {
  const caso = camposDoCaso(d.equipe, d.encerradas)
  return declararColecaoComLinha(d.slug, linhaDeSubmissao(d.equipe), {
    labels: d.labels,
    interfaceName: d.interfaceName,
    // Its list sits in its team's section of the menu.
    admin: { group: GRUPO_DA_EQUIPE[d.equipe], ...d.admin, ...(d.admin.defaultColumns && { defaultColumns: comPrazo(d.admin.defaultColumns) }) },
    // Each account saves its filters of the list (collections/FiltrosSalvos).
    enableQueryPresets: true,
    // What the queue and the deadline digest read of every case kind (server/payload/jobs/resumo-dos-prazos.ts).
    custom: { caso: { equipe: d.equipe, encerradas: d.encerradas, rotulo: d.labels.plural } satisfies DadosDoCaso },
    // The audit's hooks first, then the kind's.
    hooks: juntarHooks(hooksDeAuditoria, {
      ...d.hooks,
      // The case's rules first, so the kind's own hooks see its checked status.
      beforeChange: [prepararCaso(d), ...(d.hooks?.beforeChange ?? [])],
      // Replies go out by e-mail; a kind with a number is followed up: closing it sends the satisfaction survey (satisfacao.ts).
      afterChange: [...(d.hooks?.afterChange ?? []), ...(d.respostas ? [enviarRespostas(d.slug, d.equipe, d.respostas)] : []), ...(d.protocolo ? [avisarSatisfacao] : [])],
      afterDelete: [...(d.hooks?.afterDelete ?? []), apagarAnexos],
    }),
    defaultSort: d.defaultSort ?? '-createdAt',
    timestamps: true,
    fields: somenteCamposDoFluxo(['situacao', ...CAMPOS_EDITAVEIS_DO_CASO, ...(d.editaveis ?? [])], [
      {
        name: 'situacao',
        label: 'Acompanhamento',
        type: 'select',
        required: true,
        defaultValue: d.situacoes[0]!.value,
        options: [...d.situacoes],
        admin: { position: 'sidebar' },
      },
      ...(d.protocolo
        ? [campoDoNumero(d.protocolo)]
        : []),
      ...caso.lateral,
      ...d.fields,
      ...(d.respostas ? [CAMPO_RESPOSTAS] : []),
      caso.notas,
      // A retried or double-clicked submission finds this key and gets the same answer (dados/submissoes).
      { name: 'chaveIdempotencia', type: 'text', unique: true, index: true, admin: { hidden: true } },
    ]),
  })
}

/**
 * Every kind's list shows the case's deadline right after its number (after the title column
 * when the list shows no number, so the row's link stays on it).
 */
function comPrazo(colunas: readonly string[]): string[] {
  const resto = colunas.filter((c) => c !== 'prazo')
  const numero = resto.indexOf('protocolo')
  const depois = numero >= 0 ? numero + 1 : 1
  return [...resto.slice(0, depois), 'prazo', ...resto.slice(depois)]
}

/** The number field: made from 80 random bits on create when the kind's server did not set it (domain/submissao/numero.ts). */
function campoDoNumero(esquema: EsquemaDeNumero): Field {
  return {
    name: 'protocolo',
    label: 'Protocolo',
    type: 'text',
    unique: true,
    index: true,
    admin: { position: 'sidebar', readOnly: true },
    hooks: {
      beforeChange: [
        ({ value, operation }): unknown =>
          operation === 'create' && !value ? numeroDeBytes(esquema, randomBytes(BYTES_NUMERO), Number(diaNoFusoDoSite(new Date()).slice(0, 4))) : (value as unknown),
      ],
    },
  }
}

const LEITURA = { readOnly: true } as const

/** A stored field as staff see it: the visitor's value, read-only, under the form's own label, in its staff format (money, CPF/CNPJ, phone). */
function campoDaEquipe(c: CampoDeSubmissao): Field {
  return comFormato(campoSemFormato(c), formatoDoWidget(c))
}

function campoSemFormato(c: CampoDeSubmissao): Field {
  const admin = c.notaDaEquipe ? { ...LEITURA, description: c.notaDaEquipe } : LEITURA
  const base = { name: c.nome, label: c.rotuloDaEquipe ?? c.rotulo, required: Boolean(c.obrigatorio), ...(c.indice && { index: true }), admin }
  if (c.widget === 'dinheiro' || c.widget === 'numero') return { ...base, type: 'number' }
  // Options from a source (the states) are not fixed: kept as text.
  if ((c.widget === 'selecao' || c.widget === 'radio') && c.opcoes) return { ...base, type: 'select', options: c.opcoes.map((o) => ({ label: o.rotulo, value: o.valor })) }
  if (c.widget === 'area') return { ...base, type: 'textarea' }
  return c.inputMode === 'email' ? { ...base, type: 'email' } : { ...base, type: 'text' }
}

/** What a kind's collection adds to its definition: its workflow fields, hooks and list settings. */
export interface ExtrasDaColecao {
  /** Workflow fields before the visitor's (the sidebar's) and after them (the answer). */
  antes?: Field[]
  depois?: Field[]
  /** Workflow fields staff may change besides `situacao`. */
  editaveis?: readonly string[]
  hooks?: CollectionConfig['hooks']
  /** The team answers the citizen from the case (collections/caso/respostas.ts). */
  respostas?: RespostasDoCaso
  defaultSort?: CollectionConfig['defaultSort']
  /** The list's columns between the protocol number and the definition's own (a deadline, the status; else the status comes after). */
  colunas?: readonly string[]
  /** The kind's columns after the definition's own (the amount asked, the product). */
  colunasDepois?: readonly string[]
  /** The list's last column (default: when it arrived). */
  ultimaColuna?: string
  /** The list's title, columns and search when not the derived ones (the registration's list names who, not the number). */
  admin?: Omit<NonNullable<CollectionConfig['admin']>, 'group'>
}

/**
 * A kind's collection, derived from its definition (domain/submissao/definicao.ts):
 * labels, team and access row, statuses, protocol number, the visitor's fields
 * read-only in the staff view's rows, the list's columns and search. The kind adds
 * only its workflow (extras).
 */
/** The visitor's fields as staff see them: read-only, in the staff view's rows (a kind may repeat them, for a later sending). */
export function camposDaVista(d: Pick<DefinicaoDeSubmissao, 'campos' | 'vistaDaEquipe'>): Field[] {
  const guardados = camposGuardados(d)
  const campo = (nome: string) => campoDaEquipe(guardados.find((c) => c.nome === nome)!)
  return d.vistaDaEquipe.map((item): Field => (typeof item === 'string' ? campo(item) : { type: 'row', fields: item.map(campo) }))
}

export function colecaoDaDefinicao(d: DefinicaoDeSubmissao<string, Role>, extras: ExtrasDaColecao = {}): CollectionConfig {
  const guardados = camposGuardados(d)
  const colunas = [...(extras.colunas ?? []), ...d.vistaDaEquipe.flat().filter((n) => guardados.find((c) => c.nome === n)?.coluna), ...(extras.colunasDepois ?? [])]
  // The status follows the kind's own columns unless the kind places it.
  if (!colunas.includes('situacao')) colunas.push('situacao')
  const protocolo = d.protocolo ? ['protocolo'] : []
  return colecaoDaEquipe({
    slug: d.slug,
    interfaceName: d.interfaceName,
    labels: d.rotulos,
    situacoes: d.situacoes,
    transicoes: d.transicoes,
    encerradas: d.encerradas,
    equipe: d.equipe,
    protocolo: d.protocolo,
    editaveis: extras.editaveis,
    hooks: extras.hooks,
    respostas: extras.respostas,
    defaultSort: extras.defaultSort,
    admin: {
      // A record is named by its protocol number, else by its first column (the sender's name).
      useAsTitle: d.protocolo ? 'protocolo' : colunas[0],
      defaultColumns: [...protocolo, ...colunas, extras.ultimaColuna ?? 'createdAt'],
      listSearchableFields: [...protocolo, ...guardados.filter((c) => c.busca).map((c) => c.nome)],
      ...extras.admin,
    },
    fields: [...(extras.antes ?? []), ...camposDaVista(d), ...(extras.depois ?? [])],
  })
}
