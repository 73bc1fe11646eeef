import { NextResponse } from 'next/server'

import { parsePerfil } from '@/domain/perfil'
import { ordenarPorTitulo } from '@/domain/produto'
import { listarProdutos } from '@/server/dados/produtos'

type Ctx = { params: Promise<{ perfil: string }> }

/**
 * GET /fas/produtos/perfil/findProdutoByPerfil/{AGRO|ICS|PUB|INV} (spec 1 §7):
 * the published products of a profile with the spec's field names.
 */
export async function GET(_req: Request, { params }: Ctx) {
  const perfil = parsePerfil((await params).perfil)
  if (!perfil) {
    return NextResponse.json(
      { message: 'Perfil inválido. Use AGRO, ICS, PUB ou INV.' },
      { status: 400 },
    )
  }
  const produtos = ordenarPorTitulo(await listarProdutos(perfil))
  return NextResponse.json(produtos, {
    headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=60' },
  })
}
