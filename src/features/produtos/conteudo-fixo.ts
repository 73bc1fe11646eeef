/**
 * Content the legacy site had built into its pages (spec 1 §2.4, spec 2
 * "Innovation"): the title-to-image map, the innovation fixed cards, the
 * customer quote and the INOVACRED text of company 1.
 */
export { MAPA_IMAGENS_POR_TITULO } from './conteudo/mapa-imagens'
export {
  CARTOES_FIXOS_INOVACAO,
  CITACAO_CLIENTE,
  TEXTO_INOVACRED_EMPRESA,
} from './conteudo/inovacao'

/** Company product that carries the INOVACRED text (spec 1 §2.4). */
export const ID_EMPRESA_INOVACRED = 1
/** Municipality product whose cover image is shorter (spec 1 §2.4). */
export const ID_MUNICIPIO_IMAGEM_BAIXA = 48
