import 'server-only'

import { z } from '@/domain/zod'

import { calcularTabela, type ParcelaAmortizacao } from '@/domain/amortizacao'
import { calcularCet, type AliquotasIof } from '@/domain/cet'
import { escolherLinha, type LinhaCredito } from '@/domain/simulacao'
import { formatarReais } from '@/domain/validacao'
import { lerConfiguracoes } from '@/dados/configuracoes'
import { listarLinhasAtivas } from '@/dados/linhas-credito'
import { registrarSubmissao } from '@/dados/submissoes'
import { ambienteDoEmail } from '@/server/adaptadores/email/ambiente'
import { logger } from '@/server/plataforma/log'
import { chaveDaRequisicao, consumir } from '@/server/adaptadores/limites'
import type { DefinicaoDeFormulario } from '@/dados/formularios/rota'
import { municipioOficial } from '@/server/adaptadores/localidades'

import { esquemaSimulacao, type PedidoSimulacao } from './schema'

/** The answer's `data` (spec 3 §3 Simulation), stored in the browser and read by the result page. */
export interface DadosSimulacao {
  objetivoFinanciamento: string
  linhaEscolhida: { produto: string; taxa: number; prazo: number; carencia: number } | null
  periodoAmortizacao: ParcelaAmortizacao[]
  /** Custo efetivo total (Res. CMN 4.881/2020), % a year with two decimals; with the table only. */
  cet?: number
  /** The upfront charges in the CET (reais) and what reaches the borrower. */
  encargos?: { iof: number; tarifas: number; valorLiberado: number }
  /** Set when there is no table: over the limit, or no line fits. */
  mensagem?: string
}

export const MENSAGEM_ACIMA_DO_LIMITE =
  'Para valores acima de R$ 500.000, nossa equipe comercial vai analisar o seu pedido e entrar em contato pelo e-mail ou telefone informados.'
export const MENSAGEM_SEM_LINHA =
  'Nenhuma das nossas linhas atende a este perfil pelo simulador. Nossa equipe comercial vai analisar o pedido e entrar em contato.'

/**
 * Computes the simulation (the eligible line with the lowest rate; no table over
 * R$ 500.000) and stores it as a lead, once per idempotency key. Leads without a
 * table tell the commercial team by e-mail, in the same transaction.
 */
async function simular(p: PedidoSimulacao, chave: string, req: Request): Promise<DadosSimulacao> {
  let dados: DadosSimulacao
  let resultado: 'calculada' | 'acima-do-limite' | 'sem-linha'
  let linhaId: number | string | undefined
  if (p.acimaDe300k) {
    resultado = 'acima-do-limite'
    dados = { objetivoFinanciamento: p.objetivoFinanciamento, linhaEscolhida: null, periodoAmortizacao: [], mensagem: MENSAGEM_ACIMA_DO_LIMITE }
  } else {
    const linha = escolherLinha(await listarLinhasAtivas(), p)
    if (!linha) {
      resultado = 'sem-linha'
      dados = { objetivoFinanciamento: p.objetivoFinanciamento, linhaEscolhida: null, periodoAmortizacao: [], mensagem: MENSAGEM_SEM_LINHA }
    } else {
      resultado = 'calculada'
      linhaId = linha.id
      dados = comTabela(p, linha, (await lerConfiguracoes()).iof)
    }
  }
  // A lead without a table e-mails the commercial team with the visitor's Reply-To and text: one
  // client may cause only a few an hour (rule 'avisoComercial'; over it, 429 and nothing stored or
  // sent), on top of the 'formulario' limit every call counts under. A repeat never reaches here.
  if (resultado !== 'calculada') await consumir('avisoComercial', chaveDaRequisicao(req))
  // Term and grace are fixed (60 and 6); the lead keeps what the visitor chose.
  const lead = {
    razaoSocial: p.razaoSocial,
    cnpj: p.cnpj,
    emailSolicitante: p.emailSolicitante,
    telefoneSolicitante: p.telefoneSolicitante,
    cidade: p.cidade,
    uf: p.uf,
    segmentacao: p.segmentacao,
    objetivoFinanciamento: p.objetivoFinanciamento,
    faturamento: p.faturamento,
    valorFinanciamento: p.valorFinanciamento,
    acimaDe300k: p.acimaDe300k,
  }
  const { registro } = await registrarSubmissao(
    'simulacoes',
    chave,
    { ...lead, resultado, linha: linhaId, resposta: dados },
    (r) =>
      resultado === 'calculada'
        ? []
        : [
            {
              para: ambienteDoEmail.atual().EMAIL_COMERCIAL,
              responderPara: p.emailSolicitante,
              assunto: `Simulação ${resultado === 'acima-do-limite' ? 'acima de R$ 500.000' : 'sem linha elegível'}: ${p.razaoSocial}`,
              texto: textoParaComercial(p, resultado, r.id),
              papel: 'comercial',
              origem: `simulacoes:${r.id}`,
            },
          ],
  )
  // A repeated submission answers what the first one answered.
  return (registro.resposta as DadosSimulacao | undefined) ?? dados
}

