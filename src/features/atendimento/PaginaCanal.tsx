import type { Metadata } from 'next'
import type { ComponentType, ReactNode } from 'react'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ANCORA_TITULO_CANAL, CANAIS, canalDoSlug, enderecoDoCanal, type CanalAtendimento, type SlugCanal } from '@/domain/atendimento'
import { ENDERECO_RELATORIO_OUVIDORIA } from '@/domain/carta-servicos'
import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { MenuLateral } from '@/components/ui/MenuLateral'
import { textosDoCanal, type PerguntaFrequente } from '@/dados/atendimento'
import { lerConfiguracoes } from '@/dados/configuracoes'

import { FocoNoTitulo } from './FocoNoTitulo.client'
import { BotaoBoleto, QuadroCentral, QuadroEncarregado } from './QuadrosContato'

/** Channels whose visitors are pointed to the call centre (the FAQ's answers refer to this box). */
const COM_CENTRAL: ReadonlySet<SlugCanal> = new Set(['fale-conosco', 'protocolo', 'ouvidoria', 'perguntas', 'juro', 'ir', 'boleto'])

function canalOu404(slug: string | undefined): CanalAtendimento {
  const canal = canalDoSlug(slug)
  if (!canal) notFound()
  return canal
}

export async function metadadosCanal(slug: string | undefined): Promise<Metadata> {
  const canal = canalDoSlug(slug)
  if (!canal) return { title: 'Página não encontrada' }
  const textos = await textosDoCanal(canal.slug)
  return {
    title: `${textos?.titulo ?? canal.nome} | Atendimento ao Cliente`,
    description: textos?.resumo ?? 'Canais de atendimento da agência: Fale Conosco, Ouvidoria, Protocolo Digital, Canal de Denúncias e mais.',
    // /atendimento-ao-cliente shows the first channel: one address for search engines.
    alternates: { canonical: enderecoDoCanal(canal.slug) },
  }
}

function DocumentosClientes() {
  return (
    <nav aria-labelledby="titulo-ja-cliente" className="rounded-lg border border-marca-100 bg-white p-4">
      <h2 id="titulo-ja-cliente" className="text-lg font-bold text-marca-800">Já é cliente?</h2>
      <p className="mt-2 text-sm">Formulários para renegociação, quitação, prestação de contas e atualização cadastral.</p>
      <Link href="/documentos-para-download-clientes" className="mt-2 inline-block font-semibold text-marca-700 underline">
        Documentos para clientes
      </Link>
    </nav>
  )
}

/**
 * A customer-service channel (spec 3 §2): the channel menu (a disclosure on a
 * phone), the channel's title, its texts kept by staff, the contact boxes from
 * the settings, and the channel's form when it has one. The menu's links end in
 * the title's fragment, so choosing a channel lands on its title.
 *
 * A channel with a form has its own route (app/(site)/atendimento-ao-cliente/<slug>/page.tsx)
 * that passes the form: a route's first load carries the scripts of every form its
 * module graph imports, so one route for all four loaded all four (issue 35).
 * The FAQ's accordion is passed the same way, by the route of the channels without a form
 * (`perguntas`): imported here, its Radix code came with every channel page.
 * The form is rendered inside the channel's section, under the channel title (h2),
 * so a form's own headings start at h3.
 */
export async function PaginaCanal({ slug, formulario, Perguntas }: { slug?: string; formulario?: ReactNode; Perguntas?: ComponentType<{ perguntas: PerguntaFrequente[] }> }) {
  const canal = canalOu404(slug)
  const [textos, configuracoes] = await Promise.all([textosDoCanal(canal.slug), lerConfiguracoes()])
  const titulo = textos?.titulo ?? canal.nome
  return (
    <MolduraPagina trilha={[{ href: '/atendimento-ao-cliente', titulo: 'Atendimento ao Cliente' }, { titulo: canal.nome }]}>
      <h1 className="mt-4 text-3xl font-bold text-marca-800">Atendimento ao Cliente</h1>
      <div className="mt-6 grid gap-6 desktop:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-4">
          <MenuLateral
            rotulo="Canais de atendimento"
            atual={canal.slug}
            itens={CANAIS.map((c) => ({ chave: c.slug, titulo: c.nome, href: `${enderecoDoCanal(c.slug)}#${ANCORA_TITULO_CANAL}`, atual: c.slug === canal.slug }))}
          />
          <DocumentosClientes />
        </aside>
        <section aria-labelledby={ANCORA_TITULO_CANAL} className="min-w-0">
          {/* Focusable: choosing a channel moves the keyboard and screen readers to it (FocoNoTitulo). */}
          <h2 id={ANCORA_TITULO_CANAL} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-marca-800">
            {titulo}
          </h2>
          <FocoNoTitulo key={canal.slug} id={ANCORA_TITULO_CANAL} />
          {textos?.secoes.map((s, i) => (
            <div key={i} className="mt-4">
              {s.titulo && <h3 className="mb-2 text-xl font-bold text-marca-800">{s.titulo}</h3>}
              <div className="conteudo-html" dangerouslySetInnerHTML={{ __html: s.corpo }} />
            </div>
          ))}
          {canal.slug === 'perguntas' && Perguntas && <Perguntas perguntas={textos?.perguntas ?? []} />}
          {canal.slug === 'boleto' && <BotaoBoleto endereco={configuracoes.linksExternos.emissaoBoleto} />}
          {canal.slug === 'encarregado' && <QuadroEncarregado configuracoes={configuracoes} />}
          {canal.slug === 'ouvidoria' && (
            <p className="mt-6">
              Veja quantas manifestações recebemos e respondemos no prazo no{' '}
              <Link href={ENDERECO_RELATORIO_OUVIDORIA} className="font-semibold text-marca-700 underline">Relatório da Ouvidoria</Link>.
            </p>
          )}
          {formulario && <div className="mt-8">{formulario}</div>}
          {COM_CENTRAL.has(canal.slug) && <QuadroCentral configuracoes={configuracoes} />}
        </section>
      </div>
    </MolduraPagina>
  )
}
