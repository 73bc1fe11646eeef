'use client'

import Link from 'next/link'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { enviarJson, novaChave } from '@/components/form/enviar'
import { classesBotao } from '@/components/ui/botao'
import { faturamentoValido, MENSAGEM_FATURAMENTO, OBJETIVOS, passoAnterior, passoAposSimular, SEGMENTOS, SIMULADOR, type Passo } from '@/domain/simulacao'
import { formatarReais, lerReais, mascaraReais } from '@/domain/validacao'

import { gravarEscolhas, gravarResultado, lerEscolhas, type Escolhas } from './armazenamento'
import { DadosSolicitante } from './DadosSolicitante.client'
import type { CorpoSimulacao, DadosSolicitante as Dados } from './schema'

type Tela = { tipo: 'passo'; passo: Passo } | { tipo: 'enviando' } | { tipo: 'sucesso'; verDetalhes: boolean; mensagem?: string } | { tipo: 'erro' }

const SOLICITANTE_VAZIO: Dados = { razaoSocial: '', cnpj: '', emailSolicitante: '', telefoneSolicitante: '', uf: 'RS', cidade: '' }

const TITULOS: Record<Passo, string> = {
  1: 'De quanto você precisa?',
  2: 'Qual é o segmento da sua empresa?',
  3: 'Qual é o objetivo do financiamento?',
  4: 'Qual é o faturamento anual da empresa?',
  5: 'Dados da empresa',
}

/**
 * The financing simulator of the home page (spec 1 §2.5, §4, §5): five steps,
 * then a success or an error screen replacing the form. Segment, objective and
 * amount are remembered in the browser.
 */
export default function Simulador() {
  const simulacao = useSimulacao()
  const { tela, ir } = simulacao
  const titulo = useFocoNoTitulo(tela)
  const cabecalho = (texto: string) => (
    <h3 ref={titulo} tabIndex={-1} className="text-xl font-bold text-marca-800 outline-none">
      {texto}
    </h3>
  )

  if (tela.tipo === 'enviando') return <TelaEnviando />
  if (tela.tipo === 'sucesso') return <TelaSucesso tela={tela} cabecalho={cabecalho('Sua solicitação foi enviada com sucesso!')} novaSimulacao={() => ir(1)} />
  if (tela.tipo === 'erro') return <TelaErro cabecalho={cabecalho('Ops, algo deu errado')} tentarNovamente={() => ir(5)} />
  return <TelaDoPasso simulacao={simulacao} passo={tela.passo} cabecalho={cabecalho(TITULOS[tela.passo])} />
}

/** Each new screen's heading takes focus, so keyboard and screen-reader users follow the steps (not the first screen's). */
function useFocoNoTitulo(tela: Tela) {
  const titulo = useRef<HTMLHeadingElement>(null)
  const primeiraTela = useRef(true)
  useEffect(() => {
    if (primeiraTela.current) {
      primeiraTela.current = false
      return
    }
    titulo.current?.focus()
  }, [tela])
  return titulo
}

