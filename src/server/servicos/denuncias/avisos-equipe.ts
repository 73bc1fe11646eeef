import type { Payload, PayloadRequest } from 'payload'

import { FUSO_DO_SITE } from '@/domain/datas'

import { enfileirarMensagem } from '../../adaptadores/email/caixa-de-saida'

/**
 * The e-mails that tell the integridade team who joins, leaves or gets a key
 * approved, so no one joins silently (issue 34; decision 0017). Names, e-mails
 * and the time only: never anything of a report. Written to the outbox in the
 * transaction of the change itself.
 */

export type MudancaNaEquipe = 'entrada' | 'saida' | 'chave-criada' | 'chave-aprovada'

interface Pessoa {
  nome?: string | null
  email?: string | null
}

const ASSUNTOS: Record<MudancaNaEquipe, string> = {
  entrada: 'Novo integrante na equipe de integridade',
  saida: 'Saída da equipe de integridade',
  'chave-criada': 'Chave de integridade aguardando aprovação',
  'chave-aprovada': 'Chave de integridade aprovada',
}

const quem = (p: Pessoa | null | undefined) => (p ? `${p.nome ?? 'Sem nome'} (${p.email ?? 'sem e-mail'})` : 'o sistema (sem usuário conectado)')

const quando = (instante: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DO_SITE, dateStyle: 'short', timeStyle: 'short' }).format(instante) + ' (horário de Brasília)'

/** The notice's text: who, by whom, when, and what the team should do about it. */
export function textoDoAviso(mudanca: MudancaNaEquipe, pessoa: Pessoa, autor: Pessoa | null | undefined, instante: Date): string {
  const rodape = ['', 'Por segurança, este e-mail não traz conteúdo de denúncias.']
  switch (mudanca) {
    case 'entrada':
      return [
        `${quem(pessoa)} recebeu o papel de integridade em ${quando(instante)}, por ${quem(autor)}.`,
        '',
        'A chave que essa pessoa criar só receberá denúncias depois que um membro da equipe a aprovar com a própria frase secreta (back-office, Atendimento › Membros da integridade). Se a equipe não esperava esta inclusão, não aprove e fale com a auditoria interna.',
        ...rodape,
      ].join('\n')
    case 'saida':
      return [
        `${quem(pessoa)} deixou de ter o papel de integridade em ${quando(instante)}, por ${quem(autor)}.`,
        '',
        'Novas denúncias não são mais cifradas para essa pessoa. Para tirar dela também o acesso às anteriores, um membro deve recifrar as denúncias (Atendimento › Membros da integridade).',
        ...rodape,
      ].join('\n')
    case 'chave-criada':
      return [
        `${quem(pessoa)} criou a sua chave da equipe de integridade em ${quando(instante)}.`,
        '',
        'Ela só receberá denúncias depois que um membro a aprovar com a própria frase secreta (Atendimento › Membros da integridade).',
        ...rodape,
      ].join('\n')
    case 'chave-aprovada':
      return [`A chave de ${quem(pessoa)} foi aprovada em ${quando(instante)} por ${quem(autor)}: as novas denúncias passam a ser cifradas também para ela.`, ...rodape].join('\n')
  }
}

/** The e-mails of every account holding the integridade role, but `exceto`'s. */
async function emailsDoPapel(payload: Payload, req: Partial<PayloadRequest>, exceto: number | string): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'users', where: { and: [{ roles: { in: ['integridade'] } }, { id: { not_equals: exceto } }] }, limit: 0, pagination: false, depth: 0, overrideAccess: true, req })
  return docs.map((u) => u.email)
}

/** Queues the notice of one change for every integridade account but the person concerned. */
export async function avisarEquipe(
  payload: Payload,
  req: Partial<PayloadRequest>,
  mudanca: MudancaNaEquipe,
  pessoa: Pessoa & { id: number | string },
  autor: Pessoa | null | undefined,
  instante = new Date(),
): Promise<void> {
  const texto = textoDoAviso(mudanca, pessoa, autor, instante)
  for (const para of await emailsDoPapel(payload, req, pessoa.id)) {
    await enfileirarMensagem(payload, req, { para, assunto: ASSUNTOS[mudanca], texto, papel: 'integridade', origem: `integridade:${mudanca}:${pessoa.id}` })
  }
}
