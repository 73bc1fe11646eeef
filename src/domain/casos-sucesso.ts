/** The success stories and their fixed addresses (spec 2 §2, route table). */
export const ROTAS_CASOS = ['amsterland', 'htMicron', 'dimed', 'guatambu', 'biomix'] as const
export type RotaCaso = (typeof ROTAS_CASOS)[number]
