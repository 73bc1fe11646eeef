import { diaNoFusoDoSite } from '@/domain/datas'
import { textoDoRecibo } from '@/domain/submissao/recibo'

import { env } from '../../plataforma/env'
import type { NovaMensagem } from './caixa-de-saida'

/** The receipt to the citizen's address, queued with the submission (domain/submissao/recibo.ts). */
export function reciboDaSubmissao(r: { para: string; servico: string; numero: string; papel: NovaMensagem['papel']; origem: string }): NovaMensagem {
  const { assunto, texto } = textoDoRecibo(r.servico, r.numero, diaNoFusoDoSite(new Date()), env().siteUrl)
  return { para: r.para, assunto, texto, papel: r.papel, origem: r.origem }
}
