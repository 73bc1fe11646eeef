import type { ConfiguracoesSite } from './configuracoes'

/**
 * schema.org structured data (JSON-LD) that search engines read from the pages: the agency on the home,
 * the breadcrumb trail, news articles and financing products. Addresses are absolute (`base` is the
 * site's public address), as schema.org's URL type asks.
 */

type Json = Record<string, unknown>

const absoluto = (base: string, caminho: string) => new URL(caminho, base.endsWith('/') ? base : `${base}/`).toString()

/** The agency as a GovernmentOrganization (home page). */
export function organizacao(c: ConfiguracoesSite, base: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentOrganization',
    name: c.nomeAgencia,
    alternateName: c.siglaAgencia,
    description: c.descricaoSite,
    url: absoluto(base, '/home'),
    logo: absoluto(base, '/favicon.svg'),
    email: c.emailContato,
    telephone: c.telefoneCentral,
    address: {
      '@type': 'PostalAddress',
      streetAddress: c.endereco.logradouro,
      addressLocality: c.endereco.cidade,
      addressRegion: c.endereco.uf,
      postalCode: c.endereco.cep,
      addressCountry: 'BR',
    },
    sameAs: Object.values(c.redesSociais).filter(Boolean),
  }
}

/** The breadcrumb trail; the last item (the page itself) has no address of its own. */
export function trilha(itens: readonly { titulo: string; href?: string }[], base: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: itens.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.titulo,
      ...(item.href ? { item: absoluto(base, item.href) } : {}),
    })),
  }
}

/** A news item as a NewsArticle. */
export function artigo(n: { titulo: string; resumo: string; data: string; atualizadoEm?: string; imagem: string; caminho: string }, c: ConfiguracoesSite, base: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: n.titulo,
    description: n.resumo,
    datePublished: n.data,
    ...(n.atualizadoEm ? { dateModified: n.atualizadoEm } : {}),
    image: [absoluto(base, n.imagem)],
    mainEntityOfPage: absoluto(base, n.caminho),
    publisher: { '@type': 'GovernmentOrganization', name: c.nomeAgencia, url: absoluto(base, '/home') },
  }
}

/** A financing product as a FinancialProduct offered by the agency. */
export function produtoFinanceiro(p: { titulo: string; descricao: string; imagem: string; caminho: string; publico: string }, c: ConfiguracoesSite, base: string): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialProduct',
    name: p.titulo,
    ...(p.descricao ? { description: p.descricao } : {}),
    image: absoluto(base, p.imagem),
    url: absoluto(base, p.caminho),
    category: p.publico,
    areaServed: { '@type': 'State', name: 'Rio Grande do Sul' },
    provider: { '@type': 'GovernmentOrganization', name: c.nomeAgencia, url: absoluto(base, '/home') },
  }
}

/**
 * The JSON for a <script type="application/ld+json"> element: `<` is escaped so no text from staff
 * (a title with "</script>") can end the element early.
 */
export function jsonLd(dados: Json): string {
  return JSON.stringify(dados).replace(/</g, '\\u003c')
}
