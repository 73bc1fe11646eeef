/**
 * Demo transparency content: the publication categories with the ids the
 * site's links use (spec 2 §2), the transparency and tenders menus (parents 3
 * and 24, item 109) and publications over several years.
 */

export const TIPOS_PUBLICACAO_SEED: readonly { id: number; titulo: string }[] = [
  // The ids the header's menus link to (domain/navegacao.ts), titled as the menus promise.
  { id: 60, titulo: 'Manual de Identidade Visual' },
  { id: 17, titulo: 'Código de Ética e Conduta' },
  { id: 11, titulo: 'Carta Anual de Governança' },
  { id: 10066, titulo: 'Plano de Negócios' },
  { id: 9, titulo: 'Estatuto Social' },
  { id: 8, titulo: 'Relatórios da Administração' },
  { id: 35, titulo: 'Atas do Comitê de Auditoria' },
  { id: 36, titulo: 'Atas do Comitê de Elegibilidade' },
  { id: 39, titulo: 'Estrutura de Gerenciamento de Riscos' },
  { id: 7, titulo: 'Relatórios de Riscos' },
  { id: 61, titulo: 'GRSAC – Gerenciamento de Riscos Sociais, Ambientais e Climáticos' },
  { id: 63, titulo: 'Política de Proteção de Dados' },
  { id: 62, titulo: 'Relação de Parceiros de Negócio' },
  // Other categories, reached from the transparency menu.
  { id: 64, titulo: 'Demonstrações Financeiras' },
  { id: 65, titulo: 'Política de Divulgação de Informações' },
  { id: 66, titulo: 'Política de Transações com Partes Relacionadas' },
  { id: 67, titulo: 'Regimento Interno do Conselho de Administração' },
  { id: 68, titulo: 'Relatório de Sustentabilidade' },
  { id: 69, titulo: 'Política de Conformidade e Integridade' },
  { id: 73, titulo: 'Relatório Anual do Comitê de Auditoria' },
  { id: 70, titulo: 'Editais de Licitação' },
  { id: 71, titulo: 'Resultados de Licitações' },
  { id: 72, titulo: 'Contratos Firmados' },
]

export interface ItemMenuSeed {
  id: number
  titulo: string
  menuPai: number | null
  ordem: number
  status?: 'PBL' | 'RSC'
  /** Exactly one of: an HTML text, an external link, a publication category. */
  html?: string
  link?: string
  tipoPublicacao?: number
}

/** A menu's items in the order they show: each gets its parent and its position (ordem, from 1). */
function debaixoDe(menuPai: number | null, itens: Omit<ItemMenuSeed, 'menuPai' | 'ordem'>[]): ItemMenuSeed[] {
  return itens.map(({ id, titulo, ...resto }, i) => ({ id, titulo, menuPai, ordem: i + 1, ...resto }))
}

