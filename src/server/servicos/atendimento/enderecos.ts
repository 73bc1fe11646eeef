import type { Payload, PayloadRequest } from 'payload'

import { CONFIGURACOES_PADRAO } from '@/domain/configuracoes'

/** The teams that answer citizens from a case, each with its address in the atendimento settings. */
export type EquipeQueResponde = 'ouvidoria' | 'atendimento' | 'comercial'

const CAMPO = { ouvidoria: 'emailOuvidoria', atendimento: 'emailAtendimento', comercial: 'emailComercial' } as const

/**
 * The address a citizen's reply reaches (the Reply-To of what the team sends):
 * the team's own from the atendimento settings, else the site's contact address,
 * else the default one, so an answer is never sent without a way back.
 */
export async function enderecoDaEquipe(payload: Payload, req: Partial<PayloadRequest>, equipe: EquipeQueResponde): Promise<string> {
  const atendimento = await payload.findGlobal({ slug: 'configuracoes-atendimento', depth: 0, overrideAccess: true, req })
  const proprio = atendimento[CAMPO[equipe]]
  if (proprio) return proprio
  const site = await payload.findGlobal({ slug: 'configuracoes-site', depth: 0, overrideAccess: true, req })
  return site.emailContato || CONFIGURACOES_PADRAO.emailContato
}
