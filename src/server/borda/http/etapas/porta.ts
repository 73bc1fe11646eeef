import type { IncomingMessage, ServerResponse } from 'node:http'

import { CABECALHO_CAMINHO, caminhoCanonico } from '../../../../domain/endereco-canonico'
import { LIMITES_DE_CONEXAO } from '../conexoes'
import { corpoNaPorta, LIMITE_CORPO_EQUIPE, LIMITE_CORPO_PAGINA, LIMITE_CORPO_PUBLICO } from '../corpo'
import { grupoDaRota, type GrupoDaRota } from '../grupo-da-rota'
import { documentoDeRecusa } from '../pagina-de-erro'
import { MENSAGEM_ENDERECO_INVALIDO, recusaDaConsultaRest, recusaDoEndereco } from '../porta'

export interface OpcoesPorta {
  /** The largest body of a public call, of a staff one, and of a page or back-office route (corpo.ts); the defaults there. */
  limitesDeCorpo?: { publico: number; equipe: number; pagina?: number }
  /** How long a public body and a staff one may take to arrive (conexoes.ts: BODY_TIMEOUT_S, STAFF_BODY_TIMEOUT_S). */
  prazosDeCorpo?: { publicoMs: number; equipeMs: number }
}

/** The request's address as the door read it, or why it was refused (with the group, to answer in its form). */
export type Endereco = { url: URL; grupo: GrupoDaRota; recusa?: undefined } | { recusa: string; grupo: GrupoDaRota; caminho: string }

/**
 * Stage 3, the door (address): a request target the server cannot read (porta.ts) is refused before
 * anything decodes it; a REST query with unreadable JSON too. A readable one gets its canonical address,
 * always set here and never taken from the visitor (a kept page must not carry an address someone else sent).
 */
export function abrirPorta(req: IncomingMessage): Endereco {
  const alvo = req.url ?? '/'
  const recusa = recusaDoEndereco(alvo)
  let url: URL
  try {
    if (recusa) throw new Error(recusa)
    url = new URL(alvo, 'http://localhost')
  } catch {
    // The group from the path as it came (JSON for a call, a page for a person); logged without the path.
    return { recusa: recusa ?? MENSAGEM_ENDERECO_INVALIDO, grupo: grupoDaRota(alvo.split(/[?#]/)[0]!.slice(0, 200)), caminho: '' }
  }
  const grupo = grupoDaRota(url.pathname)
  const recusaDaApi = grupo === 'api' ? recusaDaConsultaRest(url.searchParams) : null
  if (recusaDaApi) return { recusa: recusaDaApi, grupo, caminho: url.pathname }
  req.headers[CABECALHO_CAMINHO] = caminhoCanonico(url.pathname, url.searchParams)
  return { url, grupo }
}

/**
 * A request refused at the door: `status` with `mensagem`, as a page where a person reads it,
 * as `{message}` for calls; the connection closes (the rest of what the client sends is never read).
 */
export function recusar(res: ServerResponse, grupo: GrupoDaRota, status: number, mensagem: string): void {
  const cabecalhos = { 'cache-control': 'no-store', connection: 'close' }
  if (grupo === 'pagina' || grupo === 'admin' || grupo === 'estatico') {
    res.writeHead(status, { ...cabecalhos, 'content-type': 'text/html; charset=utf-8' }).end(documentoDeRecusa(status, mensagem))
  } else {
    res.writeHead(status, { ...cabecalhos, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: mensagem }))
  }
}

/**
 * Stage 3, the door (body): the request with its body read and checked (corpo.ts), or null when it was
 * refused here: 413 past the group's limit, 400 for a broken multipart body, 408 for a body that takes
 * longer than its deadline. Staff calls and uploads take the larger limit and deadline.
 */
export function criarPortaDoCorpo(opcoes: OpcoesPorta) {
  const limites = opcoes.limitesDeCorpo ?? { publico: LIMITE_CORPO_PUBLICO, equipe: LIMITE_CORPO_EQUIPE }
  const limiteDaPagina = limites.pagina ?? Math.min(limites.publico, LIMITE_CORPO_PAGINA)
  const prazos = opcoes.prazosDeCorpo ?? { publicoMs: LIMITES_DE_CONEXAO.corpoMs, equipeMs: LIMITES_DE_CONEXAO.corpoEquipeMs }
  return async function conferirCorpo(req: IncomingMessage, res: ServerResponse, grupo: GrupoDaRota): Promise<IncomingMessage | null> {
    const equipe = grupo === 'api' || grupo === 'arquivo'
    const limite = equipe ? limites.equipe : grupo === 'contrato' ? limites.publico : limiteDaPagina
    const r = await corpoNaPorta(req, limite, equipe || grupo === 'admin' ? prazos.equipeMs : prazos.publicoMs)
    if (r.tipo === 'ok') return r.req
    recusar(res, grupo, r.status, r.mensagem)
    return null
  }
}
