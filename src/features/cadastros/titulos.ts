/**
 * Each registration form's title as the legacy wrote it (spec 3 §1, §2): the page's heading, the
 * PDF's title and the team e-mail's first line. Its own module: the pages need it without the PDF
 * renderer.
 */
export const TITULOS = {
  fisica: 'CADASTRO DE DECLARAÇÕES - PESSOA FÍSICA / FUNDOS ESTADUAIS - FEAPER',
  juridica: 'CADASTRO E DECLARAÇÕES - PESSOA JURÍDICA / FUNDOS ESTADUAIS - FEAPER',
} as const

export type TipoCadastro = keyof typeof TITULOS
