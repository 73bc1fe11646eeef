import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { REGRAS_OUVIDORIA } from '@/domain/formulario/arquivos'
import { linhasParaEmail } from '@/domain/formulario/catalogo'
import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'
import { catalogoDe } from '@/domain/submissao/definicao'
import { BYTES_PROTOCOLO, protocoloOuvidoria } from '@/domain/ouvidoria/manifestacao'
import { dataNoFusoDaAgencia } from '@/domain/ouvidoria/prazo'
import { linhasDoAcompanhamento } from '@/domain/submissao/recibo'
import { emailDeContato } from '@/dados/configuracoes'
import { payloadClient } from '@/dados/payload'
import { registrarSubmissao, type Registro } from '@/dados/submissoes'
import { guardarAnexosDoEnvio, type DefinicaoDeAnexo } from '@/dados/formularios/rota-de-anexo'
import { formularioComNumero } from '@/dados/formularios/com-numero'
import { lerRegrasDoAtendimento } from '@/server/servicos/atendimento/configuracoes'
import { env } from '@/server/plataforma/env'
import { reivindicarAnexos } from '@/server/servicos/anexos/reivindicar-anexos'
import { LIMITE_PADRAO } from '@/dados/formularios/rota'

import { esquemaPedidoOuvidoria, type PedidoOuvidoria } from './schema'

const COLECAO = MANIFESTACAO_OUVIDORIA.slug
const CATALOGO = catalogoDe(MANIFESTACAO_OUVIDORIA)

/** The upload call's form and rules (route /fas/formularioOuvidoria/anexo); the submission claims only these. */
export const ANEXO_OUVIDORIA: DefinicaoDeAnexo = { formulario: 'ouvidoria', regras: REGRAS_OUVIDORIA }

const dataBr = (iso: unknown) => (typeof iso === 'string' ? iso.slice(0, 10).split('-').reverse().join('/') : '')

/** The citizen's receipt: the protocol number, the deadline, and what was sent. */
function recibo(p: PedidoOuvidoria, r: Registro): string {
  return [
    `Olá, ${p.nome}.`,
    '',
    `Recebemos a sua manifestação. Número de protocolo: ${String(r.protocolo)}.`,
    `Prazo para resposta: até ${dataBr(r.prazoResposta)}. Guarde o número: ele identifica a sua manifestação em qualquer contato com a Ouvidoria.`,
    ...linhasDoAcompanhamento(env().siteUrl, String(r.protocolo)),
    '',
    `Natureza: ${p.naturezaManifestacao}`,
    `Assunto: ${p.assunto}`,
    '',
    p.mensagem,
  ].join('\n')
}

/** The team's e-mail: every field under the form's own labels, then where to find the message. */
function paraEquipe(p: PedidoOuvidoria, r: Registro, anexos: number): string {
  return [
    `Nova manifestação pela Ouvidoria do site. Protocolo ${String(r.protocolo)}, prazo de resposta ${dataBr(r.prazoResposta)}.`,
    '',
    ...linhasParaEmail(CATALOGO, { ...p, arquivos: undefined }, (d) => (d.widget === 'anexos' ? `${anexos} arquivo(s)` : undefined)),
    '',
    'Responda pelo back-office (Atendimento › Manifestações da Ouvidoria): a resposta chega ao cidadão por e-mail.',
  ].join('\n')
}

/**
 * Stores the message with a protocol number nobody can guess (random, not a
 * counter) and, in the same transaction, claims its files and queues two
 * e-mails: the receipt to the citizen and the message to the ombudsman team
 * (the address of Atendimento › Prazos e retenção, else the site's contact
 * address). The deadline is computed by the collection (fluxo.ts).
 */
async function registrar({ dados: p, chave }: { dados: PedidoOuvidoria; chave: string }): Promise<Registro> {
  const { documentos, arquivos, ...campos } = p
  // The legacy's base64 files are checked by their bytes and stored like the page's uploads, then claimed below.
  const chaves = [...arquivos, ...(documentos.length ? await guardarAnexosDoEnvio(ANEXO_OUVIDORIA, documentos, 'hiddenDocumentos') : [])]
  const { emailOuvidoria } = await lerRegrasDoAtendimento(await payloadClient())
  const equipe = emailOuvidoria ?? (await emailDeContato())
  const protocolo = protocoloOuvidoria(randomBytes(BYTES_PROTOCOLO), Number(dataNoFusoDaAgencia(new Date()).slice(0, 4)))
  const origem = (r: Registro) => `${COLECAO}:${r.id}`
  const { registro } = await registrarSubmissao(
    COLECAO,
    chave,
    { ...campos, protocolo, quantidadeAnexos: chaves.length },
    (r) => [
      { para: p.email, assunto: `Ouvidoria: protocolo ${String(r.protocolo)}`, texto: recibo(p, r), papel: 'ouvidoria', origem: origem(r) },
      {
        para: equipe,
        responderPara: p.email,
        assunto: `Ouvidoria ${String(r.protocolo)}: ${p.naturezaManifestacao} — ${p.assunto}`,
        texto: paraEquipe(p, r, chaves.length),
        papel: 'ouvidoria',
        origem: origem(r),
      },
    ],
    async (r, req) => {
      await reivindicarAnexos(req, chaves, { colecao: COLECAO, registro: r.id, formulario: ANEXO_OUVIDORIA.formulario, regras: REGRAS_OUVIDORIA })
    },
  )
  return registro
}

/** What identifies a submission for idempotency: the fields, and each legacy file by its name and hash (not its bytes). */
function conteudo({ documentos, ...resto }: PedidoOuvidoria): unknown {
  return { ...resto, documentos: documentos.map((d) => [d.nome, createHash('sha256').update(d.bytes).digest('base64url')]) }
}

/**
 * POST /fas/formularioOuvidoria (spec 3 §7): the legacy call, form-urlencoded
 * with hiddenDocumentos, answering the legacy page (red h4, or id="sucesso"
 * with the protocol number under it); the site's page posts JSON to
 * /fas/formularioOuvidoria/json with the keys of its uploaded files and reads
 * `{id, protocolo, message}`. A message sent twice, by either, is stored once.
 */
export const { html: definicaoOuvidoria, json: definicaoOuvidoriaJson } = formularioComNumero({
  nome: 'formularioOuvidoria',
  esquema: esquemaPedidoOuvidoria,
  colecao: COLECAO,
  rotuloDoNumero: 'Número de protocolo',
  conteudo,
  // The legacy carries up to 5 MB of files as base64 (4/3), urlencoded (+, / and = grow to three characters):
  // room enough that a little over 5 MB gets the form's total message rather than a bare 413.
  limiteBytes: { html: 12 * 1024 * 1024, json: 4 * LIMITE_PADRAO },
  registrar,
})
