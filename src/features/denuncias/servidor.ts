import 'server-only'

import { payloadClient } from '@/dados/payload'
import { MENSAGENS_CONSULTA } from '@/domain/denuncia/consulta'
import { recusarArquivoInfectado } from '@/server/adaptadores/antivirus'
import { consultarDenuncia, registrarDenuncia, responderDenuncia } from '@/server/servicos/denuncias/registro'
import { ErroDeFormulario } from '@/server/plataforma/erros-de-formulario'
import type { DefinicaoDeFormulario } from '@/dados/formularios/rota'

import { esquemaConsultaDenuncia, esquemaPedidoDenuncia, esquemaPedidoMensagem, MENSAGEM_CAPTCHA_DENUNCIA } from './schema'

/**
 * Every document of the body through the antivirus (CLAMAV_HOST), all before
 * anything is sealed or stored: an infected one refuses the whole call (400 on
 * `Documentos`), clamd down refuses it too (503).
 */
async function examinarDocumentos(documentos: readonly { nome: string; conteudo: string }[] | undefined): Promise<void> {
  for (const d of documentos ?? []) await recusarArquivoInfectado(Buffer.from(d.conteudo, 'base64'), d.nome, 'Documentos')
}

/**
 * The whistleblower channel's two calls (spec 3 §3; docs/api/openapi.yaml).
 * No idempotency record: it would keep a hash of the report's content next to
 * the receipt, and a retry simply files a second report the team can merge.
 * Nothing of the body reaches a log: the route builder logs only `nome`.
 */
export const definicaoDenuncia: DefinicaoDeFormulario<typeof esquemaPedidoDenuncia> = {
  nome: 'denuncia',
  esquema: esquemaPedidoDenuncia,
  captcha: true,
  mensagemCaptchaAusente: MENSAGEM_CAPTCHA_DENUNCIA,
  // 5 MB of files as base64 (4/3) plus the text and the JSON around them.
  limiteBytes: 7 * 1024 * 1024 + 64 * 1024,
  resposta: 'json',
  registrar: async ({ dados }) => {
    await examinarDocumentos(dados.Documentos)
    const payload = await payloadClient()
    const { recibo } = await registrarDenuncia(payload, {
      denuncia: dados.denuncia,
      identidade: dados.anonimo
        ? undefined
        : {
            nome: dados.nome ?? '',
            telefone: dados.telefone ?? '',
            email: dados.email ?? '',
            cpfcnpj: dados.cpfcnpj ?? '',
            endereco: dados.endereco ?? '',
            sigilo: dados.sigilo ?? false,
          },
      documentos: (dados.Documentos ?? []).map((d) => ({ nome: d.nome, conteudo: d.conteudo })),
      manterMetadados: dados.manterMetadados,
    })
    // The legacy client reads the first value of the object as the code.
    return { protocolo: recibo }
  },
}

export const definicaoConsultaDenuncia: DefinicaoDeFormulario<typeof esquemaConsultaDenuncia> = {
  nome: 'consulta-denuncia',
  esquema: esquemaConsultaDenuncia,
  // Counted before anything else (a daily-rotating keyed hash of the address, never the address):
  // guessing receipts costs a captcha and a slot each.
  limite: 'consulta',
  captcha: true,
  mensagemCaptchaAusente: MENSAGEM_CAPTCHA_DENUNCIA,
  resposta: 'json',
  registrar: async ({ dados }) => consultarDenuncia(await payloadClient(), dados.ID),
}

/** The reporter's reply and new files, with the receipt (beyond the spec): the lookup's answer, updated. */
export const definicaoMensagemDenuncia: DefinicaoDeFormulario<typeof esquemaPedidoMensagem> = {
  nome: 'mensagem-denuncia',
  esquema: esquemaPedidoMensagem,
  captcha: true,
  mensagemCaptchaAusente: MENSAGEM_CAPTCHA_DENUNCIA,
  // Knowing a receipt is the only key: counted like the lookup, so replies cannot serve to guess receipts.
  limite: 'consulta',
  limiteBytes: 7 * 1024 * 1024 + 64 * 1024,
  resposta: 'json',
  registrar: async ({ dados }) => {
    await examinarDocumentos(dados.Documentos)
    const r = await responderDenuncia(await payloadClient(), dados.ID, {
      mensagem: dados.mensagem,
      documentos: (dados.Documentos ?? []).map((d) => ({ nome: d.nome, conteudo: d.conteudo })),
      manterMetadados: dados.manterMetadados,
    })
    // The lookup's own message, as a refusal: nothing was stored.
    if (!r.length) throw new ErroDeFormulario(404, 'ID', MENSAGENS_CONSULTA.nenhuma)
    return r
  },
}