export const ITENS_MENU_SEED: readonly ItemMenuSeed[] = [
  ...debaixoDe(null, [
    { id: 3, titulo: 'Transparência', html: '<p>Menu da página Transparência.</p>' },
    { id: 24, titulo: 'Licitações', html: '<p>Menu da página Licitações.</p>' },
  ]),
  ...debaixoDe(3, [
    { id: 101, titulo: 'Código de Ética e Conduta', tipoPublicacao: 17 },
    { id: 102, titulo: 'Estatuto Social', tipoPublicacao: 9 },
    { id: 103, titulo: 'Carta Anual de Governança', tipoPublicacao: 11 },
    { id: 104, titulo: 'Demonstrações Financeiras', tipoPublicacao: 64 },
    { id: 105, titulo: 'Relatório da Administração', tipoPublicacao: 8 },
    {
      id: 106,
      titulo: 'Políticas Institucionais',
      html: '<p>As políticas aprovadas pelo Conselho de Administração orientam a conduta da agência e de seus administradores.</p><ul><li><a href="/publicacoes/65">Política de Divulgação de Informações</a></li><li><a href="/publicacoes/66">Política de Transações com Partes Relacionadas</a></li><li><a href="/publicacoes/39">Política de Gestão de Riscos</a></li><li><a href="/publicacoes/69">Política de Conformidade e Integridade</a></li><li><a href="/publicacoes/63">Política de Proteção de Dados</a></li></ul>',
    },
    {
      id: 107,
      titulo: 'Acesso à Informação',
      html: '<p>Qualquer pessoa pode pedir informações à agência, sem precisar dizer o motivo, como garante a Lei de Acesso à Informação (Lei nº 12.527/2011).</p><p>O pedido pode ser feito pelo <a href="/atendimento-ao-cliente/protocolo">protocolo digital</a> ou pelo <a href="/atendimento-ao-cliente/fale-conosco">Fale Conosco</a>. A resposta vem em até 20 dias, prorrogáveis por mais 10 com justificativa.</p>',
    },
    { id: 108, titulo: 'Portal da Transparência do Estado', link: 'https://www.transparencia.rs.gov.br' },
    {
      id: 110,
      titulo: '2022',
      html: '<p>Documentos do exercício de 2022:</p><ul><li><a href="/publicacoes/64?year=2022">Demonstrações Financeiras de 2022</a></li><li><a href="/publicacoes/8?year=2022">Relatório da Administração de 2022</a></li><li><a href="/publicacoes/11?year=2022">Carta Anual de Governança de 2022</a></li></ul>',
    },
    {
      id: 111,
      titulo: 'Remuneração dos Administradores',
      html: '<p>A remuneração da Diretoria e dos conselhos está publicada na página <a href="/remuneracao">Remuneração</a>.</p>',
    },
    { id: 112, titulo: 'Relatório de Ouvidoria 2026', status: 'RSC', html: '<p>Rascunho ainda não revisado.</p>' },
  ]),
  ...debaixoDe(24, [
    {
      id: 109,
      titulo: 'Licitações em Andamento',
      html: '<p>A agência contrata obras, serviços e compras pela Lei nº 13.303/2016 e pelo seu Regulamento de Licitações e Contratos.</p><p>Os editais abertos estão em <a href="/publicacoes/70">Editais de Licitação</a>; os resultados, em <a href="/publicacoes/71">Resultados de Licitações</a>. Dúvidas sobre um edital: licitacoes@agencia.example.</p>',
    },
    { id: 113, titulo: 'Editais', tipoPublicacao: 70 },
    { id: 114, titulo: 'Resultados', tipoPublicacao: 71 },
    { id: 115, titulo: 'Contratos', tipoPublicacao: 72 },
    {
      id: 116,
      titulo: 'Regulamento de Licitações e Contratos',
      html: '<p>O regulamento define as modalidades, os prazos e os critérios de julgamento das licitações da agência, o pregão eletrônico como regra e os casos de dispensa e inexigibilidade.</p>',
    },
    { id: 117, titulo: 'Portal de Compras do Estado', link: 'https://www.compras.rs.gov.br' },
  ]),
]

export interface PublicacaoSeed {
  tipo: number
  titulo: string
  subtitulo?: string
  descricao?: string
  /** yyyy-mm-dd, or null for an undated document. */
  data: string | null
  rascunho?: boolean
}

/** Quarter end (dd/mm) and when its statements come out: 45 days later, the year's last in February. */
const TRIMESTRES = [
  { fim: '31/03', publicacao: (ano: number) => `${ano}-05-15` },
  { fim: '30/06', publicacao: (ano: number) => `${ano}-08-14` },
  { fim: '30/09', publicacao: (ano: number) => `${ano}-11-14` },
  { fim: '31/12', publicacao: (ano: number) => `${ano + 1}-02-27` },
] as const

function serie(): PublicacaoSeed[] {
  const p: PublicacaoSeed[] = []
  for (let ano = 2019; ano <= 2026; ano++) {
    for (const [i, t] of TRIMESTRES.entries()) {
      p.push({ tipo: 64, titulo: `Demonstrações Financeiras – ${i + 1}º trimestre de ${ano}`, subtitulo: `Posição em ${t.fim}/${ano}`, data: t.publicacao(ano) })
    }
    p.push({ tipo: 8, titulo: `Relatório da Administração ${ano}`, subtitulo: 'Exercício encerrado em 31 de dezembro', data: `${ano + 1}-03-28` })
    p.push({ tipo: 11, titulo: `Carta Anual de Políticas Públicas e Governança Corporativa ${ano}`, data: `${ano}-05-20` })
    p.push({ tipo: 73, titulo: `Relatório Anual do Comitê de Auditoria ${ano}`, data: `${ano}-04-${ano % 2 ? '12' : '22'}` })
  }
  for (let ano = 2016; ano <= 2018; ano++) p.push({ tipo: 8, titulo: `Relatório da Administração ${ano}`, data: `${ano + 1}-03-30` })
  // Only what would be out by the demo's date (late 2026).
  return p.filter((x) => x.data === null || x.data <= '2026-11-20')
}

