/** The contact form's field limits (spec 3 §5): the catalogue and the schema share them; no zod here, so the page's first load has none. */
export const LIMITES = { nome: 100, email: 100, telefone: 14, empresa: 100, municipio: 100, mensagemMin: 10, mensagemMax: 2000 } as const
