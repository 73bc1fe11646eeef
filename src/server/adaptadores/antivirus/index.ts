import 'server-only'

import { ErroDeFormulario } from '@/server/plataforma/erros-de-formulario'
import { logger } from '@/server/plataforma/log'

import { ambienteDoAntivirus } from './ambiente'
import { ClamdIndisponivel, examinarNoClamd } from './clamd'

export const mensagemArquivoInfectado = (nome: string) => `O arquivo ${nome} contém vírus ou conteúdo malicioso e foi recusado.`
export const MENSAGEM_ANTIVIRUS_INDISPONIVEL = 'Não foi possível verificar o arquivo contra vírus agora. Nada foi guardado; tente novamente em alguns minutos.'

/**
 * Refuses a visitor's file that clamd finds infected (400 on `campo`), and every
 * file while clamd is configured (CLAMAV_HOST) but gives no verdict (503: an
 * unscanned file is never stored). Does nothing without CLAMAV_HOST. The log
 * carries the signature or the failure, never the file's name or bytes.
 */
export async function recusarArquivoInfectado(bytes: Uint8Array, nome: string, campo: string): Promise<void> {
  const destino = ambienteDoAntivirus.atual().clamav
  if (!destino) return
  try {
    const veredito = await examinarNoClamd(destino, bytes)
    if (veredito.limpo) return
    logger().warn({ virus: veredito.assinatura, bytes: bytes.byteLength }, 'arquivo recusado pelo antivírus')
    throw new ErroDeFormulario(400, campo, mensagemArquivoInfectado(nome))
  } catch (e) {
    if (!(e instanceof ClamdIndisponivel)) throw e
    logger().error({ falhaDoClamd: e.message }, 'antivírus indisponível: arquivo recusado sem ser guardado')
    throw new ErroDeFormulario(503, campo, MENSAGEM_ANTIVIRUS_INDISPONIVEL)
  }
}
