/**
 * Fixed title-to-image map for product cards: an exact product title (as in PRODUTOS_SEED)
 * to a public image path. Titles not listed fall back to the product's own image, then to
 * PLACEHOLDER_IMAGEM_PRODUTO.
 */
export const MAPA_IMAGENS_POR_TITULO: Record<string, string> = {
  'Pronaf Custeio': '/img/produtos/pronaf-custeio.svg',
  'Máquinas e Equipamentos Agrícolas': '/img/produtos/maquinas-agricolas.svg',
  'Capital de Giro': '/img/produtos/capital-de-giro.svg',
  'Iluminação Pública Eficiente': '/img/produtos/iluminacao-publica.svg',
  Inovacred: '/img/produtos/inovacred.svg',
}

/** Neutral placeholder used when a product has no mapped or uploaded image. */
export const PLACEHOLDER_IMAGEM_PRODUTO = '/img/produtos/sem-imagem.svg'
