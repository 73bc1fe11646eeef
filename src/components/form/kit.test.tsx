// @vitest-environment jsdom
/**
 * The form kit's widgets and frame, rendered in jsdom: each widget's label,
 * keyboard use and error state; the frame's summary, tabs, idempotency key and
 * mapping of a server's 400; and axe over a form that shows every widget, before
 * and after its errors (colour contrast is checked by the browser tests).
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import { MB, REGRAS_PROTOCOLO } from '@/domain/formulario/arquivos'
import { catalogo } from '@/domain/formulario/catalogo'
import { problemaNascimento } from '@/domain/formulario/datas'

import { AbasDoFormulario } from './AbasDoFormulario.client'
import { CamposDoCatalogo } from './CampoDoCatalogo.client'
import { Formulario, type ResultadoEnvio } from './Formulario.client'
import { OPCOES_ANTES_DO_USO } from './widgets/Escolhas.client'
import { WIDGETS_EXTRAS } from './widgets/extras'

const OPCOES = [
  { valor: 'A', rotulo: 'Agronegócio' },
  { valor: 'E', rotulo: 'Empresa' },
]

const CATALOGO = catalogo({
  abas: [
    { id: 'pessoais', rotulo: 'Dados pessoais' },
    { id: 'conjuge', rotulo: 'Cônjuge', oculta: (v) => v.estadoCivil === 'SOLTEIRO' },
    { id: 'outros', rotulo: 'Outros' },
  ],
  campos: [
    { nome: 'nome', rotulo: 'Nome', dica: 'Como no documento.', widget: 'texto', aba: 'pessoais', obrigatorio: true },
    { nome: 'cpf', rotulo: 'CPF', widget: 'mascarado', mascara: 'cpf', aba: 'pessoais' },
    { nome: 'renda', rotulo: 'Renda anual', widget: 'dinheiro', aba: 'pessoais' },
    { nome: 'conta', rotulo: 'Conta', widget: 'numero', aba: 'pessoais' },
    { nome: 'nascimento', rotulo: 'Data de nascimento', widget: 'data', aba: 'pessoais' },
    { nome: 'estadoCivil', rotulo: 'Estado civil', widget: 'selecao', aba: 'pessoais', opcoes: [{ valor: 'SOLTEIRO', rotulo: 'Solteiro(a)' }, { valor: 'CASADO', rotulo: 'Casado(a)' }] },
    { nome: 'regime', rotulo: 'Regime de bens', widget: 'selecao', fonte: 'regimes', aba: 'pessoais', desabilitado: (v) => v.estadoCivil !== 'CASADO', limparQuando: (v) => v.estadoCivil !== 'CASADO' },
    { nome: 'nomeConjuge', rotulo: 'Nome do cônjuge', widget: 'texto', aba: 'conjuge' },
    { nome: 'segmento', rotulo: 'Segmento', widget: 'radio', opcoes: OPCOES, aba: 'outros', ajuda: { titulo: 'O que é o segmento?', texto: 'A área principal do negócio, nos últimos 5 anos.' } },
    { nome: 'interesses', rotulo: 'Interesses', widget: 'caixas', opcoes: OPCOES, aba: 'outros' },
    { nome: 'cidade', rotulo: 'Cidade', widget: 'sugestoes', fonte: 'cidades', rotuloSugestoes: 'Cidades sugeridas', aba: 'outros' },
    { nome: 'mensagem', rotulo: 'Mensagem', widget: 'area', maxLength: 20, aba: 'outros' },
    { nome: 'documentos', rotulo: 'Documentos', widget: 'anexos', anexos: { regras: REGRAS_PROTOCOLO, url: '/arquivos' }, aba: 'outros' },
    { nome: 'declaro', rotulo: 'Declaro que as informações são verídicas', widget: 'caixa', aba: 'outros' },
    { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha' },
  ],
})

const HOJE = new Date('2026-11-24T00:00:00Z')
const ESQUEMA = z
  .object({
    nome: z.string().trim().min(3, 'Nome deve ter pelo menos 3 caracteres'),
    cpf: z.string(),
    renda: z.number().nullable(),
    conta: z.string(),
    nascimento: z.string().superRefine((v, ctx) => {
      const p = v ? problemaNascimento(v, HOJE) : null
      if (p) ctx.addIssue({ code: 'custom', message: p })
    }),
    estadoCivil: z.string().min(1, 'Estado Civil é obrigatório.'),
    regime: z.string(),
    nomeConjuge: z.string(),
    segmento: z.string().min(1, 'Escolha o segmento'),
    interesses: z.array(z.string()),
    cidade: z.string(),
    mensagem: z.string().max(20),
    documentos: z.array(z.object({ id: z.string(), nome: z.string(), tamanho: z.number() })),
    declaro: z.literal(true, { error: 'Marque a declaração' }),
    captcha: z.string({ error: 'Por favor, confirme que você não é um robô' }).min(1),
  })
  .superRefine((v, ctx) => {
    if (v.estadoCivil === 'CASADO' && v.nomeConjuge.trim().length < 3) ctx.addIssue({ code: 'custom', path: ['nomeConjuge'], message: 'Nome do cônjuge é obrigatório.' })
  })
type Valores = z.input<typeof ESQUEMA>
const VAZIO = { nome: '', cpf: '', renda: null, conta: '', nascimento: '', estadoCivil: '', regime: '', nomeConjuge: '', segmento: '', interesses: [], cidade: '', mensagem: '', documentos: [], declaro: false, captcha: null } as unknown as Valores

const FONTES = {
  regimes: [{ valor: 'PARCIAL', rotulo: 'Comunhão parcial de bens' }],
  cidades: ['Água Santa', 'Aceguá', 'Porto Alegre', 'Santa Maria'].map((c) => ({ valor: c, rotulo: c })),
}

function montar(enviar: (v: Valores, chave: string) => Promise<ResultadoEnvio> = () => Promise.resolve({ ok: true })) {
  const user = userEvent.setup()
  const r = render(
    <Formulario id="f" catalogo={CATALOGO} widgets={WIDGETS_EXTRAS} esquema={ESQUEMA} valoresIniciais={VAZIO} fontes={FONTES} rotuloEnviar="Enviar" enviar={enviar}>
      <AbasDoFormulario rotulo="Partes do formulário" />
      <CamposDoCatalogo nomes={['captcha']} />
    </Formulario>,
  )
  return { user, ...r }
}

async function semViolacoes(container: HTMLElement) {
  const r = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([])
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('widgets: rótulo, teclado e erro', () => {
  it('texto: rótulo, dica e o erro ligados ao campo depois de sair dele', async () => {
    const { user } = montar()
    const nome = screen.getByRole('textbox', { name: 'Nome' })
    expect(nome).toHaveProperty('id', 'f-nome')
    expect(nome.getAttribute('aria-describedby')).toBe('f-nome-dica')
    await user.type(nome, 'Jo')
    await user.tab()
    await waitFor(() => expect(nome.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById('f-nome-erro')?.textContent).toBe('Erro: Nome deve ter pelo menos 3 caracteres')
    expect(nome.getAttribute('aria-describedby')).toBe('f-nome-dica f-nome-erro')
    await user.type(nome, 'ão')
    await waitFor(() => expect(nome.getAttribute('aria-invalid')).toBeNull())
  })

  it('máscaras: CPF, dinheiro a partir dos centavos, número sem letras e data dd/mm/aaaa', async () => {
    const { user } = montar()
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725')
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveProperty('value', '529.982.247-25')
    await user.type(screen.getByRole('textbox', { name: 'Renda anual' }), '123456')
    expect(screen.getByRole('textbox', { name: 'Renda anual' })).toHaveProperty('value', 'R$ 1.234,56')
    await user.type(screen.getByRole('textbox', { name: 'Conta' }), '00a12-3')
    expect(screen.getByRole('textbox', { name: 'Conta' })).toHaveProperty('value', '00123')
    const data = screen.getByRole('textbox', { name: 'Data de nascimento' })
    await user.type(data, '31022000')
    expect(data).toHaveProperty('value', '31/02/2000')
    await user.tab()
    await waitFor(() => expect(document.getElementById('f-nascimento-erro')?.textContent).toBe('Erro: Data inválida.'))
  })

  it('seleção: opções da fonte; desabilitada e limpa pelo predicado', async () => {
    const { user } = montar()
    const regime = screen.getByRole('combobox', { name: 'Regime de bens' })
    expect(regime).toHaveProperty('disabled', true)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado civil' }), 'CASADO')
    expect(regime).toHaveProperty('disabled', false)
    await user.selectOptions(regime, 'PARCIAL')
    expect(regime).toHaveProperty('value', 'PARCIAL')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado civil' }), 'SOLTEIRO')
    await waitFor(() => expect(regime).toHaveProperty('value', ''))
    expect(regime).toHaveProperty('disabled', true)
  })

  it('seleção longa: só a opção escolhida até o visitante chegar ao campo, pelo teclado ou pelo toque; depois a lista inteira', async () => {
    const profissoes = Array.from({ length: OPCOES_ANTES_DO_USO + 1 }, (_, i) => ({ valor: `P${i}`, rotulo: `Profissão ${i}` }))
    const bancos = profissoes.map((o) => ({ ...o, rotulo: `Banco ${o.valor}` }))
    const cat = catalogo({
      campos: [
        { nome: 'antes', rotulo: 'Antes', widget: 'texto' },
        { nome: 'profissao', rotulo: 'Profissão', widget: 'selecao', fonte: 'profissoes' },
        { nome: 'banco', rotulo: 'Banco', widget: 'selecao', fonte: 'bancos' },
      ],
    })
    const user = userEvent.setup()
    render(
      <Formulario id="l" catalogo={cat} esquema={z.object({ antes: z.string(), profissao: z.string(), banco: z.string() })} valoresIniciais={{ antes: '', profissao: 'P42', banco: '' }} fontes={{ profissoes, bancos }} rotuloEnviar="Enviar" enviar={() => Promise.resolve({ ok: true })}>
        <CamposDoCatalogo nomes={['antes', 'profissao', 'banco']} />
      </Formulario>,
    )
    const profissao = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Profissão' })
    const banco = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Banco' })
    expect([...profissao.options].map((o) => o.value)).toEqual(['', 'P42'])
    expect(profissao.value).toBe('P42')
    expect(banco.options).toHaveLength(1)
    await user.click(screen.getByRole('textbox', { name: 'Antes' }))
    await user.tab()
    expect(document.activeElement?.id).toBe(profissao.id)
    expect(profissao.options).toHaveLength(OPCOES_ANTES_DO_USO + 2)
    expect(profissao.value).toBe('P42')
    expect(banco.options).toHaveLength(1)
    fireEvent.pointerDown(banco)
    expect(banco.options).toHaveLength(OPCOES_ANTES_DO_USO + 2)
    await user.selectOptions(banco, 'P100')
    expect(banco.value).toBe('P100')
  })

  it(`seleção curta (até ${OPCOES_ANTES_DO_USO} opções): a lista inteira desde o início`, () => {
    const fonte = Array.from({ length: OPCOES_ANTES_DO_USO }, (_, i) => ({ valor: `U${i}`, rotulo: `UF ${i}` }))
    render(
      <Formulario id="u" catalogo={catalogo({ campos: [{ nome: 'uf', rotulo: 'UF', widget: 'selecao', fonte: 'ufs' }] })} esquema={z.object({ uf: z.string() })} valoresIniciais={{ uf: '' }} fontes={{ ufs: fonte }} rotuloEnviar="Enviar" enviar={() => Promise.resolve({ ok: true })}>
        <CamposDoCatalogo nomes={['uf']} />
      </Formulario>,
    )
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'UF' }).options).toHaveLength(OPCOES_ANTES_DO_USO + 1)
  })

  it('radio e caixas: fieldset com legenda; espaço marca pelo teclado', async () => {
    const { user } = montar()
    await user.click(screen.getByRole('tab', { name: 'Outros' }))
    const grupo = screen.getByRole('group', { name: 'Segmento' })
    within(grupo).getByRole('radio', { name: 'Agronegócio' }).focus()
    await user.keyboard(' ')
    expect(within(grupo).getByRole('radio', { name: 'Agronegócio' })).toHaveProperty('checked', true)
    const caixas = screen.getByRole('group', { name: 'Interesses' })
    await user.click(within(caixas).getByRole('checkbox', { name: 'Empresa' }))
    within(caixas).getByRole('checkbox', { name: 'Agronegócio' }).focus()
    await user.keyboard(' ')
    expect(within(caixas).getAllByRole('checkbox').map((c) => (c as HTMLInputElement).checked)).toEqual([true, true])
    const declaro = screen.getByRole('checkbox', { name: 'Declaro que as informações são verídicas' })
    declaro.focus()
    await user.keyboard(' ')
    expect(declaro).toHaveProperty('checked', true)
  })

  it('ajuda do campo: botão fora do nome do grupo; Enter abre, Escape fecha e devolve o foco; clique no texto ou fora fecha', async () => {
    // Radix's popper measures its anchor; jsdom has no ResizeObserver.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} })
    const { user } = montar()
    await user.click(screen.getByRole('tab', { name: 'Outros' }))
    expect(screen.getByRole('group', { name: 'Segmento' })).toBeTruthy()
    const botao = screen.getByRole('button', { name: 'O que é o segmento?' })
    botao.focus()
    await user.keyboard('{Enter}')
    const balao = await screen.findByRole('dialog', { name: 'O que é o segmento?' })
    expect(balao.textContent).toContain('A área principal do negócio, nos últimos 5 anos.')
    expect(screen.getByRole('button', { name: 'O que é o segmento?' }).getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The popover's own button took the plain one's place when its code loaded.
    const carregado = screen.getByRole('button', { name: 'O que é o segmento?' })
    expect(document.activeElement).toBe(carregado)
    expect(carregado.getAttribute('aria-expanded')).toBe('false')
    await user.keyboard(' ')
    await user.click(await screen.findByText('A área principal do negócio, nos últimos 5 anos.'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(carregado)
    await screen.findByRole('dialog')
    await user.click(screen.getByRole('textbox', { name: 'Mensagem' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('texto longo: contagem de caracteres lida com o campo', async () => {
    const { user } = montar()
    await user.click(screen.getByRole('tab', { name: 'Outros' }))
    const msg = screen.getByRole('textbox', { name: 'Mensagem' })
    await user.type(msg, 'Olá!')
    expect(msg.getAttribute('aria-describedby')).toBe('f-mensagem-contagem')
    expect(document.getElementById('f-mensagem-contagem')?.textContent).toBe('4 de 20 caracteres')
  })

  it('sugestões: da 3ª letra, sem acento nem caixa; setas e Enter escolhem; Escape fecha', async () => {
    const { user } = montar()
    await user.click(screen.getByRole('tab', { name: 'Outros' }))
    const cidade = screen.getByRole('combobox', { name: 'Cidade' })
    await user.type(cidade, 'ag')
    expect(screen.queryByRole('listbox', { name: 'Cidades sugeridas' })).toBeNull()
    await user.type(cidade, 'u')
    const lista = screen.getByRole('listbox', { name: 'Cidades sugeridas' })
    expect(within(lista).getAllByRole('option').map((o) => o.textContent)).toEqual(['Água Santa'])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(cidade).toHaveProperty('value', 'Água Santa')
    await user.clear(cidade)
    await user.type(cidade, 'san')
    expect(within(screen.getByRole('listbox', { name: 'Cidades sugeridas' })).getAllByRole('option')).toHaveLength(2)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox', { name: 'Cidades sugeridas' })).toBeNull()
  })
})

/** An XMLHttpRequest that reports progress at 50 % and then answers with the given status and body. */
function xhrFalso(respostas: { status: number; corpo: string }[]) {
  const enviados: string[] = []
  class Xhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    onabort: (() => void) | null = null
    status = 0
    responseText = ''
    open() {}
    abort() {}
    send(dados: FormData) {
      enviados.push(dados.get('nomeArquivo') as string)
      const r = respostas.shift()!
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 20)
      setTimeout(() => {
        this.status = r.status
        this.responseText = r.corpo
        this.onload?.()
      }, 300)
    }
  }
  vi.stubGlobal('XMLHttpRequest', Xhr)
  return enviados
}

