/**
 * The site's button look, for <button>, <a> and next/link alike (one place for the
 * classes that were copied across pages). Primary: white on brand green (7.4:1);
 * secondary: brand green on white with a border. Focus ring comes from globals.css.
 */
export type VarianteBotao = 'primario' | 'secundario'

const BASE = 'inline-block rounded px-5 py-3 font-semibold'
const VARIANTES: Record<VarianteBotao, string> = {
  primario: 'bg-marca-700 text-white hover:bg-marca-800',
  secundario: 'border border-marca-700 bg-white text-marca-700 hover:bg-marca-50',
}

export function classesBotao(variante: VarianteBotao = 'primario', extra = ''): string {
  return `${BASE} ${VARIANTES[variante]}${extra ? ` ${extra}` : ''}`
}
