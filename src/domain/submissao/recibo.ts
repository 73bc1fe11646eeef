/**
 * The receipt every form with the citizen's address sends (issue 32): the number,
 * what was received and when, and where to follow it up. No text the citizen typed
 * is echoed back: whoever reads the mailbox learns only that something was filed.
 */
import { ENDERECO_ACOMPANHAR } from './acompanhamento'

/** The follow-up page's address for a number, absolute. */
export function linkDoAcompanhamento(siteUrl: string, numero: string): string {
  return `${siteUrl}${ENDERECO_ACOMPANHAR}?numero=${encodeURIComponent(numero)}`
}

/** The lines a receipt adds about following up (the ombudsman's and the protocol's receipts use them too). */
export function linhasDoAcompanhamento(siteUrl: string, numero: string): string[] {
  return [`Acompanhe a situação pelo número em ${linkDoAcompanhamento(siteUrl, numero)}`, 'Quem tiver o número vê a situação e a resposta, nunca os seus dados: guarde-o com cuidado.']
}

/** The receipt's subject and text: the service, the number, the day (DD/MM/AAAA) and the follow-up link. */
export function textoDoRecibo(servico: string, numero: string, dia: string, siteUrl: string): { assunto: string; texto: string } {
  return {
    assunto: `${servico}: recebemos o seu envio (nº ${numero})`,
    texto: [
      `Recebemos em ${dia.split('-').reverse().join('/')} o seu envio pelo site: ${servico}.`,
      `Número para acompanhamento: ${numero}`,
      '',
      ...linhasDoAcompanhamento(siteUrl, numero),
      '',
      'Esta mensagem foi enviada automaticamente; não é preciso respondê-la.',
    ].join('\n'),
  }
}
