import 'server-only'

import { cache } from 'react'

import { CONFIGURACOES_PADRAO, configuracoesComPadroes, type ConfiguracoesSite } from '@/domain/configuracoes'
import { logger } from '@/server/plataforma/log'

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

/**
 * The agency's contact address (site settings, 'E-mail de contato'), where the channels' messages
 * go: the default one while the settings were never saved, so a message is never lost. Never an
 * address from the request.
 */
export async function emailDeContato(): Promise<string> {
  return (await lerConfiguracoes()).emailContato || CONFIGURACOES_PADRAO.emailContato
}

async function lerDoBanco(): Promise<ConfiguracoesSite> {
  const payload = await payloadClient()
  const g = await payload.findGlobal({ slug: 'configuracoes-site', overrideAccess: false, depth: 0 })
  return configuracoesComPadroes(g)
}
