'use client'

import { DialogoDeTexto } from '@/components/ui/DialogoDeTexto.client'

export interface LinhaProduto {
  id: number
  titulo: string
  descricao: string
  acessos: number
  ultimaVisita: string
}

/**
 * An audience card that opens the list of its products with their views
 * (spec 2 §2): 'Fechar', Escape and a click outside close it.
 */
export function CartaoComProdutos({ titulo, acessos, produtos }: { titulo: string; acessos: number; produtos: LinhaProduto[] }) {
  const total = produtos.reduce((s, p) => s + p.acessos, 0)
  const cartao = (
    <>
      <span className="text-lg font-semibold text-marca-800">{titulo}</span>
      <span className="mt-2 text-3xl font-bold tabular-nums">{acessos.toLocaleString('pt-BR')}</span>
      <span className="text-sm text-tinta-suave">acessos</span>
      <span className="mt-3 font-semibold text-marca-700 underline">Ver acessos por produto</span>
    </>
  )
  return (
    <DialogoDeTexto
      rotulo={cartao}
      classeDoBotao="flex h-full w-full flex-col rounded-lg border border-marca-100 bg-white p-6 text-left shadow-sm hover:border-marca-700"
      titulo={`Acessos: ${titulo}`}
      largura="max-w-3xl"
    >
      <p className="mt-1 text-tinta-suave">
        {produtos.length} produtos, {total.toLocaleString('pt-BR')} acessos às páginas dos produtos.
      </p>
      <div className="mt-4 overflow-auto" tabIndex={0} role="region" aria-label={`Produtos de ${titulo}`}>
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="bg-marca-800 text-white">
              <th scope="col" className="px-3 py-2">Produto</th>
              <th scope="col" className="px-3 py-2 text-right">Acessos</th>
              <th scope="col" className="px-3 py-2">Última visita</th>
            </tr>
          </thead>
          <tbody>
            {produtos.map((p) => (
              <tr key={p.id} className="border-b border-gray-200 align-top even:bg-marca-50">
                <th scope="row" className="px-3 py-2 font-normal">
                  <span className="block font-semibold">{p.titulo}</span>
                  <span className="block text-sm text-tinta-suave">{p.descricao}</span>
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{p.acessos.toLocaleString('pt-BR')}</td>
                <td className="px-3 py-2 whitespace-nowrap">{p.ultimaVisita}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DialogoDeTexto>
  )
}