describe('anexos', () => {
  it('recusa pelas regras do formulário, mostra o progresso real, lista e remove', async () => {
    const enviados = xhrFalso([
      { status: 200, corpo: '{"id":"a1"}' },
      { status: 413, corpo: '{"message":"O arquivo é grande demais."}' },
    ])
    const { user } = montar()
    await user.click(screen.getByRole('tab', { name: 'Outros' }))
    const entrada = screen.getByLabelText<HTMLInputElement>('Documentos')
    expect(entrada.accept).toBe('.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png')
    const pdf = new File(['%PDF-1.7'], 'proposta.pdf', { type: 'application/pdf' })
    const gif = new File(['GIF89a'], 'foto.gif', { type: 'image/gif' })
    fireEvent.change(entrada, { target: { files: [gif, pdf] } })
    expect(screen.getByRole('alert').textContent).toBe('O arquivo foto.gif não é suportado. Por favor, envie apenas arquivos PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG.')
    const barra = await screen.findByRole('progressbar', { name: 'Enviando proposta.pdf' })
    await waitFor(() => expect(barra.getAttribute('value')).toBe('50'))
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true)
    await screen.findByRole('button', { name: 'Remover proposta.pdf' })
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', false)
    // The same name again: refused with its message, nothing sent.
    fireEvent.change(entrada, { target: { files: [new File(['x'], 'proposta.pdf')] } })
    expect(screen.getByRole('alert').textContent).toBe('O arquivo proposta.pdf já foi adicionado.')
    // Over 5 MB: refused before sending.
    fireEvent.change(entrada, { target: { files: [new File([new Uint8Array(5 * MB + 1)], 'grande.pdf')] } })
    expect(screen.getByRole('alert').textContent).toBe('O arquivo grande.pdf excede o limite de 5MB.')
    // The server refuses one: its message.
    fireEvent.change(entrada, { target: { files: [new File(['y'], 'outro.txt')] } })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('O arquivo é grande demais.'))
    expect(enviados).toEqual(['proposta.pdf', 'outro.txt'])
    await user.click(screen.getByRole('button', { name: 'Remover proposta.pdf' }))
    expect(screen.queryByRole('list', { name: 'Arquivos anexados' })).toBeNull()
  })
})

