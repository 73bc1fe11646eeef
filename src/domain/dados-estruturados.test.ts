import { describe, expect, it } from 'vitest'

import { CONFIGURACOES_PADRAO } from './configuracoes'
import { artigo, jsonLd, organizacao, produtoFinanceiro, trilha } from './dados-estruturados'

const BASE = 'https://www.fomento.rs.gov.br'

describe('dados estruturados', () => {
  it('a agência como GovernmentOrganization, com endereço e redes', () => {
    const o = organizacao(CONFIGURACOES_PADRAO, BASE)
    expect(o).toMatchObject({
      '@type': 'GovernmentOrganization',
      name: CONFIGURACOES_PADRAO.nomeAgencia,
      url: 'https://www.fomento.rs.gov.br/home',
      address: { '@type': 'PostalAddress', addressLocality: 'Porto Alegre', addressRegion: 'RS', postalCode: '90010-210', addressCountry: 'BR' },
    })
    expect(o.sameAs).toContain('https://www.instagram.com/fomentors')
  })

  it('a trilha numera os itens e só dá endereço aos que têm link', () => {
    expect(trilha([{ titulo: 'Início', href: '/home' }, { titulo: 'Empresa', href: '/empresa' }, { titulo: 'Capital de Giro' }], BASE).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://www.fomento.rs.gov.br/home' },
      { '@type': 'ListItem', position: 2, name: 'Empresa', item: 'https://www.fomento.rs.gov.br/empresa' },
      { '@type': 'ListItem', position: 3, name: 'Capital de Giro' },
    ])
  })

  it('notícia e produto com endereços absolutos e a agência como responsável', () => {
    const n = artigo({ titulo: 'T', resumo: 'R', data: '2026-11-20T10:00:00.000Z', imagem: '/fas/noticias/image/a.png', caminho: '/noticias/3' }, CONFIGURACOES_PADRAO, `${BASE}/`)
    expect(n).toMatchObject({ '@type': 'NewsArticle', headline: 'T', datePublished: '2026-11-20T10:00:00.000Z', image: ['https://www.fomento.rs.gov.br/fas/noticias/image/a.png'], mainEntityOfPage: 'https://www.fomento.rs.gov.br/noticias/3' })
    const p = produtoFinanceiro({ titulo: 'Capital de Giro', descricao: '', imagem: '/img/produtos/capital-de-giro.svg', caminho: '/empresa/35', publico: 'Empresa' }, CONFIGURACOES_PADRAO, BASE)
    expect(p).toMatchObject({ '@type': 'FinancialProduct', name: 'Capital de Giro', url: 'https://www.fomento.rs.gov.br/empresa/35', category: 'Empresa', provider: { name: CONFIGURACOES_PADRAO.nomeAgencia } })
    expect(p).not.toHaveProperty('description')
  })

  it('um texto com </script> não fecha o elemento', () => {
    const s = jsonLd({ name: 'a</script><script>alert(1)</script>' })
    expect(s).not.toContain('</script>')
    expect(JSON.parse(s)).toEqual({ name: 'a</script><script>alert(1)</script>' })
  })
})
