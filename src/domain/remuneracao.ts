/**
 * The pay table of the executive board (spec 2 §9): each row is a position held
 * by some people, with monthly fees and a representation allowance per person;
 * the totals are computed in cents, never typed.
 */
export interface CargoRemunerado {
  cargo: string
  quantidade: number
  honorarios: number
  verbaRepresentacao: number
}

export interface LinhaRemuneracao extends CargoRemunerado {
  /** Fees + allowance of one person. */
  totalPorPessoa: number
}

export interface TabelaRemuneracao {
  linhas: LinhaRemuneracao[]
  totalHonorarios: number
  totalVerba: number
  totalGeral: number
}

const centavos = (v: number) => Math.round(v * 100)

/** Per-person totals and the grand totals (each person of each row counted). */
export function calcularRemuneracao(cargos: readonly CargoRemunerado[]): TabelaRemuneracao {
  let honorarios = 0
  let verba = 0
  const linhas = cargos.map((c) => {
    honorarios += centavos(c.honorarios) * c.quantidade
    verba += centavos(c.verbaRepresentacao) * c.quantidade
    return { ...c, totalPorPessoa: (centavos(c.honorarios) + centavos(c.verbaRepresentacao)) / 100 }
  })
  return { linhas, totalHonorarios: honorarios / 100, totalVerba: verba / 100, totalGeral: (honorarios + verba) / 100 }
}

/** Spec 2 §9: the pay rules of the boards, as the page states them. */
export const REGRAS_REMUNERACAO = [
  'Cada membro do Conselho de Administração recebe 25% da remuneração mensal do Diretor-Presidente.',
  'Cada membro do Conselho Fiscal recebe 20% da remuneração mensal do Diretor-Presidente.',
  'Cada membro do Comitê de Auditoria recebe 30% da remuneração mensal do Diretor-Presidente.',
  'Esses percentuais não incluem benefícios, verba de representação, 13º salário, gratificação semestral nem participação nos lucros.',
] as const