describe('a moldura do formulário', () => {
  it('enviar vazio: resumo com o foco, contagem de erros por aba e salto à primeira aba com erro; o link abre a aba e foca o campo', async () => {
    const { user, container } = montar()
    await semViolacoes(container)
    await user.click(screen.getByRole('tab', { name: 'Outros' }))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    const resumo = await screen.findByRole('alert', { name: 'Há 5 problemas no formulário' })
    await waitFor(() => expect(document.activeElement).toBe(resumo))
    expect(within(resumo).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Nome deve ter pelo menos 3 caracteres',
      'Estado Civil é obrigatório.',
      'Escolha o segmento',
      'Marque a declaração',
      'Por favor, confirme que você não é um robô',
    ])
    const aba = (id: string) => document.getElementById(`f-aba-${id}`)!
    expect([aba('pessoais').textContent, aba('conjuge').textContent, aba('outros').textContent]).toEqual(['Dados pessoais 2 erros', 'Cônjuge ', 'Outros 2 erros'])
    expect(aba('pessoais').getAttribute('aria-selected')).toBe('true')
    await semViolacoes(container)
    await user.click(within(resumo).getByRole('link', { name: 'Escolha o segmento' }))
    await waitFor(() => expect(document.activeElement?.id).toBe('f-segmento'))
    expect(aba('outros').getAttribute('aria-selected')).toBe('true')
  })

  it('abas pelo teclado: só a aberta na ordem do Tab; setas, Home e End abrem e focam a aba, dando a volta; o painel segue (jsdom não esconde os outros painéis: o Tab até o campo é do teste no navegador)', async () => {
    const { user } = montar()
    const aba = (nome: string) => screen.getByRole('tab', { name: nome })
    const painelAberto = () => document.querySelector('[role="tabpanel"][data-state="active"]')!
    expect([aba('Dados pessoais'), aba('Cônjuge'), aba('Outros')].map((a) => a.tabIndex)).toEqual([0, -1, -1])
    expect(painelAberto().getAttribute('aria-labelledby')).toBe('f-aba-pessoais')
    expect(aba('Dados pessoais').getAttribute('aria-controls')).toBe(painelAberto().id)
    aba('Dados pessoais').focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(aba('Cônjuge'))
    expect(aba('Cônjuge').getAttribute('aria-selected')).toBe('true')
    expect(aba('Dados pessoais').getAttribute('aria-selected')).toBe('false')
    expect(within(painelAberto() as HTMLElement).getByRole('textbox', { name: 'Nome do cônjuge' })).toBeTruthy()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(document.activeElement).toBe(aba('Dados pessoais'))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(aba('Outros'))
    await user.keyboard('{Home}')
    expect(aba('Dados pessoais').getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{End}')
    expect(aba('Outros').getAttribute('aria-selected')).toBe('true')
    expect([aba('Dados pessoais'), aba('Cônjuge'), aba('Outros')].map((a) => a.tabIndex)).toEqual([-1, -1, 0])
  })

  it('aba escondida pelo predicado some da lista; volta quando o estado civil muda', async () => {
    const { user } = montar()
    expect(screen.getByRole('tab', { name: 'Cônjuge' })).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado civil' }), 'SOLTEIRO')
    expect(screen.queryByRole('tab', { name: 'Cônjuge' })).toBeNull()
  })

  it('erros do servidor vão aos campos; um erro sem campo aparece sem o prefixo; a chave se mantém enquanto o conteúdo é o mesmo', async () => {
    const chaves: string[] = []
    const respostas: ResultadoEnvio[] = [
      { ok: false, mensagem: 'nome: Nome recusado', erros: [{ campo: 'nome', mensagem: 'Nome recusado' }] },
      { ok: false, mensagem: 'nome: Nome recusado de novo', erros: [{ campo: 'nome', mensagem: 'Nome recusado de novo' }] },
      { ok: false, mensagem: 'produto: O produto não possui email de contato configurado', erros: [{ campo: 'produto', mensagem: 'O produto não possui email de contato configurado' }] },
    ]
    const valoresOk = { ...VAZIO, nome: 'Maria', estadoCivil: 'CASADO', nomeConjuge: 'João', segmento: 'A', declaro: true, captcha: 'solucao' } as unknown as Valores
    const user = userEvent.setup()
    render(
      <Formulario id="g" catalogo={CATALOGO} widgets={WIDGETS_EXTRAS} esquema={ESQUEMA} valoresIniciais={valoresOk} fontes={FONTES} rotuloEnviar="Enviar" enviar={(_v, chave) => (chaves.push(chave), Promise.resolve(respostas.shift()!))}>
        <AbasDoFormulario rotulo="Partes" />
      </Formulario>,
    )
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await screen.findByRole('link', { name: 'Nome recusado' })
    expect(document.getElementById('g-nome-erro')?.textContent).toBe('Erro: Nome recusado')
    // Same content, sent again: the same key (a field's refusal keeps the captcha: it was not spent).
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await screen.findByRole('link', { name: 'Nome recusado de novo' })
    expect(chaves[1]).toBe(chaves[0])
    // Changed content: a new key; a refusal of no field of the form shows without its prefix.
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'na')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await screen.findByText('O produto não possui email de contato configurado')
    expect(chaves[2]).not.toBe(chaves[1])
    // That refusal came after the server's captcha check: the spent captcha is cleared, not posted again.
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await screen.findByRole('link', { name: 'Por favor, confirme que você não é um robô' })
    expect(chaves).toHaveLength(3)
  })

  it('"Enviando..." e o botão travado enquanto envia', async () => {
    let terminar: (r: ResultadoEnvio) => void = () => {}
    const valoresOk = { ...VAZIO, nome: 'Maria', estadoCivil: 'SOLTEIRO', segmento: 'A', declaro: true, captcha: 'solucao' } as unknown as Valores
    const user = userEvent.setup()
    render(
      <Formulario id="h" catalogo={CATALOGO} widgets={WIDGETS_EXTRAS} esquema={ESQUEMA} valoresIniciais={valoresOk} fontes={FONTES} rotuloEnviar="Enviar" enviar={() => new Promise((r) => (terminar = r))}>
        <CamposDoCatalogo />
      </Formulario>,
    )
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toHaveProperty('disabled', true)
    act(() => terminar({ ok: true }))
    expect(await screen.findByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', false)
  })

  it('mensagemInvalido: um envio recusado pelo navegador a diz (spec 3 §8) além do resumo; o envio não é chamado', async () => {
    const falhas: string[] = []
    const enviar = vi.fn(() => Promise.resolve({ ok: true } as ResultadoEnvio))
    const user = userEvent.setup()
    render(
      <Formulario id="m" catalogo={CATALOGO} widgets={WIDGETS_EXTRAS} esquema={ESQUEMA} valoresIniciais={VAZIO} fontes={FONTES} rotuloEnviar="Enviar" enviar={enviar} aoFalhar={(m) => falhas.push(m)} mensagemInvalido="Por favor, preencha todos os campos obrigatórios.">
        <CamposDoCatalogo />
      </Formulario>,
    )
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await screen.findByRole('alert', { name: 'Há 5 problemas no formulário' })
    expect(falhas).toEqual(['Por favor, preencha todos os campos obrigatórios.'])
    expect(enviar).not.toHaveBeenCalled()
  })

  it('sem valoresIniciais: o formulário começa dos valores vazios do catálogo (texto vazio, caixa desmarcada, lista vazia, dinheiro nulo)', async () => {
    const curto = catalogo({
      campos: [
        { nome: 'nome', rotulo: 'Nome', widget: 'texto' },
        { nome: 'aceito', rotulo: 'Aceito', widget: 'caixa' },
        { nome: 'interesses', rotulo: 'Interesses', widget: 'caixas', opcoes: OPCOES },
        { nome: 'renda', rotulo: 'Renda', widget: 'dinheiro' },
      ],
    })
    const esquema = z.object({ nome: z.string(), aceito: z.boolean(), interesses: z.array(z.string()), renda: z.number().nullable() })
    const enviar = vi.fn((_v: z.input<typeof esquema>) => Promise.resolve({ ok: true } as ResultadoEnvio))
    const user = userEvent.setup()
    render(
      <Formulario id="v" catalogo={curto} esquema={esquema} rotuloEnviar="Enviar" enviar={enviar}>
        <CamposDoCatalogo />
      </Formulario>,
    )
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveProperty('value', '')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1))
    expect(enviar.mock.calls[0]?.[0]).toStrictEqual({ nome: '', aceito: false, interesses: [], renda: null })
  })

  it('concluido: o botão fica travado depois do sucesso enquanto a página o pede', () => {
    const valoresOk = { ...VAZIO, nome: 'Maria', estadoCivil: 'SOLTEIRO', segmento: 'A', declaro: true, captcha: 'solucao' } as unknown as Valores
    const quadro = (concluido: boolean) => (
      <Formulario id="c" catalogo={CATALOGO} widgets={WIDGETS_EXTRAS} esquema={ESQUEMA} valoresIniciais={valoresOk} fontes={FONTES} rotuloEnviar="Enviar" enviar={() => Promise.resolve({ ok: true })} concluido={concluido}>
        <CamposDoCatalogo />
      </Formulario>
    )
    const { rerender } = render(quadro(false))
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', false)
    rerender(quadro(true))
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true)
  })
})

