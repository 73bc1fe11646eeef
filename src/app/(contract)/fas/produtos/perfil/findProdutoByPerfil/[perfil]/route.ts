import { NextResponse } from 'next/server'

import { parsePerfil } from '@/domain/perfil'
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
  const produtos = await listarProdutos(perfil)
  return NextResponse.json(produtos, {
    // Like the pages (decision 0002): a publish is visible at the next request, no cache to purge.
    headers: { 'Cache-Control': 'no-cache' },
  })
}
