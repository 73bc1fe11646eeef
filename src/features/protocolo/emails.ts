import 'server-only'

import { linhasParaEmail } from '@/domain/formulario/catalogo'
import { PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'
import { catalogoDe } from '@/domain/submissao/definicao'
import { linhasDoAcompanhamento } from '@/domain/submissao/recibo'
import type { NovaMensagem } from '@/server/adaptadores/email/caixa-de-saida'
import { env } from '@/server/plataforma/env'

import type { PedidoProtocolo } from './schema'

/**
 * The two e-mails of a sending, queued in its transaction: the team's notice
 * (every field under the form's labels, then where to find it) and the
 * citizen's receipt with the protocol number. The number is what lets anyone
 * add documents, so it goes only to the address the sender typed and to the
 * team; the team's notice names the files, never their content.
 */
export function emailDaEquipe(para: string, p: PedidoProtocolo, numero: string, arquivos: readonly string[], id: number | string, acrescimo: boolean): NovaMensagem {
  const valores = { ...p, anexarExistente: acrescimo, protocolo: numero, arquivos: arquivos.map((nome) => ({ nome })) }
  return {
    para,
    responderPara: p.email,
    assunto: acrescimo ? `Protocolo digital ${numero}: novos documentos` : `Protocolo digital ${numero}: ${p.nome}`,
    texto: [
      acrescimo ? `Novos documentos anexados ao protocolo digital ${numero}.` : `Novo protocolo digital pelo site: ${numero}.`,
      '',
      ...linhasParaEmail(catalogoDe(PROTOCOLO_DIGITAL), valores),
      '',
      'Veja e baixe os documentos no back-office (Atendimento › Protocolos digitais).',
    ].join('\n'),
    papel: 'ouvidoria',
    origem: `${PROTOCOLO_DIGITAL.slug}:${id}`,
  }
}

export function reciboDoCidadao(p: PedidoProtocolo, numero: string, arquivos: readonly string[], id: number | string, acrescimo: boolean): NovaMensagem {
  return {
    para: p.email,
    assunto: `Protocolo digital ${numero}`,
    texto: [
      `Olá, ${p.nome}.`,
      '',
      acrescimo ? `Recebemos os documentos que você anexou ao protocolo ${numero}:` : `Recebemos seus documentos. O número do seu protocolo é ${numero}.`,
      ...arquivos.map((nome) => `- ${nome}`),
      '',
      'Guarde este número: com ele você pode anexar outros documentos ao mesmo protocolo, marcando',
      `"Anexar a um protocolo já existente" em ${env().siteUrl}/atendimento-ao-cliente/protocolo.`,
      'Não o compartilhe com quem não deva enviar documentos em seu nome.',
      ...linhasDoAcompanhamento(env().siteUrl, numero),
      '',
      'Esta mensagem foi enviada automaticamente; não é preciso respondê-la.',
    ].join('\n'),
    papel: 'ouvidoria',
    origem: `${PROTOCOLO_DIGITAL.slug}:${id}`,
  }
}
