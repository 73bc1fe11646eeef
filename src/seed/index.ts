import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import { textoPuro } from '@/domain/html'
import { slugificar } from '@/domain/texto'
import type { ChavePaginaDocumentos } from '@/domain/documentos-clientes'

import { INDICADORES } from '@/domain/indicadores'
import type { Indicador, PaginaInstitucional } from '@/payload-types'

import { BANNERS_SEED } from './dados/banners'
import { CONFIGURACOES_SEED } from './dados/configuracoes'
import { historicoDeDemonstracao } from './dados/indicadores'
import { CASOS_SEED } from './dados/casos-sucesso'
import { DIRETORIAS_SEED } from './dados/diretorias'
import { FUNDOS_SEED } from './dados/fundos'
import { REMUNERACAO_SEED } from './dados/remuneracao'
import { LINHAS_CREDITO_SEED } from './dados/linhas-credito'
import { NOTICIAS_SEED } from './dados/noticias'
import { PRODUTOS_SEED, type ProdutoSeed } from './dados/produtos'
import { PAGINAS_DOCUMENTOS_SEED } from './dados/documentos'
import { CANAIS_SEED } from './dados/atendimento'
import { legendasVtt, transcricaoDoVideo } from './dados/video-institucional'
import { DEMO_MUNICIPIOS_SEM_FINANCIAMENTO, ORGAOS_SEED, PAGINAS_INSTITUCIONAIS_SEED, PROJETOS_SOCIAIS_SEED } from './dados/paginas-institucionais'
import { ITENS_MENU_SEED, PUBLICACOES_SEED, TIPOS_PUBLICACAO_SEED } from './dados/transparencia'
import { gravarPorCampo } from '@/server/payload/gravar'

import { criarConversorHtml } from './html-para-editor'
import { pdfMinimo } from './pdf-minimo'
import { semearPaginasDeDireitos } from './paginas-direitos'
import { semearReferenciasCadastro } from './referencias-cadastro'
import { acertarSequencia } from './sequencia'

type CodigoMunicipioRS = NonNullable<NonNullable<PaginaInstitucional['mapa']>['municipiosSemFinanciamento']>[number]

const PASTA_IMAGENS = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'src/seed/imagens')

/** The collections whose emptiness, at a start, asks for the demo content or one of its parts. */
type ColecaoDemo = 'produtos' | 'noticias' | 'banners' | 'indicadores' | 'linhas-credito' | 'fundos' | 'casos-sucesso' | 'diretorias' | 'itens-menu' | 'paginas-documentos' | 'paginas-institucionais' | 'canais-atendimento'

interface ParteDemo {
  /** Writes (or refreshes) the part. */
  semear: (payload: Payload) => Promise<void>
  /** A start writes the part when one of these is empty; none: the content every start writes anyway (./obrigatorio.ts). */
  seVazia: readonly ColecaoDemo[]
  /** At a start where the part is there: what was added to it later, written when missing. */
  completar?: (payload: Payload) => Promise<void>
}

/** The parts of the demo content after the products, in the order they are written. */
const PARTES_DEMO: readonly ParteDemo[] = [
  { seVazia: ['noticias'], semear: semearNoticias },
  { seVazia: ['banners'], semear: semearBanners },
  { seVazia: ['indicadores'], semear: semearIndicadores },
  { seVazia: ['linhas-credito'], semear: semearLinhasCredito },
  { seVazia: ['fundos', 'casos-sucesso'], semear: semearInstitucional },
  { seVazia: ['diretorias'], semear: semearDiretorias },
  { seVazia: ['itens-menu'], semear: semearTransparencia },
  { seVazia: ['paginas-documentos'], semear: semearDocumentos, completar: semearPaginaClientesSeFaltar },
  { seVazia: ['paginas-institucionais'], semear: semearPaginasInstitucionais },
  { seVazia: [], semear: semearReferenciasCadastro },
  { seVazia: ['canais-atendimento'], semear: semearAtendimento },
  { seVazia: [], semear: (payload) => semearPaginasDeDireitos(payload, { todas: true }) },
]

/**
 * Fills each part of the demo content whose collection is empty (first start,
 * or a database created before that part existed).
 */