/** The chosen line's schedule for the amount asked, with its CET (IOF on company credit and the line's fees). */
function comTabela(p: PedidoSimulacao, linha: LinhaCredito, iof: AliquotasIof): DadosSimulacao {
  const tabela = calcularTabela({
    valor: p.valorFinanciamento,
    taxaMensal: linha.taxaMensal,
    prazoMeses: linha.prazoMeses,
    carenciaMeses: linha.carenciaMeses,
    sistema: linha.sistema,
    jurosNaCarencia: linha.jurosNaCarencia,
  })
  const dados: DadosSimulacao = {
    objetivoFinanciamento: p.objetivoFinanciamento,
    linhaEscolhida: { produto: linha.produto, taxa: linha.taxaMensal, prazo: linha.prazoMeses, carencia: linha.carenciaMeses },
    periodoAmortizacao: tabela,
  }
  try {
    const { cet, ...encargos } = calcularCet(p.valorFinanciamento, tabela, { iof, tarifas: linha.tarifas })
    return { ...dados, cet, encargos }
  } catch (erro) {
    // Fees set at or above the amount leave nothing released: the table stands, the team fixes the line.
    logger().warn({ err: erro, linha: linha.id }, 'CET não calculado: os encargos da linha consomem o valor liberado')
    return dados
  }
}

function textoParaComercial(p: PedidoSimulacao, resultado: string, id: number | string): string {
  return [
    resultado === 'acima-do-limite'
      ? 'Uma empresa pediu, pelo simulador do site, financiamento acima de R$ 500.000.'
      : 'Uma simulação do site não encontrou linha de crédito elegível.',
    '',
    `Razão social: ${p.razaoSocial}`,
    `CNPJ: ${p.cnpj}`,
    `E-mail: ${p.emailSolicitante}`,
    `Telefone: ${p.telefoneSolicitante}`,
    `Cidade: ${p.cidade}/${p.uf}`,
    `Segmento: ${p.segmentacao}`,
    `Objetivo: ${p.objetivoFinanciamento}`,
    `Faturamento anual: ${formatarReais(p.faturamento)}`,
    `Valor pedido: ${p.acimaDe300k ? 'mais de R$ 500.000' : formatarReais(p.valorFinanciamento)}`,
    '',
    `Simulação nº ${id} no back-office (Financiamento › Simulações).`,
  ].join('\n')
}

/** The simulator's schema, then the city as IBGE spells it (a city of another state is a field error). */
const esquemaDoPedido = esquemaSimulacao.transform((corpo, ctx) => {
  const cidade = municipioOficial(corpo.uf, corpo.cidade)
  if (!cidade) {
    ctx.addIssue({ code: 'custom', path: ['cidade'], message: `Cidade não encontrada em ${corpo.uf}` })
    return z.NEVER
  }
  return { ...corpo, cidade }
})

/**
 * POST /site-api/solicitarSimulacaoFinanciamento (spec 1 §7): chooses the line,
 * computes the table and stores the lead; answers {status: 200, data}. A
 * repeated submission stores nothing new and gets the same answer.
 */
export const definicaoSimulacao: DefinicaoDeFormulario<typeof esquemaDoPedido> = {
  nome: 'solicitarSimulacaoFinanciamento',
  esquema: esquemaDoPedido,
  captcha: false,
  resposta: 'json',
  idempotencia: {
    colecao: 'simulacoes',
    conteudo: (pedido) => pedido,
    repetida: (r) => ({ status: 200, data: r.resposta as DadosSimulacao }),
  },
  registrar: async ({ dados, chave, req }) => ({ status: 200, data: await simular(dados, chave, req) }),
}
