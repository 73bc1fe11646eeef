import { ambienteDoArmazenamento } from './server/adaptadores/armazenamento/ambiente'
import { ambienteDoAntivirus } from './server/adaptadores/antivirus/ambiente'
import { ambienteDoBcb } from './server/adaptadores/bcb/ambiente'
import { ambienteDoCaptcha } from './server/adaptadores/captcha/ambiente'
import { ambienteDoCep } from './server/adaptadores/cep/ambiente'
import { ambienteDoEmail } from './server/adaptadores/email/ambiente'
import { ambienteDosLimites } from './server/adaptadores/limites/ambiente'
import { ambienteDaBorda } from './server/borda/http/ambiente'
import { ambienteDosJobs } from './server/payload/jobs/ambiente'
import { ambienteDaPlataforma, verificarAmbiente, type Variaveis } from './server/plataforma/env'

/**
 * Every slice of the environment the site reads: each subsystem parses its own (`ambiente.ts`
 * beside it, README's Configuration lists them all); this list is checked at start.
 */
export const FATIAS_DO_AMBIENTE = [
  ambienteDaPlataforma,
  ambienteDaBorda,
  ambienteDosJobs,
  ambienteDoBcb,
  ambienteDoCep,
  ambienteDoEmail,
  ambienteDoCaptcha,
  ambienteDoArmazenamento,
  ambienteDosLimites,
  ambienteDoAntivirus,
] as const

/**
 * The start's check (scripts/start.ts, scripts/servir.ts, instrumentation.ts): throws one
 * message naming every bad variable of every slice, before the first request, instead of
 * failing in the first request that reads it.
 */
export function verificarAmbienteDaPartida(vars: Variaveis = process.env): void {
  verificarAmbiente(FATIAS_DO_AMBIENTE, vars)
}