export async function semearSeVazio(payload: Payload): Promise<void> {
  const vazia = async (collection: ColecaoDemo) => (await payload.count({ collection, overrideAccess: true })).totalDocs === 0
  if (await vazia('produtos')) {
    payload.logger.info('Banco de dados vazio: carregando o conteúdo de demonstração.')
    await semear(payload)
    return
  }
  // Asked in the listed order, up to the first empty one.
  const algumaVazia = async (colecoes: readonly ColecaoDemo[]) => {
    for (const collection of colecoes) if (await vazia(collection)) return true
    return false
  }
  for (const parte of PARTES_DEMO.filter((p) => p.seVazia.length > 0)) {
    if (await algumaVazia(parte.seVazia)) await parte.semear(payload)
    else await parte.completar?.(payload)
  }
  // The pages the law requires are not demo content: every start writes them (./obrigatorio.ts).
  // Settings saved before the proposal requirements existed get the demo list.
  const configuracoes = await payload.findGlobal({ slug: 'configuracoes-site', overrideAccess: true })
  if (!configuracoes.requisitosProposta?.length) {
    await payload.updateGlobal({ slug: 'configuracoes-site', data: { requisitosProposta: CONFIGURACOES_SEED.requisitosProposta }, overrideAccess: true })
  }
  const remuneracao = await payload.findGlobal({ slug: 'remuneracao', overrideAccess: true })
  if (!remuneracao.cargos?.length) await payload.updateGlobal({ slug: 'remuneracao', data: REMUNERACAO_SEED, overrideAccess: true })
}

/**
 * Writes the demo content: site settings and the products with the ids the spec
 * names. Existing products with those ids are updated, so running it twice is safe.
 */
export async function semear(payload: Payload): Promise<void> {
  await payload.updateGlobal({ slug: 'configuracoes-site', data: CONFIGURACOES_SEED, overrideAccess: true })
  const imagens = new Map<string, number>()
  const paraEditor = await criarConversorHtml(payload)
  for (const produto of PRODUTOS_SEED) {
    const imagemCapa = await imagem(payload, imagens, produto)
    const data = {
      titulo: produto.titulo,
      perfil: produto.perfil,
      resumo: textoPuro(produto.descricao),
      // The editable body; `texto` (HTML) is generated from it on save.
      conteudo: paraEditor(produto.texto),
      link: produto.link ?? '',
      emailContato: produto.emailContato,
      imagemCapa,
      _status: 'published' as const,
    }
    const existente = await payload.find({
      collection: 'produtos',
      where: { id: { equals: produto.id } },
      limit: 1,
      draft: true,
      overrideAccess: true,
    })
    if (existente.docs.length) {
      await payload.update({ collection: 'produtos', id: produto.id, data, overrideAccess: true })
    } else {
      await payload.create({ collection: 'produtos', data: { ...data, id: produto.id }, overrideAccess: true })
    }
  }
  await acertarSequencia(payload)
  for (const parte of PARTES_DEMO) await parte.semear(payload)
  payload.logger.info(`Conteúdo de demonstração carregado: ${PRODUTOS_SEED.length} produtos, ${NOTICIAS_SEED.length} notícias.`)
}

/** The demo news, published; an item with the same title is updated, not duplicated. */
async function semearNoticias(payload: Payload): Promise<void> {
  const imagens = new Map<string, number>()
  const paraEditor = await criarConversorHtml(payload)
  for (const n of NOTICIAS_SEED) {
    const data = {
      titulo: n.titulo,
      resumo: n.resumo,
      conteudo: paraEditor(n.corpo),
      imagemCapa: await imagemPorArquivo(payload, imagens, n.imagem, `Ilustração: ${n.titulo}`),
      data: n.data,
      destaque: n.destaque ?? false,
      _status: 'published' as const,
    }
    await gravarPorCampo(payload, 'noticias', 'titulo', n.titulo, data, undefined, { draft: true })
  }
}

/** The demo banners, published, ordered 1 to 3. */
async function semearBanners(payload: Payload): Promise<void> {
  const imagens = new Map<string, number>()
  for (const b of BANNERS_SEED) {
    const data = {
      titulo: b.titulo,
      descricaoImagem: b.descricaoImagem,
      url: b.url,
      ordem: b.ordem,
      imagem: await imagemPorArquivo(payload, imagens, b.imagem, b.descricaoImagem),
      _status: 'published' as const,
    }
    await gravarPorCampo(payload, 'banners', 'titulo', b.titulo, data, undefined, { draft: true })
  }
}

