import type { Payload } from 'payload'

import { semearSeVazio } from '@/seed'

import { env } from './env'
import { COMANDO_CRIAR_ADMINISTRADOR, SENHA_DO_ADMINISTRADOR } from './primeiro-administrador'

/**
 * Runs once per server start, after migrations: fills an empty database with the
 * demo content and tells the operator how to create the first administrator.
 */
export async function aoIniciar(payload: Payload): Promise<void> {
  if (process.env.SEED_DEMO !== 'false') await semearSeVazio(payload)
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs === 0) {
    payload.logger.warn(
      `Nenhum administrador cadastrado. Crie o primeiro com: ${COMANDO_CRIAR_ADMINISTRADOR}. ` +
        `${SENHA_DO_ADMINISTRADOR} Back-office em ${env().siteUrl}/admin`,
    )
  }
}
