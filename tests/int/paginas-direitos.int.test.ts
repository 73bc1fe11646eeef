import { describe, expect, it } from 'vitest'

import { buscarNoSite } from '@/dados/busca'
import { paginaInstitucional } from '@/dados/institucional'
import { semearConteudoObrigatorio } from '@/seed/obrigatorio'

import { asUser, createStaffUser, getTestPayload } from './helpers'

const PAGINAS = [
  ['acessibilidade', 'Acessibilidade'],
  ['politica-de-privacidade', 'Política de Privacidade'],
  ['acesso-a-informacao', 'Acesso à Informação'],
] as const

describe('páginas que a lei exige: conteúdo obrigatório, não de demonstração', () => {
  it('um site iniciado sem a demonstração já as publica; o que a equipe mudou fica, e a que sumiu volta no próximo início', async () => {
    // tests/int/setup.ts starts every file without the demo, as an operator with SEED_DEMO=false does.
    expect(process.env.SEED_DEMO).toBe('false')
    const payload = await getTestPayload()
    expect((await payload.count({ collection: 'produtos', overrideAccess: true })).totalDocs).toBe(0)

    // What /acessibilidade, /politica-de-privacidade and /acesso-a-informacao read (as a visitor): a
    // page, not the null that answers 404.
    for (const [rota, titulo] of PAGINAS) {
      const pagina = await paginaInstitucional(rota)
      expect(pagina?.titulo).toBe(titulo)
      expect(pagina?.secoes.length).toBeGreaterThanOrEqual(5)
    }
    expect((await paginaInstitucional('politica-de-privacidade'))?.secoes.map((s) => s.titulo)).toContain('Cookies e navegação')
    // The site search finds them too.
    const achados = (await buscarNoSite('encarregado')).flatMap((g) => g.resultados.map((r) => r.href))
    expect(achados).toContain('/politica-de-privacidade')

    const editor = await createStaffUser(['editor'])
    const porRota = async (rota: string) =>
      (await payload.find({ collection: 'paginas-institucionais', where: { rota: { equals: rota } }, overrideAccess: true })).docs[0]
    await payload.update({ collection: 'paginas-institucionais', id: (await porRota('politica-de-privacidade'))!.id, data: { titulo: 'Privacidade e proteção de dados' }, ...asUser(editor) })
    await payload.delete({ collection: 'paginas-institucionais', id: (await porRota('acessibilidade'))!.id, ...asUser(editor) })
    expect(await paginaInstitucional('acessibilidade')).toBeNull()

    // The next start (payload.config's onInit runs this after the migrations).
    await semearConteudoObrigatorio(payload)
    expect((await paginaInstitucional('acessibilidade'))?.titulo).toBe('Acessibilidade')
    expect((await paginaInstitucional('politica-de-privacidade'))?.titulo).toBe('Privacidade e proteção de dados')
    expect((await payload.count({ collection: 'paginas-institucionais', where: { rota: { in: PAGINAS.map(([r]) => r) } }, overrideAccess: true })).totalDocs).toBe(3)
  })
})
