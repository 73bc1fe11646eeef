import type { Tarifa } from '@/domain/cet'
import type { LinhaCredito, Objetivo, Segmento } from '@/domain/simulacao'

type LinhaSeed = Omit<LinhaCredito, 'id' | 'ativa' | 'segmentos' | 'objetivos' | 'tarifas'> & { segmentos: Segmento[]; objetivos: Objetivo[]; tarifas?: Tarifa[]; paginaDoProduto?: number }

const MIL = 1_000
const MILHAO = 1_000_000

/**
 * Demo credit lines: every segment and objective has at least one line for the
 * simulator's whole range (R$ 10 mil to R$ 500 mil, revenue R$ 100 mil to R$ 500
 * milhões), and some cheaper lines for narrower profiles, so the lowest-rate
 * choice shows. Rates are plausible, not the agency's.
 */
export const LINHAS_CREDITO_SEED: readonly LinhaSeed[] = [
  {
    produto: 'FOMENTO Capital de Giro',
    segmentos: ['Indústria', 'Turismo', 'Inovação'],
    objetivos: ['Capital de Giro'],
    faturamentoMinimo: 100 * MIL,
    faturamentoMaximo: 500 * MILHAO,
    valorMinimo: 10 * MIL,
    valorMaximo: 500 * MIL,
    taxaMensal: 1.35,
    prazoMeses: 60,
    carenciaMeses: 6,
    sistema: 'PRICE',
    jurosNaCarencia: 'pagos',
    tarifas: [{ nome: 'Tarifa de cadastro', tipo: 'valor', valor: 150 }],
    // The companies' Capital de Giro page (seed product 35) shows this line's CET example.
    paginaDoProduto: 35,
  },
  {
    produto: 'FOMENTO Investimento',
    segmentos: ['Indústria', 'Turismo', 'Inovação'],
    objetivos: ['Construção e infraestrutura', 'Máquinas e Equipamentos'],
    faturamentoMinimo: 100 * MIL,
    faturamentoMaximo: 500 * MILHAO,
    valorMinimo: 10 * MIL,
    valorMaximo: 500 * MIL,
    taxaMensal: 1.15,
    prazoMeses: 60,
    carenciaMeses: 6,
    sistema: 'SAC',
    jurosNaCarencia: 'pagos',
  },
  {
    produto: 'FOMENTO Máquinas (FINAME)',
    segmentos: ['Indústria'],
    objetivos: ['Máquinas e Equipamentos'],
    faturamentoMinimo: 360 * MIL,
    faturamentoMaximo: 300 * MILHAO,
    valorMinimo: 50 * MIL,
    valorMaximo: 500 * MIL,
    taxaMensal: 0.95,
    prazoMeses: 60,
    carenciaMeses: 6,
    sistema: 'SAC',
    jurosNaCarencia: 'pagos',
  },
  {
    produto: 'FOMENTO Turismo',
    segmentos: ['Turismo'],
    objetivos: ['Construção e infraestrutura', 'Máquinas e Equipamentos', 'Capital de Giro'],
    faturamentoMinimo: 100 * MIL,
    faturamentoMaximo: 90 * MILHAO,
    valorMinimo: 20 * MIL,
    valorMaximo: 500 * MIL,
    taxaMensal: 1.05,
    prazoMeses: 60,
    carenciaMeses: 6,
    sistema: 'SAC',
    jurosNaCarencia: 'capitalizados',
  },
  {
    produto: 'FOMENTO Inovação',
    segmentos: ['Inovação'],
    objetivos: ['Construção e infraestrutura', 'Máquinas e Equipamentos', 'Capital de Giro'],
    faturamentoMinimo: 100 * MIL,
    faturamentoMaximo: 90 * MILHAO,
    valorMinimo: 10 * MIL,
    valorMaximo: 500 * MIL,
    taxaMensal: 0.85,
    prazoMeses: 60,
    carenciaMeses: 6,
    sistema: 'PRICE',
    jurosNaCarencia: 'capitalizados',
  },
]
