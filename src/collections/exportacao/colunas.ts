import { flattenTopLevelFields, type CollectionConfig, type Field } from 'payload'

import type { FormatoDaEquipe } from '@/domain/equipe/formatos'
import { formatarParaEquipe } from '@/domain/equipe/formatos'
import type { ColunaDaPlanilha } from '@/domain/equipe/planilha'

type Registro = Record<string, unknown>
type CampoComDados = Field & {
  name: string
  type: string
  label?: unknown
  options?: unknown
  custom?: Record<string, unknown>
  admin?: { hidden?: boolean }
}

// What a spreadsheet cannot hold or staff do not read: whole forms (json), screen-only fields, keys.
const TIPOS_FORA = new Set(['json', 'ui', 'richText', 'blocks', 'array', 'group', 'join', 'upload', 'point'])

/** The staff format a field declares (custom.formato), or a date's. */
export function formatoDoCampo(campo: { type: string; custom?: Record<string, unknown>; admin?: { date?: { pickerAppearance?: string } } }): FormatoDaEquipe | undefined {
  const declarado = campo.custom?.formato as FormatoDaEquipe | undefined
  if (declarado || campo.type !== 'date') return declarado
  // A day (a deadline) is a day, not a midnight instant shifted by the zone.
  return campo.admin?.date?.pickerAppearance === 'dayOnly' ? 'data' : 'dataHora'
}

const rotuloDe = (c: CampoComDados) => (typeof c.label === 'string' ? c.label : c.name)

/** A select's stored value as its label ('em-analise' → 'Em análise'). */
function rotuloDaOpcao(c: CampoComDados, valor: unknown): string | undefined {
  if (!Array.isArray(c.options)) return undefined
  const opcao = (c.options as ({ value: string; label: unknown } | string)[]).find((o) => (typeof o === 'string' ? o : o.value) === valor)
  return opcao && typeof opcao === 'object' && typeof opcao.label === 'string' ? opcao.label : undefined
}

/** The export's columns: the collection's fields staff read, in the staff view's order, each under its label. */
export function colunasDaColecao(colecao: Pick<CollectionConfig, 'fields'>): ColunaDaPlanilha<Registro>[] {
  const campos = (flattenTopLevelFields(colecao.fields) as CampoComDados[]).filter((c) => !TIPOS_FORA.has(c.type) && !c.admin?.hidden && c.name !== 'id')
  const colunas = campos.map((c): ColunaDaPlanilha<Registro> => ({
    rotulo: rotuloDe(c),
    valor: (r) => rotuloDaOpcao(c, r[c.name]) ?? formatarParaEquipe(relacaoComoId(r[c.name]), formatoDoCampo(c as Parameters<typeof formatoDoCampo>[0])),
  }))
  return [
    { rotulo: 'Número', valor: (r) => String(r.id) },
    ...colunas,
    {
      rotulo: 'Recebido em',
      valor: (r) => formatarParaEquipe(r.createdAt, 'dataHora'),
    },
  ]
}

// A relationship read at depth 0 is its id.
const relacaoComoId = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? v.id : v)
