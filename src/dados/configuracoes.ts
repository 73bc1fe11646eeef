import 'server-only'

import { cache } from 'react'

import { CONFIGURACOES_PADRAO, type ConfiguracoesSite } from '@/domain/configuracoes'
import { logger } from '@/server/log'

import { payloadClient } from './payload'

/** The site-settings global as the public sees it (read once per request). */
export const lerConfiguracoes = cache(lerDoBanco)

/**
 * The settings for the error pages: the defaults when the database cannot be
 * read, so the shell still renders around the 503 page.
 */
export const lerConfiguracoesOuPadrao = cache(async (): Promise<ConfiguracoesSite> => {
  try {
    return await lerDoBanco()
  } catch (erro) {
    logger().warn({ err: erro }, 'configurações do site ilegíveis; a página de erro usa as padrão')
    return CONFIGURACOES_PADRAO
  }
})

async function lerDoBanco(): Promise<ConfiguracoesSite> {
  const payload = await payloadClient()
  const g = await payload.findGlobal({ slug: 'configuracoes-site', overrideAccess: false, depth: 0 })
  return {
    nomeAgencia: g.nomeAgencia,
    siglaAgencia: g.siglaAgencia,
    descricaoSite: g.descricaoSite,
    telefoneCentral: g.telefoneCentral,
    horarioAtendimento: g.horarioAtendimento,
    emailContato: g.emailContato,
    // Added after the first release: a settings row saved before then has no officer yet.
    encarregado: {
      nome: g.encarregado?.nome || CONFIGURACOES_PADRAO.encarregado.nome,
      email: g.encarregado?.email || CONFIGURACOES_PADRAO.encarregado.email,
      telefone: g.encarregado?.telefone || CONFIGURACOES_PADRAO.encarregado.telefone,
    },
    endereco: g.endereco,
    redesSociais: g.redesSociais,
    linksExternos: {
      ...g.linksExternos,
      // Added after the first release: rows saved before then have no value yet.
      emissaoBoleto: g.linksExternos.emissaoBoleto || CONFIGURACOES_PADRAO.linksExternos.emissaoBoleto,
      areaParceiro: g.linksExternos.areaParceiro || CONFIGURACOES_PADRAO.linksExternos.areaParceiro,
      balancetes: g.linksExternos.balancetes || CONFIGURACOES_PADRAO.linksExternos.balancetes,
    },
    areaClienteUrl: g.areaClienteUrl || '/ibb-web/',
    requisitosProposta: (g.requisitosProposta ?? []).map((r) => r.texto),
  }
}