describe('captcha reCAPTCHA (quando a página traz a chave do site)', () => {
  it('desenha o widget do Google com a chave pública, envia o token e o reinicia quando o servidor o recusa', async () => {
    const meta = document.createElement('meta')
    meta.name = 'recaptcha-chave-do-site'
    meta.content = 'chave-publica'
    document.head.appendChild(meta)
    let opcoes: { callback: (t: string) => void } | undefined
    const desenhar = vi.fn((_el: HTMLElement, o: { callback: (t: string) => void }) => ((opcoes = o), 7))
    const reset = vi.fn()
    vi.stubGlobal('grecaptcha', { render: desenhar, reset })
    const enviados: unknown[] = []
    const respostas: ResultadoEnvio[] = [{ ok: false, mensagem: 'captcha: Captcha inválido!', erros: [{ campo: 'captcha', mensagem: 'Captcha inválido!' }] }, { ok: true }]
    const so = catalogo({ campos: [{ nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha' }] })
    const esquema = z.object({ captcha: z.string({ error: 'Por favor, confirme que você não é um robô' }).min(1) })
    const user = userEvent.setup()
    try {
      render(
        <Formulario id="r" catalogo={so} widgets={WIDGETS_EXTRAS} esquema={esquema} valoresIniciais={{ captcha: null as unknown as string }} rotuloEnviar="Enviar" enviar={(v) => (enviados.push(v), Promise.resolve(respostas.shift()!))}>
          <CamposDoCatalogo />
        </Formulario>,
      )
      await waitFor(() => expect(desenhar).toHaveBeenCalledTimes(1))
      expect(desenhar.mock.calls[0]![1]).toMatchObject({ sitekey: 'chave-publica', hl: 'pt-BR' })
      expect(screen.queryByRole('checkbox', { name: 'Não sou um robô' })).toBeNull()
      act(() => opcoes!.callback('token-1'))
      await user.click(screen.getByRole('button', { name: 'Enviar' }))
      await screen.findByRole('link', { name: 'Captcha inválido!' })
      expect(enviados).toEqual([{ captcha: 'token-1' }])
      expect(reset).toHaveBeenCalledWith(7)
    } finally {
      meta.remove()
    }
  })

  it('uma recusa depois da verificação (sem erro de campo) ou uma falha de rede pede um captcha novo; uma recusa de campo não', async () => {
    const meta = document.createElement('meta')
    meta.name = 'recaptcha-chave-do-site'
    meta.content = 'chave-publica'
    document.head.appendChild(meta)
    let opcoes: { callback: (t: string) => void } | undefined
    const reset = vi.fn()
    vi.stubGlobal('grecaptcha', { render: vi.fn((_el: HTMLElement, o: { callback: (t: string) => void }) => ((opcoes = o), 3)), reset })
    const enviados: unknown[] = []
    const respostas: (ResultadoEnvio | Error)[] = [
      { ok: false, mensagem: 'Protocolo não encontrado.' },
      new Error('rede'),
      { ok: false, mensagem: 'nome: Nome inválido', erros: [{ campo: 'nome', mensagem: 'Nome inválido' }] },
    ]
    const so = catalogo({ campos: [{ nome: 'nome', rotulo: 'Nome', widget: 'texto' }, { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha' }] })
    const esquema = z.object({ nome: z.string(), captcha: z.string({ error: 'Por favor, confirme que você não é um robô' }).min(1) })
    const user = userEvent.setup()
    const enviar = (v: unknown) => {
      enviados.push(v)
      const r = respostas.shift()!
      return r instanceof Error ? Promise.reject(r) : Promise.resolve(r)
    }
    try {
      render(
        <Formulario id="g" catalogo={so} esquema={esquema} valoresIniciais={{ nome: 'Ana', captcha: null as unknown as string }} rotuloEnviar="Enviar" enviar={enviar}>
          <CamposDoCatalogo />
        </Formulario>,
      )
      await waitFor(() => expect(opcoes).toBeDefined())
      act(() => opcoes!.callback('token-1'))
      await user.click(screen.getByRole('button', { name: 'Enviar' }))
      await screen.findByText('Protocolo não encontrado.')
      expect(reset).toHaveBeenCalledTimes(1)
      // The spent token is gone: sending again asks for the captcha instead of posting it.
      await user.click(screen.getByRole('button', { name: 'Enviar' }))
      await screen.findByRole('link', { name: 'Por favor, confirme que você não é um robô' })
      expect(enviados).toHaveLength(1)
      act(() => opcoes!.callback('token-2'))
      await user.click(screen.getByRole('button', { name: 'Enviar' }))
      await waitFor(() => expect(reset).toHaveBeenCalledTimes(2))
      act(() => opcoes!.callback('token-3'))
      await user.click(screen.getByRole('button', { name: 'Enviar' }))
      await screen.findByRole('link', { name: 'Nome inválido' })
      expect(enviados).toEqual([
        { nome: 'Ana', captcha: 'token-1' },
        { nome: 'Ana', captcha: 'token-2' },
        { nome: 'Ana', captcha: 'token-3' },
      ])
      expect(reset).toHaveBeenCalledTimes(2)
    } finally {
      meta.remove()
    }
  })
})

describe('widgets sob demanda (decisão 0016)', () => {
  it('sem WIDGETS_EXTRAS, o captcha e os anexos chegam quando desenhados e funcionam como os outros', async () => {
    const so = catalogo({
      campos: [
        { nome: 'documentos', rotulo: 'Documentos', widget: 'anexos', anexos: { regras: REGRAS_PROTOCOLO, url: '/arquivos' } },
        { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha' },
      ],
    })
    const esquema = z.object({ documentos: z.array(z.unknown()), captcha: z.string({ error: 'Por favor, confirme que você não é um robô' }).min(1) })
    const user = userEvent.setup()
    render(
      <Formulario id="w" catalogo={so} esquema={esquema} valoresIniciais={{ documentos: [], captcha: null as unknown as string }} rotuloEnviar="Enviar" enviar={() => Promise.resolve({ ok: true })}>
        <CamposDoCatalogo />
      </Formulario>,
    )
    expect(await screen.findByRole('checkbox', { name: 'Não sou um robô' })).toHaveProperty('checked', false)
    expect(await screen.findByLabelText('Documentos')).toHaveProperty('type', 'file')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await screen.findByRole('link', { name: 'Por favor, confirme que você não é um robô' })
    expect(document.getElementById('w-captcha-erro')?.textContent).toBe('Erro: Por favor, confirme que você não é um robô')
  })
})

describe('esquema carregado sob demanda (decisão 0016)', () => {
  const so = catalogo({ campos: [{ nome: 'nome', rotulo: 'Nome', widget: 'texto', obrigatorio: true }] })
  const esquema = z.object({ nome: z.string().trim().min(3, 'Nome deve ter pelo menos 3 caracteres') })

  it('o envio antes de o esquema chegar espera por ele e valida com ele; uma única carga', async () => {
    let entregar: (e: typeof esquema) => void = () => {}
    const carga = vi.fn(() => new Promise<typeof esquema>((r) => (entregar = r)))
    const enviados: unknown[] = []
    const user = userEvent.setup()
    render(
      <Formulario id="s" catalogo={so} esquema={carga} valoresIniciais={{ nome: '' }} rotuloEnviar="Enviar" enviar={(v) => (enviados.push(v), Promise.resolve({ ok: true }))}>
        <CamposDoCatalogo />
      </Formulario>,
    )
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Jo')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toHaveProperty('disabled', true)
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => entregar(esquema))
    await screen.findByRole('link', { name: 'Nome deve ter pelo menos 3 caracteres' })
    expect(enviados).toEqual([])
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'ão')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(enviados).toEqual([{ nome: 'João' }]))
    expect(carga).toHaveBeenCalledTimes(1)
  })

  it('nada pede o esquema antes de o visitante usar o formulário; o primeiro foco num campo o pede, e ele valida', async () => {
    const carga = vi.fn(() => Promise.resolve(esquema))
    const user = userEvent.setup()
    render(
      <Formulario id="p" catalogo={so} esquema={carga} valoresIniciais={{ nome: '' }} rotuloEnviar="Enviar" enviar={() => Promise.resolve({ ok: true })}>
        <CamposDoCatalogo />
      </Formulario>,
    )
    // Past the moment the browser would first be idle (a timer of 0 here, without requestIdleCallback).
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(carga).not.toHaveBeenCalled()
    await user.click(screen.getByRole('textbox', { name: 'Nome' }))
    expect(carga).toHaveBeenCalledTimes(1)
    await user.keyboard('Jo')
    await user.tab()
    expect((await screen.findByText('Nome deve ter pelo menos 3 caracteres')).id).toBe('p-nome-erro')
    expect(carga).toHaveBeenCalledTimes(1)
  })

  it('o botão que espera o formulário válido fica travado até o esquema chegar', async () => {
    const user = userEvent.setup()
    render(
      <Formulario id="t" catalogo={so} esquema={() => Promise.resolve(esquema)} valoresIniciais={{ nome: 'Maria' }} desabilitarAteValido={{ dica: 'Preencha o nome.' }} rotuloEnviar="Enviar" enviar={() => Promise.resolve({ ok: true })}>
        <CamposDoCatalogo />
      </Formulario>,
    )
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', false))
    await user.clear(screen.getByRole('textbox', { name: 'Nome' }))
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true)
  })

  it('sem rede para o esquema, o envio diz que falhou; a tentativa seguinte carrega de novo e envia', async () => {
    let rede = false
    const carga = vi.fn(() => (rede ? Promise.resolve(esquema) : Promise.reject(new Error('sem rede'))))
    const falhas: string[] = []
    const enviados: unknown[] = []
    const user = userEvent.setup()
    render(
      <Formulario id="u" catalogo={so} esquema={carga} valoresIniciais={{ nome: 'Maria' }} rotuloEnviar="Enviar" mensagemFalha="Erro na solicitação" aoFalhar={(m) => falhas.push(m)} enviar={(v) => (enviados.push(v), Promise.resolve({ ok: true }))}>
        <CamposDoCatalogo />
      </Formulario>,
    )
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Erro na solicitação')
    expect(falhas).toEqual(['Erro na solicitação'])
    expect(enviados).toEqual([])
    rede = true
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expect(enviados).toEqual([{ nome: 'Maria' }]))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('respostas já dadas (WCAG 2.2, 3.3.7)', () => {
  const COPIA = catalogo({
    campos: [
      { nome: 'nomeRepresentante', rotulo: 'Nome do representante', widget: 'texto' },
      { nome: 'contato', rotulo: 'Contato principal', widget: 'texto', copiarDe: { rotulo: 'Usar o nome do representante', pares: [['contato', 'nomeRepresentante']] } },
    ],
  })

  it('o botão aparece quando há o que copiar; copia para o campo, que continua editável, e avisa', async () => {
    const user = userEvent.setup()
    render(
      <Formulario id="c" catalogo={COPIA} esquema={z.object({ nomeRepresentante: z.string(), contato: z.string() })} valoresIniciais={{ nomeRepresentante: '', contato: '' }} rotuloEnviar="Enviar" enviar={() => Promise.resolve({ ok: true })}>
        <CamposDoCatalogo />
      </Formulario>,
    )
    expect(screen.queryByRole('button', { name: 'Usar o nome do representante' })).toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'Nome do representante' }), 'Ana Souza')
    await user.click(await screen.findByRole('button', { name: 'Usar o nome do representante' }))
    const contato = screen.getByRole('textbox', { name: 'Contato principal' })
    await waitFor(() => expect(contato).toHaveProperty('value', 'Ana Souza'))
    expect(screen.getByRole('status').textContent).toBe('Preenchido com as respostas anteriores. Confira e altere se precisar.')
    await user.type(contato, ' (diretora)')
    expect(contato).toHaveProperty('value', 'Ana Souza (diretora)')
  })

  it('o catálogo recusa uma cópia que nomeia um campo que não existe', () => {
    expect(() => catalogo({ campos: [{ nome: 'a', rotulo: 'A', widget: 'texto', copiarDe: { rotulo: 'x', pares: [['a', 'b']] } }] })).toThrow('cópia de a: campo desconhecido b')
  })
})
