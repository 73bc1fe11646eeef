import { CANAIS, enderecoDoCanal } from './atendimento'
import { ENDERECO_ACOMPANHAR } from './submissao/acompanhamento'

/** A link of the site's menus. */
export interface LinkMenu {
  href: string
  titulo: string
  /** One-line explanation shown under the title in the Produtos menu and the home cards. */
  descricao?: string
  /** Where the link appears; both when absent (spec 1 §2.2 marks a few as header- or footer-only). */
  somente?: 'cabecalho' | 'rodape'
}

/** A dropdown section of the header (and a drill-down panel of the phone menu). */
export interface SecaoMenu {
  id: 'produtos' | 'institucional' | 'governanca' | 'atendimento'
  titulo: string
  links: LinkMenu[]
}

/** The four audiences of the financing products, in menu order (spec 1 §2.2). */
export const SECAO_PRODUTOS: SecaoMenu = {
  id: 'produtos',
  titulo: 'Produtos',
  links: [
    { href: '/agronegocio', titulo: 'Agronegócio', descricao: 'Financiamento para produtores rurais e agricultores familiares.' },
    { href: '/empresa', titulo: 'Empresa', descricao: 'Soluções de crédito para empresas de todos os portes.' },
    { href: '/municipio', titulo: 'Município', descricao: 'Soluções técnicas e financeiras para os municípios gaúchos.' },
    { href: '/inovacao', titulo: 'Inovação', descricao: 'Financiamento para fomentar a inovação em micro, pequenas e médias empresas.' },
  ],
}

export const SECOES_MENU: SecaoMenu[] = [
  SECAO_PRODUTOS,
  {
    id: 'institucional',
    titulo: 'Institucional',
    links: [
      { href: '/historia', titulo: 'Quem Somos' },
      { href: '/modelo-de-negocio', titulo: 'Modelo de Negócio' },
      { href: '/publicacoes/60', titulo: 'Manual de Identidade Visual' },
    ],
  },
  {
    id: 'governanca',
    titulo: 'Governança Corporativa',
    links: [
      { href: '/diretorias', titulo: 'Diretorias' },
      { href: '/administracao-e-orgaos-auxiliares', titulo: 'Administração e Órgãos Auxiliares' },
      { href: '/organograma', titulo: 'Organograma' },
      { href: '/remuneracao', titulo: 'Remuneração' },
      { href: '/publicacoes/11', titulo: 'Carta Anual de Governança' },
      { href: '/publicacoes/10066', titulo: 'Plano de Negócios', somente: 'cabecalho' },
      { href: '/publicacoes/9', titulo: 'Estatuto Social' },
      { href: '/publicacoes/8', titulo: 'Relatórios da Administração' },
      { href: '/publicacoes/35', titulo: 'Atas do Comitê de Auditoria' },
      { href: '/publicacoes/36', titulo: 'Atas do Comitê de Elegibilidade', somente: 'rodape' },
      { href: '/publicacoes/39', titulo: 'Estrutura de Gerenciamento de Riscos' },
      { href: '/publicacoes/7', titulo: 'Relatórios de Riscos' },
      { href: '/publicacoes/61', titulo: 'GRSAC' },
      { href: '/publicacoes/63', titulo: 'Política de Proteção de Dados' },
      { href: '/publicacoes/62', titulo: 'Relação de Parceiros de Negócio' },
    ],
  },
  {
    id: 'atendimento',
    titulo: 'Atendimento ao Cliente',
    links: [
      // Spec 1 §2.2 lists the protocol first; the channels' own page follows spec 3's order. Both menus
      // are the same on every page that has them, which is what WCAG 2.2 SC 3.2.6 asks (the header's on
      // all pages, the channel menu on the channel pages).
      ...(['protocolo', 'fale-conosco', 'ouvidoria', 'denuncias', 'perguntas', 'falabr', 'juro', 'encarregado', 'ir', 'boleto'] as const).map((slug) => ({
        href: enderecoDoCanal(slug),
        titulo: CANAIS.find((c) => c.slug === slug)!.nome,
      })),
      { href: ENDERECO_ACOMPANHAR, titulo: 'Acompanhar pelo número' },
    ],
  },
]

/** Plain links of the header bar, after the dropdowns. */
export const LINKS_PRINCIPAIS: LinkMenu[] = [
  { href: '/licitacoes', titulo: 'Licitações' },
  { href: '/transparencia', titulo: 'Transparência' },
  { href: '/publicacoes', titulo: 'Publicações' },
  { href: '/documentos-para-download', titulo: 'Documentos para Download' },
  { href: '/noticias', titulo: 'Notícias' },
]

/** Extra content link that only the footer carries. */
export const LINKS_SO_RODAPE: LinkMenu[] = [{ href: '/projetos-sociais', titulo: 'Projetos Sociais' }]

/** The links of a section for one place of the shell. */
export function linksPara(secao: SecaoMenu, lugar: 'cabecalho' | 'rodape'): LinkMenu[] {
  return secao.links.filter((l) => !l.somente || l.somente === lugar)
}