/** The simulation's state (the screen, the choices remembered in the browser, the revenue, the applicant) and its sending. */
function useSimulacao() {
  const [tela, setTela] = useState<Tela>({ tipo: 'passo', passo: 1 })
  // Rendered only in the browser (loaded on demand, never on the server), so local storage is read at once.
  const [escolhas, setEscolhas] = useState<Escolhas>(lerEscolhas)
  const [acimaDoLimite, setAcimaDoLimite] = useState(false)
  const [faturamento, setFaturamento] = useState(formatarReais(SIMULADOR.faturamentoInicial))
  const [solicitante, setSolicitante] = useState<Dados>(SOLICITANTE_VAZIO)
  const [errosServidor, setErrosServidor] = useState<{ campo: string; mensagem: string }[]>()
  const chave = useRef<string>('')

  function escolher(e: Partial<Escolhas>) {
    const novas = { ...escolhas, ...e }
    setEscolhas(novas)
    gravarEscolhas(novas)
  }

  const valor = acimaDoLimite ? SIMULADOR.valorAcimaDoLimite : escolhas.valor
  const faturamentoNumero = lerReais(faturamento)

  async function finalizar(dados: Dados) {
    setSolicitante(dados)
    setErrosServidor(undefined)
    setTela({ tipo: 'enviando' })
    const corpo: CorpoSimulacao = {
      segmentacao: escolhas.segmento,
      objetivoFinanciamento: escolhas.objetivo,
      faturamento: faturamentoNumero,
      valorFinanciamento: valor,
      prazoMeses: SIMULADOR.prazoMeses,
      carenciaMeses: SIMULADOR.carenciaMeses,
      acimaDe300k: acimaDoLimite,
      ...dados,
    }
    chave.current ||= novaChave()
    try {
      const r = await enviarJson<{ status: number; data: { linhaEscolhida: unknown; mensagem?: string } }>('/site-api/solicitarSimulacaoFinanciamento', corpo, chave.current)
      if (r.ok && r.corpo.status === 200) {
        gravarResultado(r.corpo.data)
        chave.current = ''
        setTela({ tipo: 'sucesso', verDetalhes: !acimaDoLimite && r.corpo.data.linhaEscolhida !== null, mensagem: r.corpo.data.mensagem })
      } else if (!r.ok && r.status === 400 && r.erros.length) {
        // A field the server refused (a city not in the state): back to the form, message at the field.
        setErrosServidor(r.erros)
        setTela({ tipo: 'passo', passo: 5 })
      } else setTela({ tipo: 'erro' })
    } catch {
      setTela({ tipo: 'erro' })
    }
  }

  const ir = (p: Passo) => setTela({ tipo: 'passo', passo: p })
  return { tela, ir, escolhas, escolher, valor, acimaDoLimite, setAcimaDoLimite, faturamento, setFaturamento, solicitante, errosServidor, finalizar }
}

type Simulacao = ReturnType<typeof useSimulacao>

function TelaEnviando() {
  return (
    <div role="status" className="flex min-h-48 flex-col items-center justify-center gap-3">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-marca-100 border-t-marca-700 motion-reduce:animate-none" />
      <p className="font-semibold">Enviando sua simulação…</p>
    </div>
  )
}

function TelaSucesso({ tela, cabecalho, novaSimulacao }: { tela: Extract<Tela, { tipo: 'sucesso' }>; cabecalho: ReactNode; novaSimulacao: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <IconeResultado sucesso />
      {cabecalho}
      {tela.mensagem && <p className="max-w-xl">{tela.mensagem}</p>}
      <div className="flex flex-wrap justify-center gap-3">
        {tela.verDetalhes && (
          <Link href="/resultado-financiamento" className={classesBotao()}>
            Ver detalhes
          </Link>
        )}
        <button type="button" onClick={novaSimulacao} className={classesBotao('secundario')}>
          Nova simulação
        </button>
      </div>
    </div>
  )
}

function TelaErro({ cabecalho, tentarNovamente }: { cabecalho: ReactNode; tentarNovamente: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <IconeResultado sucesso={false} />
      {cabecalho}
      <p>Por favor, tente novamente!</p>
      <button type="button" onClick={tentarNovamente} className={classesBotao()}>
        Tentar novamente
      </button>
    </div>
  )
}

/** One of the five steps: the way back, where the visitor is, the step's question and its answer. */
function TelaDoPasso({ simulacao: s, passo, cabecalho }: { simulacao: Simulacao; passo: Passo; cabecalho: ReactNode }) {
  const { ir, escolher } = s
  return (
    <div>
      <div className="mb-4 flex items-center gap-3">
        {passo > 1 && (
          <button type="button" onClick={() => ir(passoAnterior(passo, s.acimaDoLimite))} aria-label="Voltar ao passo anterior" className="inline-flex h-11 w-11 items-center justify-center rounded-full text-marca-800 hover:bg-marca-50">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </button>
        )}
        <p className="text-sm font-semibold text-tinta-suave">Passo {passo} de 5</p>
      </div>
      {cabecalho}
      <div className="mt-4">
        {passo === 1 && <PassoValor simulacao={s} />}
        {passo === 2 && <Opcoes opcoes={SEGMENTOS} atual={s.escolhas.segmento} aoEscolher={(o) => (escolher({ segmento: o }), ir(3))} />}
        {passo === 3 && <Opcoes opcoes={OBJETIVOS} atual={s.escolhas.objetivo} aoEscolher={(o) => (escolher({ objetivo: o }), ir(4))} />}
        {passo === 4 && <PassoFaturamento simulacao={s} />}
        {passo === 5 && <DadosSolicitante inicial={s.solicitante} aoFinalizar={(d) => void s.finalizar(d)} erroServidor={s.errosServidor} />}
      </div>
    </div>
  )
}

