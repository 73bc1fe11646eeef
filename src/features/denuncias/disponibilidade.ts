import 'server-only'

import { payloadClient } from '@/dados/payload'
import { canalDisponivel } from '@/server/servicos/denuncias/registro'

/** Whether the channel can take a report now: some integridade member has an approved key (checked per request). */
export async function canalDeDenunciasDisponivel(): Promise<boolean> {
  return canalDisponivel(await payloadClient())
}
