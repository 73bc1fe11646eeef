// @vitest-environment jsdom
/**
 * A channel's form whose code comes after the page (sob-demanda.tsx, decision 0020): what the
 * visitor did in the server's HTML before it came is the form's once it is hydrated, and a submit
 * made meanwhile is held and then done, not sent as a plain HTML form.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { catalogo } from '@/domain/formulario/catalogo'

import { CamposDoCatalogo } from './CampoDoCatalogo.client'
import { Formulario, type ResultadoEnvio } from './Formulario.client'
import { acompanharAntesDoCodigo } from './retomar-o-digitado'
import { formularioNaPagina, formularioSobDemanda } from './sob-demanda'

const CATALOGO = catalogo({
  campos: [
    { nome: 'nome', rotulo: 'Nome', widget: 'texto' },
    { nome: 'cpf', rotulo: 'CPF', widget: 'mascarado', mascara: 'cpf' },
    { nome: 'assunto', rotulo: 'Assunto', widget: 'selecao', opcoes: [{ valor: 'D', rotulo: 'Dúvida' }, { valor: 'R', rotulo: 'Reclamação' }] },
    { nome: 'canal', rotulo: 'Canal', widget: 'radio', opcoes: [{ valor: 'E', rotulo: 'E-mail' }, { valor: 'T', rotulo: 'Telefone' }] },
    { nome: 'mensagem', rotulo: 'Mensagem', widget: 'area', maxLength: 100 },
    { nome: 'declaro', rotulo: 'Declaro que é verdade', widget: 'caixa' },
  ],
})
const ESQUEMA = z.object({ nome: z.string().min(3, 'Nome curto'), cpf: z.string(), assunto: z.string(), canal: z.string(), mensagem: z.string(), declaro: z.boolean() })
type Valores = z.input<typeof ESQUEMA>
const VAZIO: Valores = { nome: '', cpf: '', assunto: '', canal: '', mensagem: '', declaro: false }

function FormularioDeTeste({ enviar }: { enviar: (v: Valores) => Promise<ResultadoEnvio> }) {
  return (
    <Formulario<Valores> id="teste" catalogo={CATALOGO} esquema={ESQUEMA} valoresIniciais={VAZIO} rotuloEnviar="Enviar" enviar={(v) => enviar(v)}>
      <CamposDoCatalogo />
    </Formulario>
  )
}

let raiz: Root | undefined
afterEach(() => {
  act(() => raiz?.unmount())
  raiz = undefined
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
  cleanup()
})

/** The server's HTML in the page, as a browser shows it before any script. */
function htmlDoServidor(elemento: React.ReactElement): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(elemento)
  document.body.append(container)
  return container
}

/** What a visitor does in plain HTML: the DOM changes, no script sees it. */
function preencherSemScripts(container: HTMLElement) {
  const q = <T extends Element>(s: string) => container.querySelector<T>(s)!
  q<HTMLInputElement>('#teste-nome').value = 'Maria da Silva'
  q<HTMLInputElement>('#teste-cpf').value = '12345678909'
  q<HTMLSelectElement>('#teste-assunto').value = 'R'
  q<HTMLInputElement>('#teste-canal-1').checked = true
  q<HTMLTextAreaElement>('#teste-mensagem').value = 'Escrevi antes do código.'
  q<HTMLInputElement>('#teste-declaro').checked = true
}

const PREENCHIDO: Valores = { nome: 'Maria da Silva', cpf: '123.456.789-09', assunto: 'R', canal: 'T', mensagem: 'Escrevi antes do código.', declaro: true }

