import Link from 'next/link'

import { cartaDeServicos, ENDERECO_RELATORIO_OUVIDORIA, type ServicoDaCarta } from '@/domain/carta-servicos'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { regrasDaOuvidoria } from '@/dados/atendimento'
import { lerConfiguracoes } from '@/dados/configuracoes'
import { satisfacaoDaCarta } from '@/dados/satisfacao'

import { SatisfacaoDaCarta } from './SatisfacaoDaCarta'

const ID_SATISFACAO = 'titulo-satisfacao'

/** The art. 7º §2º items of one service, in the law's order. */
function Servico({ s }: { s: ServicoDaCarta }) {
  const lista = (itens: readonly string[], ordenada = false) => {
    const Tag = ordenada ? 'ol' : 'ul'
    return (
      <Tag className={`${ordenada ? 'list-decimal' : 'list-disc'} space-y-1 pl-6`}>
        {itens.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </Tag>
    )
  }
  return (
    <section aria-labelledby={`servico-${s.id}`} className="rounded-lg border border-marca-100 bg-white p-5">
      <h3 id={`servico-${s.id}`} className="text-xl font-bold text-marca-800">
        <Link href={s.endereco} className="underline underline-offset-4 hover:no-underline">{s.titulo}</Link>
      </h3>
      <dl className="mt-3 space-y-3">
        <div><dt className="font-semibold">O que é</dt><dd>{s.oQueE}</dd></div>
        <div><dt className="font-semibold">Requisitos e documentos</dt><dd>{lista(s.requisitos)}</dd></div>
        <div><dt className="font-semibold">Etapas</dt><dd>{lista(s.etapas, true)}</dd></div>
        <div><dt className="font-semibold">Prazo máximo</dt><dd>{s.prazo}</dd></div>
        <div><dt className="font-semibold">Como o serviço é prestado</dt><dd>{s.comoRecebe}</dd></div>
        <div><dt className="font-semibold">Onde reclamar</dt><dd>{s.ondeReclamar}</dd></div>
      </dl>
    </section>
  )
}

/**
 * /carta-de-servicos (Lei 13.460/2017 art. 7º): every service with what it is,
 * requirements, steps, maximum time, how it is delivered and where to complain;
 * the ombudsman's times from the same settings as the deadlines; the satisfaction
 * survey's last 12 months per service (art. 23). Server-rendered, never kept by the
 * page cache (ratings arrive without a publish: app/politicas-da-borda.ts).
 */
export async function PaginaCarta() {
  const [regras, configuracoes, satisfacao] = await Promise.all([regrasDaOuvidoria(), lerConfiguracoes(), satisfacaoDaCarta()])
  const grupos = cartaDeServicos(regras, configuracoes.requisitosProposta)
  return (
    <MolduraPagina trilha={[{ titulo: 'Carta de Serviços' }]}>
      <h1 className="mt-4 text-3xl font-bold text-marca-800">Carta de Serviços ao Usuário</h1>
      <p className="mt-3 max-w-3xl">
        Os serviços da agência, o que é preciso para usá-los, as etapas, os prazos máximos, como são prestados e onde reclamar (Lei nº 13.460/2017, art. 7º). A Ouvidoria
        publica a sua prestação de contas no <Link href={ENDERECO_RELATORIO_OUVIDORIA} className="font-semibold text-marca-700 underline">Relatório da Ouvidoria</Link>.
      </p>
      <nav aria-labelledby="titulo-indice-carta" className="mt-6">
        <h2 id="titulo-indice-carta" className="text-lg font-bold text-marca-800">Nesta página</h2>
        <ul className="mt-2 list-disc pl-6">
          {grupos.map((g) => (
            <li key={g.titulo}><a href={`#grupo-${g.servicos[0]?.id}`} className="text-marca-700 underline">{g.titulo}</a></li>
          ))}
          <li><a href={`#${ID_SATISFACAO}`} className="text-marca-700 underline">Pesquisa de satisfação</a></li>
        </ul>
      </nav>
      {grupos.map((g) => (
        <section key={g.titulo} aria-labelledby={`grupo-${g.servicos[0]?.id}`} className="mt-10">
          <h2 id={`grupo-${g.servicos[0]?.id}`} className="text-2xl font-bold text-marca-800">{g.titulo}</h2>
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            {g.servicos.map((s) => (
              <Servico key={s.id} s={s} />
            ))}
          </div>
        </section>
      ))}
      <SatisfacaoDaCarta {...satisfacao} id={ID_SATISFACAO} />
    </MolduraPagina>
  )
}
