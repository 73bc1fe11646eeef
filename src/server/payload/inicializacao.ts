import type { Payload } from 'payload'

import { registrarGravadorDeAcessos } from '../plataforma/acessos'
import { indiceFaltando, reconstruirIndice } from './busca/indexar'
import { chaveDasEtiquetas } from '../servicos/denuncias/chave-etiqueta'
import { envioEmAndamento } from '../adaptadores/email/caixa-de-saida'
import { encerramentoDoPayload, registrarEncerramento } from '../plataforma/encerramento'
import { env } from '../plataforma/env'
import { gravarAcessos } from './gravar-acessos'
import { instalarAposConfirmar } from '../plataforma/apos-confirmar'
import { ouvirOutrasInstancias } from './invalidacao/instancias'
import { COMANDO_CRIAR_ADMINISTRADOR, SENHA_DO_ADMINISTRADOR } from './primeiro-administrador'
import { leituraDoBanco } from '../plataforma/metricas/banco'
import { registrarFonteDoBanco } from '../plataforma/metricas/registro'
import { verificacaoDeProntidao } from './prontidao-payload'
import { registrarProntidao, registrarSaudeDoBanco } from '../plataforma/saude'

/** What the configuration adds to start-up: server/ does not know the demo content (src/seed sits above it). */
export interface Inicio {
  /** Fills an empty database with the demo content (given only when SEED_DEMO is on). */
  semear?: (payload: Payload) => Promise<void>
  /**
   * Writes the content every site must have and does not yet (every start, with or without the demo):
   * the registration forms' reference lists, the pages the law requires.
   */
  obrigatorio?: (payload: Payload) => Promise<void>
}

/**
 * Runs once per server start, after migrations: fills an empty database with the
 * demo content (and writes the required content it lacks) and tells the operator how to create the first administrator.
 */
export async function aoIniciar(payload: Payload, { semear, obrigatorio }: Inicio = {}): Promise<void> {
  instalarAposConfirmar(payload)
  registrarGravadorDeAcessos((lote) => gravarAcessos(payload, lote))
  // SIGTERM (server/borda/http/parada.ts): job runners and the e-mail being sent, counters, database, after the last request.
  registrarEncerramento(encerramentoDoPayload(payload, envioEmAndamento))
  ouvirOutrasInstancias(payload)
  // A count of a small table: reads no personal data, needs no access rule.
  registrarSaudeDoBanco(async () => (await payload.count({ collection: 'produtos', overrideAccess: true }), true))
  registrarFonteDoBanco(leituraDoBanco(payload))
  if (semear) await semear(payload)
  // Reference lists and the pages the law requires are real content, not demo: written whenever missing.
  if (obrigatorio) await obrigatorio(payload)
  // A database that had content before the search index existed gets its index once.
  if (await indiceFaltando(payload)) {
    const entradas = await reconstruirIndice(payload)
    payload.logger.info(`Índice de busca reconstruído: ${entradas} entradas.`)
  }
  // The receipts' tag key, made (or carried over from PAYLOAD_SECRET on an upgrade, with a warning) before the first report.
  await chaveDasEtiquetas(payload)
  // Ready for traffic only now: migrated, seeded, indexed (GET /readyz).
  registrarProntidao(verificacaoDeProntidao(payload))
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs === 0) {
    payload.logger.warn(
      `Nenhum administrador cadastrado. Crie o primeiro com: ${COMANDO_CRIAR_ADMINISTRADOR}. ` +
        `${SENHA_DO_ADMINISTRADOR} Back-office em ${env().siteUrl}/admin`,
    )
  }
}
