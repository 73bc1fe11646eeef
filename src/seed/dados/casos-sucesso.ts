import type { RotaCaso } from '@/domain/casos-sucesso'

export interface CasoSeed {
  rota: RotaCaso
  titulo: string
  empresa: string
  resumo: string
  html: string
  /** Illustration in src/seed/imagens and its text alternative. */
  imagem: string
  alt: string
}

/** The five success stories with the facts of spec 2 §2; the wording is ours. */
export const CASOS_SEED: readonly CasoSeed[] = [
  {
    rota: 'amsterland',
    imagem: 'turismo.svg',
    alt: 'Ilustração: parque turístico com piscinas',
    titulo: 'Amsterland: parque aquático de águas termais na fronteira oeste',
    empresa: 'Amsterland',
    resumo: 'R$ 5 milhões para um parque de 12 hectares em Santana do Livramento, com a maior usina solar da região.',
    html: '<p>O parque aquático de águas termais de Santana do Livramento ocupa 12 hectares e recebeu <strong>R$ 5 milhões</strong> em financiamento.</p><ul><li>A maior usina de energia solar da fronteira oeste;</li><li>Tratamento dos efluentes do parque;</li><li>Turismo e empregos para a região.</li></ul>',
  },
  {
    rota: 'htMicron',
    imagem: 'circuito.svg',
    alt: 'Ilustração: circuito eletrônico',
    titulo: 'HT Micron: semicondutores no Tecnosinos',
    empresa: 'HT Micron',
    resumo: 'Indústria de semicondutores instalada em 2011 no parque tecnológico de São Leopoldo, com a linha Nova Economia I.',
    html: '<p>A HT Micron instalou em 2011 a sua fábrica de semicondutores no Tecnosinos, em São Leopoldo, com financiamento da linha <strong>Nova Economia I</strong>, do segmento industrial.</p><p>O benefício: mais alcance de mercado e novos empregos qualificados no estado.</p>',
  },
  {
    rota: 'dimed',
    imagem: 'caminhao.svg',
    alt: 'Ilustração: caminhão de entregas',
    titulo: 'DIMED: novo centro logístico de medicamentos',
    empresa: 'DIMED',
    resumo: 'R$ 70 milhões para ampliar a capacidade de 350 a 400 mil para 600 mil unidades por dia.',
    html: '<p>A distribuidora de medicamentos construiu um centro logístico com <strong>R$ 70 milhões</strong> de financiamento.</p><p>A capacidade passou de 350 a 400 mil para <strong>600 mil unidades por dia</strong>.</p>',
  },
  {
    rota: 'guatambu',
    imagem: 'energia-solar.svg',
    alt: 'Ilustração: painéis de energia solar',
    titulo: 'Vinícola Guatambu: vinhos da Campanha com energia do sol',
    empresa: 'Vinícola Guatambu',
    resumo: 'R$ 3,3 milhões para uma vinícola de 2.907,75 m² em Dom Pedrito, com capacidade de 180 mil litros.',
    html: '<p>Em Dom Pedrito, a Vinícola Guatambu construiu uma cantina de <strong>2.907,75 m²</strong> com capacidade para <strong>180.000 litros</strong>, financiada em <strong>R$ 3,3 milhões</strong>.</p><p>A vinícola usa energia solar.</p>',
  },
  {
    rota: 'biomix',
    imagem: 'laboratorio.svg',
    alt: 'Ilustração: frascos de laboratório',
    titulo: 'Biomix: laboratório de aditivos para nutrição animal',
    empresa: 'Biomix',
    resumo: 'R$ 3 milhões para o laboratório de aditivos de nutrição animal.',
    html: '<p>A Biomix financiou com <strong>R$ 3 milhões</strong> o seu laboratório de aditivos para nutrição animal, que atende produtores de todo o país.</p>',
  },
]
