// @vitest-environment jsdom
/** The site's tabs outside a form (the whistleblower channel): keyboard, tab order, panels kept mounted. */
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { Abas } from './Abas.client'

afterEach(cleanup)

function desenhar() {
  render(
    <Abas
      rotulo="Canal"
      abas={[
        { id: 'nova', rotulo: 'Nova', conteudo: <input aria-label="Relato" /> },
        { id: 'meio', rotulo: 'Meio', conteudo: <p>Texto do meio</p> },
        { id: 'consulta', rotulo: 'Consulta', conteudo: <input aria-label="Código" /> },
      ]}
    />,
  )
  return { aba: (nome: string) => screen.getByRole('tab', { name: nome }) }
}

describe('Abas', () => {
  it('opens the first tab; only it is in the tab order; panels are labelled by their tabs', () => {
    const { aba } = desenhar()
    expect(screen.getByRole('tablist', { name: 'Canal' })).toHaveProperty('ariaOrientation', 'horizontal')
    expect(aba('Nova').getAttribute('aria-selected')).toBe('true')
    expect(aba('Nova').tabIndex).toBe(0)
    expect(aba('Meio').tabIndex).toBe(-1)
    expect(aba('Consulta').getAttribute('aria-selected')).toBe('false')
    const painel = screen.getByRole('tabpanel', { name: 'Nova' })
    expect(aba('Nova').getAttribute('aria-controls')).toBe(painel.id)
    expect(painel.tabIndex).toBe(0)
    expect(painel.dataset.state).toBe('active')
  })

  it('arrow keys wrap and open the tab reached, Home and End go to the ends, a click opens', async () => {
    const user = userEvent.setup()
    const { aba } = desenhar()
    aba('Nova').focus()
    await user.keyboard('{ArrowLeft}')
    expect(aba('Consulta')).toBe(document.activeElement)
    expect(aba('Consulta').getAttribute('aria-selected')).toBe('true')
    expect(aba('Consulta').tabIndex).toBe(0)
    expect(aba('Nova').tabIndex).toBe(-1)
    await user.keyboard('{ArrowRight}')
    expect(aba('Nova')).toBe(document.activeElement)
    await user.keyboard('{End}')
    expect(aba('Consulta').getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Home}')
    expect(aba('Nova').getAttribute('aria-selected')).toBe('true')
    await user.click(aba('Meio'))
    expect(aba('Meio').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Meio' }).textContent).toBe('Texto do meio')
  })

  it('keeps every panel mounted, so what was typed in another tab stays', async () => {
    const user = userEvent.setup()
    const { aba } = desenhar()
    await user.type(screen.getByRole('textbox', { name: 'Relato' }), 'notas frias')
    await user.click(aba('Consulta'))
    const relato = screen.getByRole('textbox', { name: 'Relato', hidden: true })
    expect(relato.closest('[role="tabpanel"]')?.getAttribute('data-state')).toBe('inactive')
    await user.click(aba('Nova'))
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Relato' }).value).toBe('notas frias')
  })
})
