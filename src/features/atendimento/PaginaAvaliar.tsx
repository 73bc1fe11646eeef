import type { Metadata } from 'next'

import { CLASSE_ENTRADA } from '@/components/form/Campo'
import { ErroDoCampo } from '@/components/form/TextosDoCampo'
import { classesBotao } from '@/components/ui/botao'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { MAXIMO_COMENTARIO, MENSAGENS_SATISFACAO } from '@/domain/satisfacao'
import { estadoDaAvaliacao } from '@/dados/satisfacao'

export const metadadosAvaliar: Metadata = { title: 'Avalie o atendimento | Atendimento ao Cliente', robots: { index: false } }

/** What the sending route answered (its redirect's `resultado`). */
export type ResultadoDoEnvio = 'registrada' | 'usada' | 'invalida' | 'nota' | undefined

const NOTAS = [
  { valor: 1, rotulo: '1 – Muito insatisfeito' },
  { valor: 2, rotulo: '2 – Insatisfeito' },
  { valor: 3, rotulo: '3 – Indiferente' },
  { valor: 4, rotulo: '4 – Satisfeito' },
  { valor: 5, rotulo: '5 – Muito satisfeito' },
]

function Aviso({ texto, erro = false }: { texto: string; erro?: boolean }) {
  return (
    <p role={erro ? 'alert' : 'status'} className={`mt-6 rounded border p-4 font-semibold ${erro ? 'border-erro-700 text-erro-700' : 'border-marca-100 text-marca-800'}`}>
      {texto}
    </p>
  )
}

function Formulario({ token, servico, semNota }: { token: string; servico: string; semNota: boolean }) {
  return (
    <form action="/atendimento-ao-cliente/avaliar/enviar" method="post" className="mt-6 flex max-w-xl flex-col gap-4">
      <input type="hidden" name="t" value={token} />
      <fieldset aria-describedby={semNota ? 'nota-erro' : undefined}>
        <legend className="font-semibold">Como você avalia o atendimento ({servico})?</legend>
        <ErroDoCampo id="nota" erro={semNota ? MENSAGENS_SATISFACAO.notaFaltando : null} />
        {NOTAS.map((n) => (
          <label key={n.valor} className="mt-2 flex min-h-6 items-center gap-2">
            <input type="radio" name="nota" value={n.valor} required className="size-5" />
            {n.rotulo}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor="comentario" className="block font-semibold">Comentário (opcional)</label>
        <p id="comentario-dica" className="text-sm text-tinta-suave">Não escreva dados pessoais: o comentário é lido pela Ouvidoria.</p>
        <textarea id="comentario" name="comentario" maxLength={MAXIMO_COMENTARIO} rows={4} aria-describedby="comentario-dica" className={`mt-1 ${CLASSE_ENTRADA}`} />
      </div>
      <button type="submit" className={classesBotao()}>Enviar avaliação</button>
    </form>
  )
}

/**
 * /atendimento-ao-cliente/avaliar?t=… (Lei 13.460/2017 art. 23; issue 32): the one-time
 * survey link e-mailed when a case is answered or closed. A plain form posted to
 * …/avaliar/enviar, which answers here with `resultado`; works without JavaScript.
 */
export async function PaginaAvaliar({ token, resultado }: { token: string; resultado: ResultadoDoEnvio }) {
  const estado = resultado === 'registrada' ? null : await estadoDaAvaliacao(token)
  return (
    <MolduraPagina trilha={[{ href: '/atendimento-ao-cliente', titulo: 'Atendimento ao Cliente' }, { titulo: 'Avalie o atendimento' }]}>
      <h1 className="mt-4 text-3xl font-bold text-marca-800">Avalie o atendimento</h1>
      {resultado === 'registrada' && <Aviso texto={MENSAGENS_SATISFACAO.registrada} />}
      {estado?.tipo === 'invalida' && <Aviso erro texto={MENSAGENS_SATISFACAO.invalida} />}
      {estado?.tipo === 'usada' && <Aviso erro texto={MENSAGENS_SATISFACAO.jaUsada} />}
      {estado?.tipo === 'aberta' && <Formulario token={token} servico={estado.servico} semNota={resultado === 'nota'} />}
    </MolduraPagina>
  )
}
