/**
 * Fixed title-to-image map for product cards: an exact product title to a public image
 * path. Titles not listed fall back to the product's own image, then to IMAGEM_PADRAO
 * (domain/produto.ts).
 */
export const MAPA_IMAGENS_POR_TITULO: Record<string, string> = {
  'Pronaf Custeio': '/img/produtos/pronaf-custeio.svg',
  'Máquinas e Equipamentos Agrícolas': '/img/produtos/maquinas-agricolas.svg',
  'Capital de Giro': '/img/produtos/capital-de-giro.svg',
  'Iluminação Pública Eficiente': '/img/produtos/iluminacao-publica.svg',
  Inovacred: '/img/produtos/inovacred.svg',
}
