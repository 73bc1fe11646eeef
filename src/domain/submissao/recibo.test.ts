import { describe, expect, it } from 'vitest'

import { textoDoRecibo } from './recibo'

describe('recibo de uma submissão', () => {
  it('o serviço, o número, o dia e o link de acompanhamento; nada do que a pessoa escreveu', () => {
    expect(textoDoRecibo('Mensagem do Fale Conosco', 'FAL-7K2M-Q9XD-4HFT-B8WN', '2026-11-27', 'https://www.exemplo.rs.gov.br')).toEqual({
      assunto: 'Mensagem do Fale Conosco: recebemos o seu envio (nº FAL-7K2M-Q9XD-4HFT-B8WN)',
      texto: [
        'Recebemos em 27/11/2026 o seu envio pelo site: Mensagem do Fale Conosco.',
        'Número para acompanhamento: FAL-7K2M-Q9XD-4HFT-B8WN',
        '',
        'Acompanhe a situação pelo número em https://www.exemplo.rs.gov.br/atendimento-ao-cliente/acompanhar?numero=FAL-7K2M-Q9XD-4HFT-B8WN',
        'Quem tiver o número vê a situação e a resposta, nunca os seus dados: guarde-o com cuidado.',
        '',
        'Esta mensagem foi enviada automaticamente; não é preciso respondê-la.',
      ].join('\n'),
    })
  })
})
