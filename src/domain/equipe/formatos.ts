import { FUSO_DO_SITE } from '../datas'
import { diasRestantes } from '../ouvidoria/prazo'
import { formatarReais, mascaraCpfCnpj, mascaraTelefone } from '../validacao'

/**
 * How staff read a stored value (the back-office's list cells and the CSV export alike):
 * money 'R$ 250.000,00', CPF/CNPJ and phone masked, dates and times pt-BR in the agency's zone.
 * A field declares its format once (`custom.formato` on the collection's field, derived from the
 * definition's widget and rule), and both readers follow it.
 */
export type FormatoDaEquipe = 'dinheiro' | 'documento' | 'telefone' | 'data' | 'dataHora'

const DATA_HORA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: FUSO_DO_SITE,
  dateStyle: 'short',
  timeStyle: 'short',
})

/** 'aaaa-mm-dd…' as 'dd/mm/aaaa' (the calendar day as stored, never shifted by the zone). */
export function formatarDia(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso
}

/** An instant as 'dd/mm/aaaa hh:mm' in the agency's time zone. */
export function formatarDataHora(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : DATA_HORA.format(d)
}

/** A stored value as staff read it; empty for no value. */
export function formatarParaEquipe(valor: unknown, formato: FormatoDaEquipe | undefined): string {
  if (valor === null || valor === undefined || valor === '') return ''
  if (formato === 'dinheiro' && typeof valor === 'number') return formatarReais(valor)
  if (formato === 'documento' && typeof valor === 'string') return mascaraCpfCnpj(valor)
  if (formato === 'telefone' && typeof valor === 'string') return mascaraTelefone(valor, { espaco: true })
  if (formato === 'data' && typeof valor === 'string') return formatarDia(valor)
  if (formato === 'dataHora' && typeof valor === 'string') return formatarDataHora(valor)
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não'
  if (typeof valor === 'number') return valor.toLocaleString('pt-BR')
  return typeof valor === 'string' ? valor : JSON.stringify(valor)
}

const dias = (n: number) => `${n} ${n === 1 ? 'dia' : 'dias'}`

/** How long a case still open has before its deadline ('vence em 2 dias', 'vence hoje', 'atrasado há 3 dias'). */
export function textoDoPrazo(prazo: string, hoje: string): { texto: string; atrasado: boolean } {
  const restam = diasRestantes(prazo.slice(0, 10), hoje)
  if (restam < 0) return { texto: `atrasado há ${dias(-restam)}`, atrasado: true }
  return {
    texto: restam === 0 ? 'vence hoje' : `vence em ${dias(restam)}`,
    atrasado: false,
  }
}

/** The staff format of a form's field, from its widget, mask and rule (declared once, in the definition). */
export function formatoDoWidget(c: { widget: string; mascara?: string; regra?: string }): FormatoDaEquipe | undefined {
  if (c.widget === 'dinheiro') return 'dinheiro'
  if (c.mascara === 'cpf' || c.mascara === 'cnpj' || c.mascara === 'cpfCnpj' || c.regra === 'cpfCnpj' || c.regra === 'cnpj') return 'documento'
  if (c.mascara === 'telefone' || c.mascara === 'telefoneEspacado' || c.regra === 'telefone') return 'telefone'
  if (c.mascara === 'data') return 'data'
  return undefined
}