/** Step 1: the amount on a slider, or more than the slider reaches. */
function PassoValor({ simulacao: { valor, acimaDoLimite, setAcimaDoLimite, escolher, ir } }: { simulacao: Simulacao }) {
  return (
    <div className="flex flex-col gap-4">
      <label htmlFor="sim-valor" className="font-semibold">
        Valor do financiamento: <output htmlFor="sim-valor" className="text-2xl font-bold text-marca-800">{formatarReais(valor)}</output>
      </label>
      <input
        id="sim-valor"
        type="range"
        min={SIMULADOR.valorMinimo}
        max={SIMULADOR.valorMaximo}
        step={SIMULADOR.passo}
        value={valor}
        disabled={acimaDoLimite}
        aria-valuetext={formatarReais(valor)}
        onChange={(e) => escolher({ valor: Number(e.target.value) })}
        className="w-full accent-marca-700"
      />
      <div className="flex justify-between text-sm text-tinta-suave" aria-hidden="true">
        <span>{formatarReais(SIMULADOR.valorMinimo)}</span>
        <span>{formatarReais(SIMULADOR.valorMaximo)}</span>
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={acimaDoLimite} onChange={(e) => setAcimaDoLimite(e.target.checked)} className="h-5 w-5 accent-marca-700" />
        Preciso de mais de R$ 500.000
      </label>
      <button type="button" onClick={() => ir(passoAposSimular(acimaDoLimite))} className={classesBotao('primario', 'self-start')}>
        Simular
      </button>
    </div>
  )
}

/** Step 4: the yearly revenue, masked as money, its range told and checked as typed. */
function PassoFaturamento({ simulacao: { faturamento, setFaturamento, ir } }: { simulacao: Simulacao }) {
  const faturamentoOk = faturamentoValido(lerReais(faturamento))
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor="sim-faturamento" className="font-semibold">
        Faturamento anual
      </label>
      <input
        id="sim-faturamento"
        type="text"
        inputMode="numeric"
        value={faturamento}
        onChange={(e) => setFaturamento(mascaraReais(e.target.value))}
        aria-invalid={faturamentoOk ? undefined : true}
        aria-describedby="sim-faturamento-msg"
        className="block w-full max-w-sm rounded border border-tinta-suave px-3 py-2 aria-[invalid=true]:border-erro-700"
      />
      <p id="sim-faturamento-msg" className={faturamentoOk ? 'text-sm text-tinta-suave' : 'text-sm font-semibold text-erro-700'}>
        {MENSAGEM_FATURAMENTO}
      </p>
      <button type="button" disabled={!faturamentoOk} onClick={() => ir(5)} className={classesBotao('primario', 'self-start disabled:cursor-not-allowed disabled:bg-gray-400 disabled:text-gray-900')}>
        Continuar
      </button>
    </div>
  )
}

function Opcoes<T extends string>({ opcoes, atual, aoEscolher }: { opcoes: readonly T[]; atual: T; aoEscolher: (o: T) => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {opcoes.map((o) => (
        <li key={o}>
          <button
            type="button"
            aria-pressed={o === atual}
            onClick={() => aoEscolher(o)}
            className="w-full rounded-lg border-2 border-marca-700 px-4 py-4 text-lg font-semibold text-marca-800 hover:bg-marca-50 aria-pressed:bg-marca-700 aria-pressed:text-white"
          >
            {o}
          </button>
        </li>
      ))}
    </ul>
  )
}

function IconeResultado({ sucesso }: { sucesso: boolean }) {
  return (
    <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
      <circle cx="32" cy="32" r="30" className={sucesso ? 'fill-marca-700' : 'fill-erro-700'} />
      <path d={sucesso ? 'M18 33l9 9 19-19' : 'M22 22l20 20M42 22L22 42'} fill="none" stroke="white" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
