import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { erroDeCampos } from '@/collections/erro-de-campo'

import { emAberto, NATUREZAS_MANIFESTACAO, type NaturezaManifestacao } from '@/domain/ouvidoria/manifestacao'
import { dataNoFusoDaAgencia, prazoPelaRegra } from '@/domain/ouvidoria/prazo'
import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'
import { campoDe, mensagemDeInvalido } from '@/domain/submissao/definicao'
import { lerRegrasDoAtendimento } from '@/server/servicos/atendimento/configuracoes'
import { enderecoDaEquipe } from '@/server/servicos/atendimento/enderecos'
import { enfileirarMensagem } from '@/server/adaptadores/email/caixa-de-saida'
import type { ManifestacaoOuvidoria } from '@/payload-types'

const COLECAO = MANIFESTACAO_OUVIDORIA.slug
/** The nature decides the legal deadline: a staff write with another is refused with the form's own message. */
const NATUREZA = campoDe(MANIFESTACAO_OUVIDORIA, 'naturezaManifestacao')

type Dados = Partial<ManifestacaoOuvidoria>

/** Refuses the write naming the field by its label, in Portuguese (the back-office's toast). */
function recusar(req: PayloadRequest, path: string, message: string): never {
  throw erroDeCampos(req, COLECAO, [{ path, message }])
}

/**
 * Before every write: the legal deadline (at arrival, from the nature's rule of
 * the day, and again when the one extension is granted or withdrawn), the list's
 * priority, and the answer's rules: 'Respondida' needs an answer, an extension
 * needs its reason (Lei 13.460/2017 art. 16), and an answer already e-mailed is
 * never rewritten. Marking an answered message stamps respostaEnviadaEm, which
 * enviarResposta turns into the one e-mail.
 */
export const prepararManifestacao: CollectionBeforeChangeHook<ManifestacaoOuvidoria> = async ({ data, originalDoc, operation, req }) => {
  const d = data
  const antes = (operation === 'update' ? originalDoc : undefined) as Dados | undefined
  const valor = <K extends keyof Dados>(k: K): Dados[K] => (d[k] !== undefined ? d[k] : antes?.[k])

  const prorrogada = Boolean(valor('prorrogada'))
  if (prorrogada && !String(valor('justificativaProrrogacao') ?? '').trim()) recusar(req, 'justificativaProrrogacao', 'Informe a justificativa da prorrogação.')
  if (!antes || prorrogada !== Boolean(antes.prorrogada)) {
    const natureza = valor('naturezaManifestacao') as NaturezaManifestacao
    if (!NATUREZAS_MANIFESTACAO.includes(natureza)) recusar(req, NATUREZA.nome, mensagemDeInvalido(NATUREZA))
    const { regras, feriadosExtras } = await lerRegrasDoAtendimento(req.payload, req)
    const recebidaEm = dataNoFusoDaAgencia(antes?.createdAt ? new Date(antes.createdAt) : new Date())
    // Noon UTC: the same calendar day in Brasília and wherever the list is read.
    d.prazoResposta = `${prazoPelaRegra(recebidaEm, regras[natureza], prorrogada, { feriadosExtras })}T12:00:00.000Z`
    // The case's deadline (collections/caso) is the legal one: the queue and the digest read `prazo` for every kind.
    d.prazo = d.prazoResposta
  }

  const situacao = valor('situacao')
  const resposta = String(valor('resposta') ?? '').trim()
  if (antes?.respostaEnviadaEm && d.resposta !== undefined && (d.resposta ?? '') !== (antes.resposta ?? '')) {
    recusar(req, 'resposta', 'A resposta já foi enviada ao cidadão e não pode ser alterada.')
  }
  if (situacao === 'respondida' && !resposta) recusar(req, 'resposta', 'Escreva a resposta ao cidadão antes de marcar a manifestação como respondida.')
  if (situacao === 'respondida' && !antes?.respostaEnviadaEm) d.respostaEnviadaEm = new Date().toISOString()
  d.prioridade = emAberto(situacao) ? 0 : 1
  return d
}

/**
 * After the write that stamped respostaEnviadaEm, in the same transaction: the
 * answer goes to the outbox, so it is e-mailed exactly once (a later save finds
 * the stamp and sends nothing; a failed save sends nothing either).
 */
export const enviarResposta: CollectionAfterChangeHook<ManifestacaoOuvidoria> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.respostaEnviadaEm || previousDoc?.respostaEnviadaEm) return doc
  await enfileirarMensagem(req.payload, req, {
    para: doc.email,
    // The e-mail invites a reply: it reaches the ombudsman's address, not the no-reply sender.
    responderPara: await enderecoDaEquipe(req.payload, req, 'ouvidoria'),
    assunto: `Resposta da Ouvidoria: protocolo ${doc.protocolo}`,
    texto: [
      `Olá, ${doc.nome}.`,
      '',
      `Esta é a resposta da Ouvidoria à sua manifestação de protocolo ${doc.protocolo} (${doc.naturezaManifestacao}: ${doc.assunto}).`,
      '',
      doc.resposta ?? '',
      '',
      'Se precisar, responda a este e-mail ou registre nova manifestação citando o protocolo.',
    ].join('\n'),
    papel: 'ouvidoria',
    origem: `${COLECAO}:${doc.id}`,
  })
  return doc
}
