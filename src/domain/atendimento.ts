/**
 * The customer-service channels of /atendimento-ao-cliente/{slug} (spec 3 §2),
 * in the spec's order: the page's menu, the phone menu, the default channel and
 * the sitemap all read this one list.
 */

export const CANAIS_ATENDIMENTO = [
  { slug: 'fale-conosco', nome: 'Fale Conosco' },
  { slug: 'protocolo', nome: 'Protocolo Digital' },
  { slug: 'ouvidoria', nome: 'Ouvidoria' },
  { slug: 'denuncias', nome: 'Canal de Denúncias' },
  { slug: 'perguntas', nome: 'Perguntas Frequentes' },
  { slug: 'falabr', nome: 'Fala.BR' },
  { slug: 'juro', nome: 'Juro Zero' },
  { slug: 'encarregado', nome: 'Encarregado de Dados' },
  { slug: 'ir', nome: 'Imposto de Renda' },
  { slug: 'boleto', nome: 'Boletos' },
] as const

export type SlugCanal = (typeof CANAIS_ATENDIMENTO)[number]['slug']

export interface CanalAtendimento {
  slug: SlugCanal
  nome: string
  /** Position in the menu, from 1. */
  ordem: number
}

/** The channels in menu order, each with its position. */
export const CANAIS: readonly CanalAtendimento[] = CANAIS_ATENDIMENTO.map((c, i) => ({ ...c, ordem: i + 1 }))

/** The channel `/atendimento-ao-cliente` shows (the spec's first category). */
export const CANAL_PADRAO: CanalAtendimento = CANAIS[0]!

/** The channels whose page carries a form (written in the form kit). */
export const CANAIS_COM_FORMULARIO: readonly SlugCanal[] = ['fale-conosco', 'protocolo', 'ouvidoria', 'denuncias']

/** Where the channel's page lives. */
export function enderecoDoCanal(slug: SlugCanal): string {
  return `/atendimento-ao-cliente/${slug}`
}

/** The id of each channel page's title: the menu's links end in it, so choosing a channel moves to its title. */
export const ANCORA_TITULO_CANAL = 'titulo-canal'

/** The channel of a slug as typed in the address (exact, lower case), or null for an unknown one. */
export function canalDoSlug(slug: string | undefined): CanalAtendimento | null {
  if (slug === undefined) return CANAL_PADRAO
  return CANAIS.find((c) => c.slug === slug) ?? null
}

/** True for a slug of the list (narrows a string from the database). */
export function ehSlugCanal(slug: string): slug is SlugCanal {
  return CANAIS.some((c) => c.slug === slug)
}

/**
 * The tel: address of a Brazilian number as staff type it ("(51) 3284-5800", "0800 600 6200"): a
 * 0800/0300 number is dialled as it is, any other gets the country code. One rule, so the same
 * number links alike in the footer, the call-centre box and the officer's card (WCAG 2.2 SC 3.2.6).
 */
export function enderecoDeTelefone(telefone: string): string {
  const digitos = telefone.replace(/\D/g, '')
  return digitos.startsWith('0') ? `tel:${digitos}` : `tel:+55${digitos}`
}

/** When the data-protection channel answers (spec 3 §2, §9). */
export const HORARIO_ENCARREGADO = 'de segunda a sexta-feira, das 9h às 18h'
