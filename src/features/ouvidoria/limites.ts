/** The ombudsman form's field limits (spec 3 §5): the catalogue and the schema share them; no zod here, so the page's first load has none. */
export const LIMITES = { nome: 100, cpfCnpj: 18, telefone: 14, email: 100, endereco: 100, assunto: 100, mensagem: 10_000 } as const