describe('o que o visitante fez antes do código', () => {
  it('é do formulário depois da hidratação: o texto, a máscara, a escolha, as caixas; e fica na tela ao renderizar de novo', async () => {
    const enviar = vi.fn((_valores: Valores): Promise<ResultadoEnvio> => Promise.resolve({ ok: true }))
    const elemento = <FormularioDeTeste enviar={enviar} />
    const container = htmlDoServidor(elemento)
    preencherSemScripts(container)
    const erros: unknown[] = []
    act(() => {
      raiz = hydrateRoot(container, elemento, { onRecoverableError: (e) => erros.push(e) })
    })
    expect(erros).toEqual([])
    // The mask applied to what was typed, as if typed now; the counter counts it.
    expect(screen.getByLabelText('CPF')).toHaveProperty('value', '123.456.789-09')
    expect(screen.getByText('24 de 100 caracteres')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1))
    expect(enviar.mock.calls[0]![0]).toEqual(PREENCHIDO)
    // Every field still shows it after the renders the submit caused.
    expect(screen.getByLabelText('Nome')).toHaveProperty('value', 'Maria da Silva')
    expect(screen.getByLabelText('Mensagem')).toHaveProperty('value', 'Escrevi antes do código.')
    expect(screen.getByLabelText('Declaro que é verdade')).toHaveProperty('checked', true)
  })

  it('um envio antes do código não sai como formulário HTML: espera o código e é feito com os valores', async () => {
    const enviar = vi.fn((_valores: Valores): Promise<ResultadoEnvio> => Promise.resolve({ ok: true }))
    const elemento = <FormularioDeTeste enviar={enviar} />
    const container = htmlDoServidor(elemento)
    preencherSemScripts(container)
    acompanharAntesDoCodigo()
    const form = container.querySelector('form')!
    const envio = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(envio)
    expect(envio.defaultPrevented).toBe(true)
    expect(enviar).not.toHaveBeenCalled()
    act(() => {
      raiz = hydrateRoot(container, elemento)
    })
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1))
    expect(enviar.mock.calls[0]![0]).toEqual(PREENCHIDO)
  })

  it('um campo deixado antes do código mostra o seu erro depois, como se o código estivesse lá', async () => {
    const elemento = <FormularioDeTeste enviar={() => Promise.resolve({ ok: true })} />
    const container = htmlDoServidor(elemento)
    acompanharAntesDoCodigo()
    const nome = container.querySelector<HTMLInputElement>('#teste-nome')!
    nome.value = 'Jo'
    fireEvent.focusOut(nome)
    act(() => {
      raiz = hydrateRoot(container, elemento)
    })
    await waitFor(() => expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById('teste-nome-erro')?.textContent).toContain('Nome curto')
    // A field not left (the visitor is still in it, or never came) shows nothing yet.
    expect(screen.getByLabelText('CPF').getAttribute('aria-invalid')).toBeNull()
  })
})

describe('formularioSobDemanda', () => {
  it('no servidor, o formulário fica no seu lugar do HTML, mesmo grande (sem JavaScript ele se lê)', async () => {
    // React's server moves a finished Suspense boundary over 12.8 KB to the end of the document, hidden.
    const grande = catalogo({ campos: Array.from({ length: 80 }, (_, i) => ({ nome: `campo${i}`, rotulo: `Campo número ${i}`, dica: 'Uma dica para o campo.', widget: 'texto' as const })) })
    const valores = Object.fromEntries(grande.campos.map((c) => [c.nome, '']))
    function FormularioGrande() {
      return (
        <Formulario id="grande" catalogo={grande} esquema={z.object({})} valoresIniciais={valores} rotuloEnviar="Enviar" enviar={() => Promise.resolve({ ok: true })}>
          <CamposDoCatalogo />
        </Formulario>
      )
    }
    const NoServidor = formularioNaPagina(FormularioGrande)
    const fluxo = await renderToReadableStream(
      <main>
        <NoServidor />
        <p id="depois">Depois do formulário</p>
      </main>,
    )
    const html = await new Response(fluxo).text()
    expect(html.length).toBeGreaterThan(12800)
    // Booleans, not the HTML: a failure's diff of 13+ KB of markup exhausts the test worker.
    expect(html.includes('hidden id="S:')).toBe(false)
    expect(html.indexOf('<form id="grande"')).toBeGreaterThan(html.indexOf('<main>'))
    expect(html.indexOf('<form id="grande"')).toBeLessThan(html.indexOf('id="depois"'))
  })

  it('hidrata o HTML do servidor sem trocá-lo: o código vem no primeiro uso, e o digitado fica', async () => {
    const enviar = vi.fn((_valores: Valores): Promise<ResultadoEnvio> => Promise.resolve({ ok: true }))
    const carregar = vi.fn(() => Promise.resolve(FormularioDeTeste))
    const NoServidor = formularioNaPagina(FormularioDeTeste)
    const NoNavegador = formularioSobDemanda(carregar)
    // A browser that stays busy: only the visitor's first use asks for the code.
    vi.stubGlobal('requestIdleCallback', () => 0)
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const container = htmlDoServidor(<NoServidor enviar={enviar} />)
    const nomeDoServidor = container.querySelector('#teste-nome')
    const erros: unknown[] = []
    act(() => {
      raiz = hydrateRoot(container, <NoNavegador enviar={enviar} />, { onRecoverableError: (e) => erros.push(e) })
    })
    // Hydrated around the form, the form waits: its HTML is there and fillable.
    expect(container.querySelector('#teste-nome')).toBe(nomeDoServidor)
    await new Promise((r) => setTimeout(r, 50))
    expect(carregar).not.toHaveBeenCalled()
    preencherSemScripts(container)
    act(() => {
      fireEvent.focusIn(nomeDoServidor!)
    })
    await waitFor(() => expect(carregar).toHaveBeenCalledTimes(1))
    // The same elements, now the form's.
    await waitFor(() => expect(screen.getByLabelText('CPF')).toHaveProperty('value', '123.456.789-09'))
    expect(container.querySelector('#teste-nome')).toBe(nomeDoServidor)
    expect(erros).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1))
    expect(enviar.mock.calls[0]![0]).toEqual(PREENCHIDO)
  })
})
