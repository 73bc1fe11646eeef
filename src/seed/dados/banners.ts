/** Demo banners of the home page's second carousel. */
export const BANNERS_SEED = [
  {
    titulo: 'Safra de verão: crédito de custeio aberto',
    descricaoImagem: 'Lavoura verde sob o sol com um trator vermelho',
    url: '/agronegocio',
    ordem: 1,
    imagem: 'banner-campo.svg',
  },
  {
    titulo: 'Capital de giro para a sua empresa',
    descricaoImagem: 'Prédios de uma área industrial com janelas iluminadas',
    url: '/empresa/35',
    ordem: 2,
    imagem: 'banner-empresa.svg',
  },
  {
    titulo: 'Governo do Estado do Rio Grande do Sul',
    descricaoImagem: 'Lâmpada acesa ligada a circuitos',
    url: 'https://www.estado.rs.gov.br',
    ordem: 3,
    imagem: 'banner-inovacao.svg',
  },
]
