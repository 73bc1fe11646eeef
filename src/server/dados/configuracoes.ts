import 'server-only'

import { cache } from 'react'

import type { ConfiguracoesSite } from '@/domain/configuracoes'

import { payloadClient } from '../payload'

/** The site-settings global as the public sees it (read once per request). */
export const lerConfiguracoes = cache(async (): Promise<ConfiguracoesSite> => {
  const payload = await payloadClient()
  const g = await payload.findGlobal({ slug: 'configuracoes-site', overrideAccess: false, depth: 0 })
  return {
    nomeAgencia: g.nomeAgencia,
    siglaAgencia: g.siglaAgencia,
    descricaoSite: g.descricaoSite,
    telefoneCentral: g.telefoneCentral,
    horarioAtendimento: g.horarioAtendimento,
    emailContato: g.emailContato,
    endereco: g.endereco,
    redesSociais: g.redesSociais,
    linksExternos: g.linksExternos,
    areaClienteUrl: g.areaClienteUrl || '/ibb-web/',
  }
})
