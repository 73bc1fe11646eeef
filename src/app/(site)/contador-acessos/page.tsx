import type { Metadata } from 'next'

import { formatarUltimaVisita } from '@/domain/acessos'
import { textoPuro } from '@/domain/html'
import type { Perfil } from '@/domain/perfil'
import { CartaoComProdutos, type LinhaProduto } from '@/features/contador/DialogoProdutos.client'
import { produtosDoPerfil } from '@/features/produtos/encontrar'
import { lerContadores, type Contagem } from '@/dados/acessos'

export const metadata: Metadata = { title: 'Contador de Acessos', description: 'Quantas vezes a página inicial, as áreas e os produtos do site foram vistos.' }

const AREAS: { chave: string; titulo: string; perfil?: Perfil; dialogo?: boolean }[] = [
  { chave: 'home', titulo: 'Página Inicial' },
  { chave: 'agronegocio', titulo: 'Agronegócio', perfil: 'AGRO', dialogo: true },
  { chave: 'empresa', titulo: 'Empresas', perfil: 'ICS', dialogo: true },
  { chave: 'municipio', titulo: 'Municípios', perfil: 'PUB' },
  { chave: 'inovacao', titulo: 'Inovação', perfil: 'INV' },
]

/**
 * /contador-acessos (spec 2 §2): real views kept on the server. An area counts
 * its product list and its product pages; Agronegócio and Empresas open the
 * per-product list. Never kept in the page cache (the counts move).
 */
export default async function ContadorAcessos() {
  const contadores = await lerContadores()
  const vazio: Contagem = { acessos: 0, ultimaVisita: null }
  const cartoes = await Promise.all(
    AREAS.map(async (a) => {
      const produtos: LinhaProduto[] = a.perfil
        ? (await produtosDoPerfil(a.perfil)).map((p) => {
            const c = contadores.get(`produto:${p.id}`) ?? vazio
            return { id: p.id, titulo: p.titulo, descricao: textoPuro(p.descricao), acessos: c.acessos, ultimaVisita: formatarUltimaVisita(c.ultimaVisita) }
          })
        : []
      const acessos = (contadores.get(a.chave) ?? vazio).acessos + produtos.reduce((s, p) => s + p.acessos, 0)
      return { ...a, acessos, produtos }
    }),
  )
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-marca-800">Contador de Acessos</h1>
      <p className="mt-2 max-w-3xl text-lg">Visitas às páginas do site, contadas no servidor, sem dados de quem visita. Cada área soma a lista de produtos e as páginas dos seus produtos.</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cartoes.map((c) => (
          <li key={c.chave}>
            {c.dialogo ? (
              <CartaoComProdutos titulo={c.titulo} acessos={c.acessos} produtos={c.produtos} />
            ) : (
              <div className="flex h-full flex-col rounded-lg border border-marca-100 bg-white p-6 shadow-sm">
                <h2 className="text-lg font-semibold text-marca-800">{c.titulo}</h2>
                <p className="mt-2 text-3xl font-bold tabular-nums">{c.acessos.toLocaleString('pt-BR')}</p>
                <p className="text-sm text-tinta-suave">acessos</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
