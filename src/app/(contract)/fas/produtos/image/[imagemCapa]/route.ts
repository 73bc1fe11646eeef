import { servirImagem } from '@/server/imagens'

type Ctx = { params: Promise<{ imagemCapa: string }> }

/** GET /fas/produtos/image/{imagemCapa} (spec 1 §7): a product's cover image. */
export async function GET(req: Request, { params }: Ctx) {
  return servirImagem(req, (await params).imagemCapa)
}
