import { describe, expect, it } from 'vitest'

import { SERVICOS_ACOMPANHADOS } from './servicos-acompanhados'

describe('SERVICOS_ACOMPANHADOS', () => {
  it('names each kind with a number by its definition’s singular label (the registration by its own service name)', () => {
    expect(SERVICOS_ACOMPANHADOS).toEqual({
      'solicitacoes-financiamento': { servico: 'Solicitação de financiamento' },
      'cadastros-fundos': { servico: 'Cadastro para fundos estaduais' },
      'mensagens-contato': { servico: 'Mensagem do Fale Conosco' },
      'manifestacoes-ouvidoria': { servico: 'Manifestação da Ouvidoria' },
      protocolos: { servico: 'Protocolo digital' },
    })
  })
})