/**
 * Demonstration values for every indicator, marked as such, so the pages show
 * figures before the first refresh from the Central Bank replaces them.
 */
async function semearIndicadores(payload: Payload): Promise<void> {
  for (const i of INDICADORES) {
    const historico = historicoDeDemonstracao(i.chave)
    const ultima = historico.at(-1)!
    const data = { chave: i.chave as Indicador['chave'], serieSgs: i.serieSgs, valor: ultima.valor, data: ultima.data, historico, demonstracao: true }
    const existente = await payload.find({ collection: 'indicadores', where: { chave: { equals: i.chave } }, limit: 1, overrideAccess: true })
    const doc = existente.docs[0]
    if (doc) {
      // Real values from the Central Bank are never overwritten by demonstration ones.
      if (doc.demonstracao) await payload.update({ collection: 'indicadores', id: doc.id, data, overrideAccess: true })
    } else await payload.create({ collection: 'indicadores', data, overrideAccess: true })
  }
}

/** The demo credit lines of the simulator; a line with the same product name is updated. */
async function semearLinhasCredito(payload: Payload): Promise<void> {
  for (const l of LINHAS_CREDITO_SEED) {
    const data = { ...l, tarifas: [...(l.tarifas ?? [])], ativa: true }
    await gravarPorCampo(payload, 'linhas-credito', 'produto', l.produto, data)
  }
}

/** The state funds, the success stories and the pay table; an entry with the same code or address is updated. */
async function semearInstitucional(payload: Payload): Promise<void> {
  await payload.updateGlobal({ slug: 'remuneracao', data: REMUNERACAO_SEED, overrideAccess: true })
  const paraEditor = await criarConversorHtml(payload)
  for (const [ordem, f] of FUNDOS_SEED.entries()) {
    const data = { codigo: f.codigo, titulo: f.titulo, resumo: f.resumo, conteudo: paraEditor(f.html), linkExterno: f.linkExterno ?? '', botoes: f.botoes ?? [], ordem }
    await gravarPorCampo(payload, 'fundos', 'codigo', f.codigo, data)
  }
  const imagens = new Map<string, number>()
  for (const c of CASOS_SEED) {
    const imagem = await imagemPorArquivo(payload, imagens, c.imagem, c.alt)
    const data = { rota: c.rota, titulo: c.titulo, empresa: c.empresa, resumo: c.resumo, conteudo: paraEditor(c.html), imagem }
    await gravarPorCampo(payload, 'casos-sucesso', 'rota', c.rota, data)
  }
}

/** The demo directorates; one with the same name is updated. */
async function semearDiretorias(payload: Payload): Promise<void> {
  for (const [ordem, d] of DIRETORIAS_SEED.entries()) {
    await gravarPorCampo(payload, 'diretorias', 'nome', d.nome, { ...d, ordem })
  }
}

/**
 * Publication categories and menu items with the ids the site's links use,
 * then the publications, each with a small PDF saying what it is.
 */