export const PUBLICACOES_SEED: readonly PublicacaoSeed[] = [
  { tipo: 17, titulo: 'Código de Ética e Conduta', subtitulo: 'Versão aprovada pelo Conselho de Administração', descricao: 'Princípios e regras de conduta para administradores, empregados, estagiários e fornecedores.', data: '2024-08-27' },
  { tipo: 17, titulo: 'Código de Ética e Conduta (versão anterior)', subtitulo: 'Versão de 2019', data: '2019-02-14' },
  { tipo: 17, titulo: 'Guia rápido do Canal de Denúncias', data: null },
  { tipo: 60, titulo: 'Manual de Identidade Visual', subtitulo: 'Uso da marca, cores e tipografia', data: '2023-06-05' },
  { tipo: 9, titulo: 'Estatuto Social', subtitulo: 'Consolidado após a Assembleia Geral de 2025', data: '2025-04-30' },
  { tipo: 9, titulo: 'Estatuto Social', subtitulo: 'Consolidado após a Assembleia Geral de 2021', data: '2021-05-03' },
  { tipo: 65, titulo: 'Política de Divulgação de Informações', data: '2022-09-12' },
  { tipo: 66, titulo: 'Política de Transações com Partes Relacionadas', data: '2023-03-21' },
  { tipo: 67, titulo: 'Regimento Interno do Conselho de Administração', data: '2020-11-10' },
  { tipo: 68, titulo: 'Relatório de Sustentabilidade 2024', subtitulo: 'Impactos sociais, ambientais e de governança', data: '2025-06-18' },
  { tipo: 68, titulo: 'Relatório de Sustentabilidade 2023', data: '2024-06-25' },
  { tipo: 39, titulo: 'Política de Gestão de Riscos', data: '2024-02-06' },
  { tipo: 69, titulo: 'Política de Conformidade e Integridade', data: '2023-10-17' },
  { tipo: 39, titulo: 'Estrutura de Gerenciamento de Riscos e de Capital', subtitulo: 'Papéis, comitês e limites de risco', data: '2025-03-14' },
  { tipo: 7, titulo: 'Relatório de Gerenciamento de Riscos 2025', subtitulo: 'Pilar 3', data: '2026-03-30' },
  { tipo: 7, titulo: 'Relatório de Gerenciamento de Riscos 2024', subtitulo: 'Pilar 3', data: '2025-03-28' },
  { tipo: 61, titulo: 'Política de Responsabilidade Social, Ambiental e Climática', data: '2024-08-20' },
  { tipo: 61, titulo: 'Relatório de Riscos Sociais, Ambientais e Climáticos 2025', data: '2026-04-15' },
  { tipo: 63, titulo: 'Política de Proteção de Dados Pessoais', subtitulo: 'LGPD: papéis, bases legais e direitos dos titulares', data: '2024-05-09' },
  { tipo: 62, titulo: 'Relação de Parceiros de Negócio', subtitulo: 'Cooperativas de crédito e agentes conveniados', data: '2026-07-01' },
  { tipo: 10066, titulo: 'Plano de Negócios 2026', data: '2025-12-18' },
  { tipo: 10066, titulo: 'Plano de Negócios 2025', data: '2024-12-17' },
  { tipo: 35, titulo: 'Ata da 98ª reunião do Comitê de Auditoria', data: '2026-10-22' },
  { tipo: 35, titulo: 'Ata da 97ª reunião do Comitê de Auditoria', data: '2026-09-24' },
  { tipo: 36, titulo: 'Ata da 41ª reunião do Comitê de Elegibilidade', data: '2026-04-08' },
  { tipo: 70, titulo: 'Pregão Eletrônico nº 12/2026 – Serviços de limpeza', subtitulo: 'Abertura em 15/12/2026', data: '2026-11-16' },
  { tipo: 70, titulo: 'Pregão Eletrônico nº 9/2026 – Equipamentos de informática', data: '2026-09-02' },
  { tipo: 70, titulo: 'Licitação nº 3/2025 – Reforma da agência regional de Passo Fundo', data: '2025-07-08' },
  { tipo: 71, titulo: 'Resultado do Pregão Eletrônico nº 9/2026', data: '2026-10-05' },
  { tipo: 71, titulo: 'Resultado da Licitação nº 3/2025', data: '2025-09-19' },
  { tipo: 72, titulo: 'Contrato nº 41/2025 – Reforma da agência regional de Passo Fundo', data: '2025-10-01' },
  { tipo: 8, titulo: 'Relatório da Administração 2027 (rascunho)', data: '2026-11-01', rascunho: true },
  ...serie(),
]
