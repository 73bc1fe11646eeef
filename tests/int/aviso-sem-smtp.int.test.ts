import type { TypedUser } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { AvisoSemSmtp } from '@/components/admin/AvisoSemSmtp'
import { enfileirarMensagem, rodadaDeEnvio } from '@/server/adaptadores/email/caixa-de-saida'
import { logger } from '@/server/plataforma/log'

import { getTestPayload } from './helpers'

/** Without SMTP_URL (the test setup sets none) messages wait: administrators and the log are told. */
const administrador = { roles: ['admin'] } as unknown as TypedUser
const editor = { roles: ['editor'] } as unknown as TypedUser

async function aviso(user: TypedUser): Promise<string> {
  const payload = await getTestPayload()
  const elemento = await AvisoSemSmtp({ payload, user })
  return elemento ? renderToStaticMarkup(elemento) : ''
}

describe('e-mails esperando sem SMTP_URL', () => {
  it('o aviso aparece para o administrador só quando há mensagens pendentes, com a contagem', async () => {
    const payload = await getTestPayload()
    expect(process.env.SMTP_URL).toBeUndefined()
    expect(await aviso(administrador)).toBe('')
    await enfileirarMensagem(payload, {}, { para: 'equipe@agencia.example.com', assunto: 'Um', texto: 't', papel: 'comercial', origem: 'teste:1' })
    expect(await aviso(administrador)).toContain('Envio de e-mails não configurado.')
    expect(await aviso(administrador)).toContain('1 mensagem aguarda na caixa de saída e será enviada quando o servidor de e-mail (SMTP_URL) for configurado.')
    await enfileirarMensagem(payload, {}, { para: 'equipe@agencia.example.com', assunto: 'Dois', texto: 't', papel: 'comercial', origem: 'teste:2' })
    expect(await aviso(administrador)).toContain('2 mensagens aguardam na caixa de saída e serão enviadas')
    expect(await aviso(editor)).toBe('')
  })

  it('o log avisa uma vez por hora enquanto houver pendentes, sem conteúdo das mensagens', async () => {
    const payload = await getTestPayload()
    const aviso = vi.spyOn(logger(), 'warn')
    expect(await rodadaDeEnvio(payload, {})).toEqual({ enviadas: 0, adiadas: 0, falharam: 0 })
    expect(aviso).toHaveBeenCalledTimes(1)
    expect(aviso).toHaveBeenCalledWith({ pendentes: 2 }, 'SMTP_URL não configurado: e-mails aguardam na caixa de saída e saem quando ele for configurado')
    await rodadaDeEnvio(payload, {})
    expect(aviso).toHaveBeenCalledTimes(1)
    // Nothing was sent or changed: they wait.
    const { docs } = await payload.find({ collection: 'mensagens', overrideAccess: true })
    expect(docs.map((m) => [m.situacao, m.tentativas])).toEqual([['pendente', 0], ['pendente', 0]])
  })
})