async function semearTransparencia(payload: Payload): Promise<void> {
  for (const t of TIPOS_PUBLICACAO_SEED) await gravarPorCampo(payload, 'tipos-publicacao', 'id', t.id, t)
  const paraEditor = await criarConversorHtml(payload)
  // Parents first: items point at them.
  for (const i of [...ITENS_MENU_SEED].sort((a, b) => Number(a.menuPai !== null) - Number(b.menuPai !== null))) {
    const formato = i.link ? 'LINK EXTERNO' : i.tipoPublicacao ? 'PUBLICACOES' : 'TEXTO'
    await gravarPorCampo(payload, 'itens-menu', 'id', i.id, {
      id: i.id,
      titulo: i.titulo,
      menuPai: i.menuPai,
      ordem: i.ordem,
      status: i.status ?? 'PBL',
      formato,
      link: i.link ?? '',
      tipoPublicacao: i.tipoPublicacao ?? null,
      conteudo: i.html ? paraEditor(i.html) : null,
    })
  }
  await acertarSequencia(payload, ['tipos_publicacao', 'itens_menu'])
  for (const p of PUBLICACOES_SEED) {
    const ja = await payload.count({ collection: 'publicacoes', where: { and: [{ tituloPublicacao: { equals: p.titulo } }, { tipoPublicacao: { equals: p.tipo } }] }, overrideAccess: true })
    if (ja.totalDocs) continue
    const pdf = pdfMinimo(p.titulo, [p.subtitulo ?? '', p.descricao ?? '', 'Documento de demonstração do site da agência.'].filter(Boolean))
    const nome = `${slugificar(p.titulo).slice(0, 80)}.pdf`
    await payload.create({
      collection: 'publicacoes',
      data: {
        tipoPublicacao: p.tipo,
        tituloPublicacao: p.titulo,
        subtituloPublicacao: p.subtitulo ?? '',
        descricaoPublicacao: p.descricao ?? '',
        dataPublicacao: p.data ? `${p.data}T12:00:00.000Z` : null,
        _status: p.rascunho ? 'draft' : 'published',
      },
      draft: p.rascunho ?? false,
      file: { data: pdf, mimetype: 'application/pdf', name: nome, size: pdf.length },
      overrideAccess: true,
    })
  }
}

/** The download pages (all, or only one), each document a generated PDF in `arquivos` (one file per title). */
async function semearDocumentos(payload: Payload, somente?: ChavePaginaDocumentos): Promise<void> {
  const imagens = new Map<string, number>()
  const arquivos = new Map<string, number>()
  for (const p of PAGINAS_DOCUMENTOS_SEED.filter((d) => !somente || d.chave === somente)) {
    const secoes = []
    for (const s of p.secoes) {
      const documentos = []
      for (const d of s.documentos) {
        if (typeof d !== 'string') documentos.push({ titulo: d.titulo, link: d.link })
        else documentos.push({ titulo: d, arquivo: await arquivoPdf(payload, arquivos, d) })
      }
      secoes.push({ titulo: s.titulo, lista: s.lista ?? false, documentos })
    }
    await gravarPorCampo(payload, 'paginas-documentos', 'chave', p.chave, {
      chave: p.chave,
      titulo: p.titulo,
      banner: await imagemPorArquivo(payload, imagens, p.banner, p.bannerAlt),
      secoes,
      envioProposta: p.envioProposta ?? { titulo: '', link: '' },
    })
  }
}

/** The customers' download page, which came after the other five, when a database made before it lacks it. */
async function semearPaginaClientesSeFaltar(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'paginas-documentos', where: { chave: { equals: 'CLIENTES' } }, overrideAccess: true })
  if (totalDocs === 0) await semearDocumentos(payload, 'CLIENTES')
}

/** The customer-service channels' texts and the FAQ (src/seed/dados/atendimento.ts). */
async function semearAtendimento(payload: Payload): Promise<void> {
  const paraEditor = await criarConversorHtml(payload)
  for (const c of CANAIS_SEED) {
    await gravarPorCampo(payload, 'canais-atendimento', 'canal', c.canal, {
      canal: c.canal,
      titulo: c.titulo,
      resumo: c.resumo,
      secoes: c.secoes.map((s) => ({ titulo: s.titulo ?? '', conteudo: paraEditor(s.html) })),
      perguntas: (c.perguntas ?? []).map((p) => ({ pergunta: p.pergunta, conteudo: paraEditor(p.html) })),
    })
  }
}

