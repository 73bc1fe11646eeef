import type { Payload } from 'payload'

import { INDICADORES } from '@/domain/indicadores'
import type { Indicador } from '@/payload-types'
import { OBSERVACOES_POR_SERIE } from '@/domain/sgs'

import { buscarSerieSgs } from '../../adaptadores/bcb/sgs'
import { ambienteDoBcb } from '../../adaptadores/bcb/ambiente'
import { ambienteDosJobs } from './ambiente'
import { tarefaAgendada } from './tarefa'

export interface ResultadoAtualizacao {
  atualizados: string[]
  falhas: string[]
}

/**
 * Creates the indicators the catalogue lists and the database lacks (with their
 * default series), so a site started without demo content still gets values.
 */
async function garantirIndicadores(payload: Payload): Promise<void> {
  const existentes = await payload.find({ collection: 'indicadores', limit: 0, depth: 0, overrideAccess: true })
  const chaves = new Set<string>(existentes.docs.map((d) => d.chave))
  for (const i of INDICADORES) {
    if (!chaves.has(i.chave)) {
      await payload.create({ collection: 'indicadores', data: { chave: i.chave as Indicador['chave'], serieSgs: i.serieSgs }, overrideAccess: true })
    }
  }
}

/**
 * Refreshes every indicator from its SGS series. A series that fails keeps its
 * last good value and records why; the others are still refreshed. This is a
 * system job: it reads and writes with overrideAccess (no visitor is involved).
 */
export async function atualizarIndicadores(payload: Payload, base = ambienteDoBcb.atual().BCB_SGS_URL): Promise<ResultadoAtualizacao> {
  await garantirIndicadores(payload)
  const { docs } = await payload.find({ collection: 'indicadores', limit: 0, depth: 0, overrideAccess: true })
  const resultado: ResultadoAtualizacao = { atualizados: [], falhas: [] }
  for (const doc of docs) {
    const agora = new Date().toISOString()
    try {
      const observacoes = await buscarSerieSgs(doc.serieSgs, base)
      const ultima = observacoes.at(-1)!
      await payload.update({
        collection: 'indicadores',
        id: doc.id,
        data: {
          valor: ultima.valor,
          data: ultima.data,
          historico: observacoes.slice(-OBSERVACOES_POR_SERIE),
          atualizadoEm: agora,
          demonstracao: false,
          ultimaFalha: '',
        },
        overrideAccess: true,
      })
      resultado.atualizados.push(doc.chave)
    } catch (erro) {
      const motivo = erro instanceof Error ? erro.message : String(erro)
      await payload.update({
        collection: 'indicadores',
        id: doc.id,
        data: { ultimaFalha: `${agora}: ${motivo}`.slice(0, 300) },
        overrideAccess: true,
      })
      resultado.falhas.push(doc.chave)
    }
  }
  if (resultado.falhas.length) {
    payload.logger.warn({ falhas: resultado.falhas }, 'indicadores: séries sem resposta válida do Banco Central; mantidos os últimos valores')
  }
  payload.logger.info({ atualizados: resultado.atualizados.length, falhas: resultado.falhas.length }, 'indicadores atualizados')
  return resultado
}

/** The scheduled job (Payload Jobs Queue): hourly by default (INDICADORES_CRON). */
export const tarefaAtualizarIndicadores = tarefaAgendada('atualizarIndicadores', {
  label: 'Atualizar indicadores do Banco Central',
  retries: 2,
  cron: ambienteDosJobs.atual().INDICADORES_CRON,
  fila: 'indicadores',
  contagens: ['atualizados', 'falhas'],
  contagensSempre: true,
  executar: async (payload) => {
    const r = await atualizarIndicadores(payload)
    return { atualizados: r.atualizados.length, falhas: r.falhas.length }
  },
})
