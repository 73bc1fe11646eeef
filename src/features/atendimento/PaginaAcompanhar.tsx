import type { Metadata } from 'next'

import { Campo, CLASSE_ENTRADA } from '@/components/form/Campo'
import { classesBotao } from '@/components/ui/botao'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { diaNoFusoDoSite } from '@/domain/datas'
import { ENDERECO_ACOMPANHAR, type Acompanhamento } from '@/domain/submissao/acompanhamento'
import { NUMERO_NAO_ENCONTRADO } from '@/domain/submissao/mensagens-acompanhamento'
import { consultarAcompanhamento } from '@/dados/acompanhamento'

export const metadadosAcompanhar: Metadata = {
  title: 'Acompanhar pelo número | Atendimento ao Cliente',
  description: 'Consulte a situação de uma solicitação, cadastro, mensagem, manifestação ou protocolo pelo número recebido por e-mail.',
  robots: { index: false },
}

const dia = (iso: string) => diaNoFusoDoSite(new Date(iso)).split('-').reverse().join('/')
const diaSimples = (aaaaMmDd: string) => aaaaMmDd.split('-').reverse().join('/')

function Situacao({ a }: { a: Acompanhamento }) {
  return (
    <section aria-labelledby="titulo-situacao" className="mt-8 rounded-lg border border-marca-100 bg-white p-4">
      <h2 id="titulo-situacao" className="text-xl font-bold text-marca-800">
        {a.servico} nº {a.numero}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Situação</dt>
        <dd data-campo="situacao">{a.situacao}</dd>
        <dt className="font-semibold">Recebido em</dt>
        <dd>{dia(a.recebidaEm)}</dd>
        <dt className="font-semibold">Última atualização</dt>
        <dd>{dia(a.atualizadaEm)}</dd>
        {a.prazo && (
          <>
            <dt className="font-semibold">Prazo para resposta</dt>
            <dd>{diaSimples(a.prazo)}</dd>
          </>
        )}
        {a.respondidaEm && (
          <>
            <dt className="font-semibold">Respondido em</dt>
            <dd>{dia(a.respondidaEm)}</dd>
          </>
        )}
      </dl>
      {a.resposta && (
        <>
          <h3 className="mt-4 text-lg font-bold text-marca-800">Resposta</h3>
          <p className="mt-1 whitespace-pre-line" data-campo="resposta">{a.resposta}</p>
        </>
      )}
    </section>
  )
}

/**
 * /atendimento-ao-cliente/acompanhar?numero=… (issue 32): a plain GET form, so it works
 * without JavaScript, and the status of the submission with that number. Never cached and
 * counted per client at the edge like the other lookups (app/politicas-da-borda.ts).
 */
export async function PaginaAcompanhar({ numero }: { numero: string }) {
  const resultado = numero ? await consultarAcompanhamento(numero) : null
  return (
    <MolduraPagina trilha={[{ href: '/atendimento-ao-cliente', titulo: 'Atendimento ao Cliente' }, { titulo: 'Acompanhar pelo número' }]}>
      <h1 className="mt-4 text-3xl font-bold text-marca-800">Acompanhar pelo número</h1>
      <p className="mt-4 max-w-prose">
        Digite o número que você recebeu ao enviar uma solicitação de financiamento, um cadastro, uma mensagem do Fale Conosco, uma
        manifestação da Ouvidoria ou um protocolo digital. Ele está no e-mail de confirmação.
      </p>
      <form action={ENDERECO_ACOMPANHAR} method="get" className="mt-6 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end">
        <Campo id="numero" rotulo="Número do atendimento" dica="Por exemplo: SOL-7K2M-Q9XD-4HFT-B8WN" erro={numero && !resultado ? NUMERO_NAO_ENCONTRADO : undefined} className="flex-1">
          {(aria) => <input {...aria} name="numero" type="text" required maxLength={64} autoComplete="off" spellCheck={false} defaultValue={numero} className={CLASSE_ENTRADA} />}
        </Campo>
        <button type="submit" className={classesBotao()}>Consultar</button>
      </form>
      {resultado && <Situacao a={resultado} />}
    </MolduraPagina>
  )
}
