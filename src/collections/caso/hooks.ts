import { ValidationError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { ROLE_LABELS, type Role } from '@/access/roles'
import { dataNoFusoDaAgencia } from '@/domain/ouvidoria/prazo'
import { COLECOES_COM_NIVEL_DE_SERVICO, mensagemDeTransicao, prazoDoCaso, transicaoPermitida, type ColecaoComNivelDeServico, type Transicoes } from '@/domain/submissao/caso'
import { lerRegrasDoAtendimento } from '@/server/servicos/atendimento/configuracoes'

import { acrescentarAoHistorico, type ItemDoHistorico } from './historico'

/** What the spine knows of a kind to keep its cases. */
export interface Caso {
  slug: string
  equipe: Role
  situacoes: readonly { value: string; label: string }[]
  transicoes: Transicoes
}

type Registro = { situacao?: string; responsavel?: unknown } & Partial<Record<'notas' | 'respostas', ItemDoHistorico[] | null>>

const HISTORICOS = [
  { campo: 'notas', campoDaHora: 'criadaEm', imutavel: 'Uma nota interna salva não pode ser alterada nem apagada; escreva uma nova nota.' },
  { campo: 'respostas', campoDaHora: 'enviadaEm', imutavel: 'Uma resposta já enviada ao cidadão não pode ser alterada nem apagada; escreva uma nova resposta.' },
] as const

/** The account's id, whether the client sent it or the populated account. */
const idDe = (v: unknown): string | null => {
  const id = v && typeof v === 'object' && 'id' in v ? v.id : v
  return typeof id === 'string' || typeof id === 'number' ? String(id) || null : null
}

/** A staff member's request (the public calls and the jobs write without one). */
const daEquipe = (req: PayloadRequest) => req.user?.collection === 'users'

/**
 * Before every write of a case: a staff member moves its status only along the
 * kind's transitions, assigns it only to a member of its team, and saving clears
 * the citizen's news; the notes only grow, stamped by the server; a new case gets
 * its deadline from its channel's service level (the ombudsman sets its own).
 */
export function prepararCaso(caso: Caso): CollectionBeforeChangeHook {
  const recusar = (path: string, message: string): never => {
    throw new ValidationError({ collection: caso.slug, errors: [{ path, message }] })
  }
  return async ({ data, originalDoc, operation, req }) => {
    const antes = (operation === 'update' ? originalDoc : undefined) as Registro | undefined
    if (antes && daEquipe(req)) {
      const de = antes.situacao
      const para = data.situacao as string | undefined
      if (para !== undefined && de && !transicaoPermitida(caso.transicoes, de, para)) recusar('situacao', mensagemDeTransicao(caso.situacoes, de, para))
      if (data.responsavel !== undefined && idDe(data.responsavel) !== idDe(antes.responsavel)) {
        const motivo = await motivoContraResponsavel(req, caso.equipe, idDe(data.responsavel))
        if (motivo) recusar('responsavel', motivo)
      }
      data.novidade = false
    }
    for (const { campo, campoDaHora, imutavel } of HISTORICOS) {
      if (!Array.isArray(data[campo])) continue
      const carimbo = { autor: daEquipe(req) ? req.user!.id : null, agora: new Date(), campoDaHora }
      data[campo] = acrescentarAoHistorico(antes?.[campo] ?? [], data[campo] as ItemDoHistorico[], carimbo) ?? recusar(campo, imutavel)
    }
    if (!antes && (COLECOES_COM_NIVEL_DE_SERVICO as readonly string[]).includes(caso.slug)) data.prazo = await prazoNovo(req, caso.slug as ColecaoComNivelDeServico)
    return data
  }
}

/** Why this account cannot own the team's case, or null when it can. */
async function motivoContraResponsavel(req: PayloadRequest, equipe: Role, id: string | null): Promise<string | null> {
  if (id === null) return null
  const conta = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req, disableErrors: true }).catch(() => null)
  if (!conta) return 'A conta escolhida como responsável não existe mais.'
  return (conta.roles ?? []).includes(equipe) ? null : `O responsável precisa ser da equipe ${ROLE_LABELS[equipe]}.`
}

/** The deadline of a case arriving now: its channel's service level from the settings. */
async function prazoNovo(req: PayloadRequest, slug: ColecaoComNivelDeServico): Promise<string> {
  const { niveisDeServico, feriadosExtras } = await lerRegrasDoAtendimento(req.payload, req)
  // Noon UTC: the same calendar day in Brasília and wherever the list is read (as the ombudsman's).
  return `${prazoDoCaso(dataNoFusoDaAgencia(new Date()), niveisDeServico[slug], { feriadosExtras })}T12:00:00.000Z`
}
