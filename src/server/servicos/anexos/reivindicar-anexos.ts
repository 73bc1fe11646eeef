import 'server-only'

import type { PayloadRequest } from 'payload'

import { recusaDoArquivo, type RegrasArquivos } from '@/domain/formulario/arquivos'

import { ErroDeFormulario } from '../../plataforma/erros-de-formulario'

/** The submission that claims files: its collection and record. */
export interface DonoDosAnexos {
  colecao: string
  registro: number | string
  formulario: string
  regras: RegrasArquivos
}

export const ANEXO_INVALIDO = 'Um dos arquivos enviados não foi encontrado. Envie-o novamente.'

/**
 * Links the files a submission lists (the keys the upload call answered) to that
 * submission, in the submission's transaction: each must exist, have been sent
 * for this form and not belong to another submission, and together they must
 * keep the form's rules (total size, count, duplicate names). A refusal throws
 * ErroDeFormulario on 'arquivos', so nothing of the submission is stored.
 * Answers the claimed files' record ids, in the order of `chaves` (for a
 * relationship field of the submission).
 */
export async function reivindicarAnexos(req: PayloadRequest, chaves: readonly string[], dono: DonoDosAnexos): Promise<(number | string)[]> {
  if (!chaves.length) return []
  const { payload } = req
  const { docs } = await payload.find({ collection: 'anexos', where: { chave: { in: [...chaves] } }, limit: chaves.length + 1, depth: 0, req, overrideAccess: true })
  const donoAtual = (d: (typeof docs)[number]) => d.submissao?.colecao
  if (
    docs.length !== new Set(chaves).size ||
    docs.some((d) => d.formulario !== dono.formulario || (donoAtual(d) && (d.submissao?.colecao !== dono.colecao || d.submissao?.registro !== String(dono.registro))))
  ) {
    throw new ErroDeFormulario(400, 'arquivos', ANEXO_INVALIDO)
  }
  const aceitos: { nome: string; tamanho: number }[] = []
  const emOrdem = [...new Set(chaves)].map((c) => docs.find((d) => d.chave === c)!)
  for (const d of emOrdem) {
    const candidato = { nome: d.nomeOriginal, tamanho: d.filesize ?? 0 }
    // Each file alone passed at upload; together they must keep the total, count and duplicate rules.
    const recusado = recusaDoArquivo(dono.regras, candidato, aceitos)
    if (recusado) throw new ErroDeFormulario(400, 'arquivos', recusado)
    aceitos.push(candidato)
  }
  await payload.update({
    collection: 'anexos',
    where: { chave: { in: [...chaves] } },
    data: { submissao: { colecao: dono.colecao, registro: String(dono.registro) } },
    req,
    overrideAccess: true,
    depth: 0,
  })
  return emOrdem.map((d) => d.id)
}
