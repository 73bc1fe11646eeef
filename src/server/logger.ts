import pino from 'pino'

import { env } from './env'

/**
 * The application log (JSON). Never pass personal data to it: no CPF/CNPJ,
 * names, e-mails, phone numbers or message texts.
 */
export const logger = pino({ level: env().LOG_LEVEL, base: { app: 'site' } })
