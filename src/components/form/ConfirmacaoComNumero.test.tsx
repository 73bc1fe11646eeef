// @vitest-environment jsdom
/** The success box after a form got its number: the number, the follow-up link with it, and focus when asked. */
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { ConfirmacaoComNumero } from './ConfirmacaoComNumero.client'

afterEach(cleanup)

describe('ConfirmacaoComNumero', () => {
  it('shows the title, the number and a link to the follow-up page with the number, and takes focus', () => {
    render(<ConfirmacaoComNumero focar titulo="Mensagem enviada." numero="FAL-7K2M-Q9XD-4HFT-B8WN" nota="Enviamos um comprovante para o seu e-mail com este número." />)
    const caixa = screen.getByRole('status')
    expect(caixa.textContent).toBe(
      'Mensagem enviada.Número para acompanhamento: FAL-7K2M-Q9XD-4HFT-B8WNAcompanhar a situação pelo númeroEnviamos um comprovante para o seu e-mail com este número.',
    )
    expect(screen.getByRole('link', { name: 'Acompanhar a situação pelo número' }).getAttribute('href')).toBe('/atendimento-ao-cliente/acompanhar?numero=FAL-7K2M-Q9XD-4HFT-B8WN')
    expect(document.activeElement).toBe(caixa)
  })

  it('leaves focus alone without focar (after a dialog, focus goes back to its button)', () => {
    render(<ConfirmacaoComNumero titulo="Solicitação enviada." rotulo="Número" numero="SOL-1" nota="n" />)
    expect(screen.getByText('SOL-1').parentElement?.textContent).toBe('Número: SOL-1')
    expect(document.activeElement).toBe(document.body)
  })
})
