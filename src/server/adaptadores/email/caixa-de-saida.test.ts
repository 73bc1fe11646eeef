import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { envioEmAndamento, enviarEmSeguida } from './caixa-de-saida'

describe('caixa de saída: o envio pedido por um formulário', () => {
  it('conta como em andamento desde o pedido, antes de começar, até terminar (a parada espera por ele)', async () => {
    delete process.env.SMTP_URL
    const lidas: string[] = []
    // Without SMTP the run only counts what waits (avisarSemSmtp): the one read this test watches.
    const payload = { count: ({ collection }: { collection: string }) => Promise.resolve((lidas.push(collection), { totalDocs: 0 })) } as unknown as Payload
    enviarEmSeguida(payload)
    expect(lidas).toEqual([])
    await envioEmAndamento()
    expect(lidas).toEqual(['mensagens'])
  })
})