/** Quem Somos, the business model, the social projects and the governing bodies (with CV PDFs). */
async function semearPaginasInstitucionais(payload: Payload): Promise<void> {
  const paraEditor = await criarConversorHtml(payload)
  for (const p of PAGINAS_INSTITUCIONAIS_SEED) {
    const video = p.rota === 'historia' ? await videoInstitucional(payload) : undefined
    const mapa = p.rota === 'modelo-de-negocio' ? { municipiosSemFinanciamento: DEMO_MUNICIPIOS_SEM_FINANCIAMENTO as CodigoMunicipioRS[] } : undefined
    await gravarPorCampo(payload, 'paginas-institucionais', 'rota', p.rota, { ...p, secoes: p.secoes.map((s) => ({ titulo: s.titulo, conteudo: paraEditor(s.html) })), video, mapa })
  }
  const imagens = new Map<string, number>()
  for (const [ordem, p] of PROJETOS_SOCIAIS_SEED.entries()) {
    const imagem = await imagemPorArquivo(payload, imagens, p.imagem, p.alt)
    await gravarPorCampo(payload, 'projetos-sociais', 'slug', p.slug, { slug: p.slug, nome: p.nome, resumo: p.resumo, conteudo: paraEditor(p.html), imagem, ordem })
  }
  const arquivos = new Map<string, number>()
  for (const [ordem, o] of ORGAOS_SEED.entries()) {
    const membros = []
    for (const m of o.membros) membros.push({ ...m, curriculo: await arquivoPdf(payload, arquivos, `Currículo – ${m.nome}`) })
    await gravarPorCampo(payload, 'orgaos', 'nome', o.nome, { nome: o.nome, descricao: o.descricao, membros, ordem })
  }
}

/** The demo video of /historia with its WebVTT captions and transcript (src/seed/dados/video-institucional.ts). */
async function videoInstitucional(payload: Payload): Promise<{ arquivo: number; legendas: number; transcricao: string }> {
  // Seeding again reuses the files already uploaded.
  const enviar = async (titulo: string, data: Buffer, mimetype: string, name: string) =>
    (await payload.find({ collection: 'arquivos', where: { titulo: { equals: titulo } }, limit: 1, overrideAccess: true })).docs[0]?.id ??
    (await payload.create({ collection: 'arquivos', data: { titulo }, file: { data, mimetype, name, size: data.length }, overrideAccess: true })).id
  const webm = await fs.readFile(path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'src/seed/videos/institucional.webm'))
  const vtt = Buffer.from(legendasVtt(), 'utf8')
  return {
    arquivo: await enviar('Vídeo institucional', webm, 'video/webm', 'video-institucional.webm'),
    legendas: await enviar('Legendas do vídeo institucional', vtt, 'text/vtt', 'video-institucional.vtt'),
    transcricao: transcricaoDoVideo(),
  }
}

/** A public PDF whose content is its title, uploaded once per title. */
async function arquivoPdf(payload: Payload, cache: Map<string, number>, titulo: string): Promise<number> {
  const ja = cache.get(titulo) ?? (await payload.find({ collection: 'arquivos', where: { titulo: { equals: titulo } }, limit: 1, overrideAccess: true })).docs[0]?.id
  if (ja !== undefined) {
    cache.set(titulo, ja)
    return ja
  }
  const pdf = pdfMinimo(titulo, ['Modelo de demonstração do site da agência.'])
  const doc = await payload.create({
    collection: 'arquivos',
    data: { titulo },
    file: { data: pdf, mimetype: 'application/pdf', name: `${slugificar(titulo).slice(0, 80)}.pdf`, size: pdf.length },
    overrideAccess: true,
  })
  cache.set(titulo, doc.id)
  return doc.id
}


/** Uploads each seed image once and reuses it for every product that names it. */
function imagem(payload: Payload, cache: Map<string, number>, produto: ProdutoSeed): Promise<number> {
  return imagemPorArquivo(payload, cache, produto.imagem, `Ilustração: ${produto.titulo}`)
}

/** The image record of a seed file, uploading it the first time. */
async function imagemPorArquivo(payload: Payload, cache: Map<string, number>, arquivo: string, alt: string): Promise<number> {
  const ja = cache.get(arquivo)
  if (ja !== undefined) return ja
  const existente = await payload.find({
    collection: 'imagens',
    where: { filename: { equals: arquivo } },
    limit: 1,
    overrideAccess: true,
  })
  const primeira = existente.docs[0]
  if (primeira) {
    cache.set(arquivo, primeira.id)
    return primeira.id
  }
  const dados = await fs.readFile(path.join(PASTA_IMAGENS, arquivo))
  const doc = await payload.create({
    collection: 'imagens',
    data: { alt },
    file: { data: dados, mimetype: 'image/svg+xml', name: arquivo, size: dados.length },
    overrideAccess: true,
  })
  cache.set(arquivo, doc.id)
  return doc.id
}
