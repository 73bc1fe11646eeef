import Link from 'next/link'
import { notFound } from 'next/navigation'
import type { ComponentType } from 'react'

import { DadosEstruturados } from '@/components/seo/DadosEstruturados'
import { produtoFinanceiro } from '@/domain/dados-estruturados'
import { sanitizarHtml, textoPuro } from '@/domain/html'
import { INFO_PERFIS, type Perfil } from '@/domain/perfil'
import { imagemDoProduto, PRODUTOS_EMBUTIDOS_INOVACAO } from '@/domain/produto'
import { resumir } from '@/domain/texto'
import { lerConfiguracoes } from '@/dados/configuracoes'
import { linhasDaPaginaDoProduto } from '@/dados/linhas-credito'
import { env } from '@/server/plataforma/env'

import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { CetDoProduto } from './CetDoProduto'
import {
  ID_EMPRESA_INOVACRED,
  ID_MUNICIPIO_IMAGEM_BAIXA,
  MAPA_IMAGENS_POR_TITULO,
} from './conteudo-fixo'
import { encontrarProduto, produtosDoPerfil } from './encontrar'
import { MenuLateralProdutos, MenuOutrosProdutosCelular } from './MenuOutrosProdutos'
import { RequisitosProposta } from './RequisitosProposta'
import { TextoInovacred } from './TextoInovacred'

/** The innovation product whose page has no request button (spec 1 §2.6). */
const ID_INOVACAO_SEM_SOLICITACAO = 44

/**
 * The financing request button (spec 1 §2.6). It belongs to the solicitacao feature: the route
 * declaration in src/app hands it in, so this feature does not import another one (ENGINEERING.md §3).
 */
export type BotaoDeSolicitacao = ComponentType<{
  produto: { id: number; titulo: string; perfil: Perfil }
  rotulo: string
  requisitos: readonly string[]
}>

/** The request button's text: the innovation products' own, everyone else's (spec 1 §2.6). */
const ROTULO_SOLICITAR = { INV: 'SOLICITAR FINANCIAMENTO', outros: 'SOLICITE AGORA SEU FINANCIAMENTO' } as const

/** The product's own site, in a new tab (said in the link's text). */
function LinkExterno({ href, titulo }: { href: string; titulo: string }) {
  return (
    <p className="mt-4">
      <a href={href} className="font-semibold text-marca-700 underline" rel="noopener noreferrer" target="_blank">
        Mais informações sobre {titulo} (abre em nova aba)
      </a>
    </p>
  )
}

/** The product's image, the page's largest paint: asked for before the scripts, which otherwise share the line with it. */
function ImagemDoProduto({ src, baixa }: { src: string; baixa: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt="" fetchPriority="high" width={1200} height={baixa ? 300 : 600} className={`w-full rounded-lg bg-marca-50 object-cover ${baixa ? 'h-40 sm:h-48' : 'h-48 sm:h-72'}`} />
  )
}

/** A product's page: image, title, body, the audience's other products and the documents button. */
export async function DetalheProduto({ perfil, idTexto, BotaoSolicitacao }: { perfil: Perfil; idTexto: string; BotaoSolicitacao: BotaoDeSolicitacao }) {
  const info = INFO_PERFIS[perfil]
  const produto = await encontrarProduto(perfil, idTexto)
  if (!produto) notFound()
  const produtos = await produtosDoPerfil(perfil)

  const embutido = perfil === 'INV' ? PRODUTOS_EMBUTIDOS_INOVACAO.find((e) => e.id === produto.id) : undefined
  const imagem = embutido?.imagemUrl ?? imagemDoProduto(produto, MAPA_IMAGENS_POR_TITULO)
  const menu = { produtos, atualId: produto.id, rota: info.rota, titulo: `Produtos de ${info.titulo}` }

  const [configuracoes, linhas] = await Promise.all([lerConfiguracoes(), embutido ? [] : linhasDaPaginaDoProduto(produto.id)])
  const solicitavel = !(perfil === 'INV' && produto.id === ID_INOVACAO_SEM_SOLICITACAO)
  const dados = produtoFinanceiro(
    { titulo: produto.titulo, descricao: resumir(textoPuro(produto.descricao || produto.texto), 300, 297), imagem, caminho: `${info.rota}/${produto.id}`, publico: info.titulo },
    configuracoes,
    env().siteUrl,
  )

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <DadosEstruturados dados={dados} />
      <Breadcrumb
        itens={[{ href: '/home', titulo: 'Início' }, { href: info.rota, titulo: info.titulo }, { titulo: produto.titulo }]}
      />
      {/* The side menu follows the article in the document (its h2 must not come before the page's h1); the grid draws it at the left. */}
      <div className="mt-6 grid gap-8 desktop:grid-cols-[16rem_1fr]">
        <article className="desktop:col-start-2 desktop:row-start-1">
          <MenuOutrosProdutosCelular {...menu} />
          <ImagemDoProduto src={imagem} baixa={perfil === 'PUB' && produto.id === ID_MUNICIPIO_IMAGEM_BAIXA} />
          <h1 className="mt-6 text-3xl font-bold text-marca-800">{produto.titulo}</h1>
          {produto.texto && (
            <div className="conteudo-html mt-4" dangerouslySetInnerHTML={{ __html: sanitizarHtml(produto.texto) }} />
          )}
          {perfil === 'ICS' && produto.id === ID_EMPRESA_INOVACRED && <TextoInovacred />}
          {produto.link && <LinkExterno href={produto.link} titulo={produto.titulo} />}
          <CetDoProduto linhas={linhas} iof={configuracoes.iof} />
          {solicitavel && <RequisitosProposta requisitos={configuracoes.requisitosProposta} />}
          <div className="mt-8 flex flex-wrap gap-3">
            {solicitavel && <BotaoSolicitacao produto={{ id: produto.id, titulo: produto.titulo, perfil }} rotulo={ROTULO_SOLICITAR[perfil === 'INV' ? 'INV' : 'outros']} requisitos={configuracoes.requisitosProposta} />}
            <Link href={info.documentos} className="inline-block rounded border-2 border-marca-700 bg-white px-5 py-3 font-bold uppercase text-marca-700 hover:bg-marca-50">
              Documentos para download
            </Link>
          </div>
        </article>
        <div className="desktop:col-start-1 desktop:row-start-1">
          <MenuLateralProdutos {...menu} />
        </div>
      </div>
    </div>
  )
}
