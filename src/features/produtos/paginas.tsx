import type { Metadata } from 'next'

import { INFO_PERFIS, type Perfil } from '@/domain/perfil'

import { DetalheProduto, type BotaoDeSolicitacao } from './DetalheProduto'
import { metadadosDoProduto } from './metadados'
import { PaginaListaProdutos } from './PaginaListaProdutos'

/**
 * The route files of the four audiences come from here: each `…/page.tsx` and
 * `…/[id]/page.tsx` is one line naming its profile (a product page also names
 * the request button, from the solicitacao feature), and the facts about the
 * audience (title, path, introduction) come from INFO_PERFIS.
 */
type PropsProduto = { params: Promise<{ id: string }> }

/** `/{audiencia}/{id}`: the product page and its metadata; the route names the request button (another feature's). */
export function paginaDoProduto(perfil: Perfil, BotaoSolicitacao: BotaoDeSolicitacao) {
  const generateMetadata = async ({ params }: PropsProduto): Promise<Metadata> => metadadosDoProduto(perfil, (await params).id)
  const Pagina = async ({ params }: PropsProduto) => <DetalheProduto perfil={perfil} idTexto={(await params).id} BotaoSolicitacao={BotaoSolicitacao} />
  return { generateMetadata, Pagina }
}

/** `/{audiencia}`: the list of the audience's products and its metadata. */
export function paginaDaLista(perfil: Exclude<Perfil, 'INV'>) {
  const { titulo, introducao } = INFO_PERFIS[perfil]
  const metadata: Metadata = { title: titulo, description: introducao }
  const Pagina = () => <PaginaListaProdutos perfil={perfil} titulo={titulo} introducao={introducao} />
  return { metadata, Pagina }
}
