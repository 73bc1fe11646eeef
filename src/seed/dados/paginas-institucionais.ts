import { getMunicipalities } from '@brazilian-utils/brazilian-utils'

/**
 * Demo content of the institutional pages (spec 2 §1, §2, §9 facts: founded in
 * 1973, more than 430 of the 497 municipalities, 28 regional councils, vision
 * to 2028). The wording is ours; people's names are fictional.
 */

export interface PaginaInstitucionalSeed {
  rota: 'historia' | 'modelo-de-negocio'
  titulo: string
  resumo: string
  secoes: { titulo: string; html: string }[]
}

/**
 * Demonstration only, not the agency's data: 67 municipalities picked by a fixed rule (every seventh
 * by IBGE code, never the capital) to stand for those still without a financed project, so that the
 * 'Onde já chegamos' map shows 430 of 497, as its text says. Staff replace the list in the back-office.
 */
const CAPITAL = '4314902'
export const DEMO_MUNICIPIOS_SEM_FINANCIAMENTO: readonly string[] = getMunicipalities('RS')
  .map((m) => m.code)
  .filter((codigo) => codigo !== CAPITAL)
  .sort()
  .filter((_, i) => i % 7 === 3)
  .slice(0, 67)

export const PAGINAS_INSTITUCIONAIS_SEED: readonly PaginaInstitucionalSeed[] = [
  {
    rota: 'historia',
    titulo: 'Quem Somos',
    resumo: 'Desde 1973 a agência financia o desenvolvimento do Rio Grande do Sul: produtores rurais, empresas, municípios e inovação em mais de 430 dos 497 municípios.',
    secoes: [
      { titulo: 'Propósito', html: '<p>Transformar crédito em desenvolvimento para as pessoas e as regiões do Rio Grande do Sul.</p>' },
      { titulo: 'Missão', html: '<p>Promover o desenvolvimento econômico e social sustentável do Estado, financiando quem produz, gera emprego e inova.</p>' },
      { titulo: 'Visão', html: '<p>Ser, até 2028, reconhecida como a principal parceira financeira do desenvolvimento regional gaúcho, presente em todas as regiões do Estado.</p>' },
      {
        titulo: 'Valores',
        html: '<p>Valores que nos orientam até 2028:</p><ul><li><strong>Ética e transparência</strong> em cada decisão;</li><li><strong>Compromisso com o desenvolvimento</strong> de todas as regiões;</li><li><strong>Respeito às pessoas</strong>, clientes e colegas;</li><li><strong>Sustentabilidade</strong> econômica, social e ambiental;</li><li><strong>Inovação</strong> nos produtos e na forma de atender;</li><li><strong>Eficiência</strong> no uso dos recursos públicos.</li></ul>',
      },
      {
        titulo: 'Nossa história',
        html: '<p>A agência nasceu em <strong>1973</strong> para levar crédito de longo prazo a quem produzia no interior do Estado. Nos primeiros anos, financiou armazéns, cooperativas e a mecanização das lavouras.</p><p>Nas décadas de 1980 e 1990, passou a repassar recursos do BNDES às indústrias gaúchas e a apoiar obras de infraestrutura dos municípios. Nos anos 2000, abriu linhas para micro e pequenas empresas, energia renovável e turismo.</p><p>Desde 2010, financia também projetos de inovação, parques tecnológicos e a modernização das prefeituras. Hoje atende <strong>mais de 430 dos 497 municípios</strong> do Rio Grande do Sul, nos <strong>28 Conselhos Regionais de Desenvolvimento (COREDEs)</strong>.</p>',
      },
    ],
  },
  {
    rota: 'modelo-de-negocio',
    titulo: 'Modelo de Negócio',
    resumo: 'Como a agência capta recursos e os transforma em crédito para produtores rurais, empresas, municípios e projetos de inovação do Rio Grande do Sul.',
    secoes: [
      { titulo: 'Como atuamos', html: '<p>Analisamos cada projeto pela sua viabilidade e pelo que ele traz para a região: empregos, renda, arrecadação e sustentabilidade. O crédito chega com prazos e carências compatíveis com o retorno do investimento.</p>' },
      { titulo: 'Fontes de recursos', html: '<ul><li>Recursos próprios, formados pelo retorno dos financiamentos;</li><li>Repasses do BNDES e de outras instituições de fomento;</li><li>Fundos estaduais, como o FEAPER e o FUNDOLEITE.</li></ul>' },
      { titulo: 'Para quem', html: '<p>Produtores rurais e cooperativas, micro, pequenas, médias e grandes empresas, municípios e consórcios públicos, e empresas e instituições que inovam.</p>' },
      { titulo: 'Parcerias', html: '<p>Trabalhamos com cooperativas de crédito, entidades empresariais, universidades e prefeituras, que aproximam o crédito de quem precisa dele.</p>' },
      { titulo: 'Sustentabilidade', html: '<p>Projetos de energia renovável, eficiência energética e agricultura de baixo carbono têm condições diferenciadas; todo financiamento passa por análise de risco socioambiental.</p>' },
      {
        titulo: 'Onde já chegamos',
        html: '<p>Já financiamos projetos em <strong>mais de 430 dos 497 municípios</strong> gaúchos, nos <strong>28 COREDEs</strong> do Estado.</p><ul><li>Serra e Vale do Taquari: indústria, agroindústria e turismo;</li><li>Norte e Noroeste: grãos, leite e cooperativas;</li><li>Região Metropolitana: inovação, serviços e infraestrutura urbana;</li><li>Campanha e Fronteira Oeste: pecuária, arroz, vinhos e energia solar;</li><li>Sul e Litoral: portos, pesca e turismo.</li></ul>',
      },
    ],
  },
]

export interface ProjetoSocialSeed {
  slug: string
  nome: string
  resumo: string
  html: string
  imagem: string
  alt: string
}

const lei = (nome: string, fundo: string, publico: string) =>
  `<p>Por meio da ${nome}, a agência destina parte do imposto de renda devido ao ${fundo}, sem custo adicional para a empresa, e acompanha a aplicação dos recursos.</p><p>Os projetos escolhidos atendem ${publico} em diferentes regiões do Estado, com prestação de contas pública.</p>`

export const PROJETOS_SOCIAIS_SEED: readonly ProjetoSocialSeed[] = [
  { slug: 'lei-crianca', nome: 'Lei da Criança', resumo: 'Apoio a projetos para crianças e adolescentes por meio dos fundos dos direitos da criança.', html: lei('lei de incentivo aos fundos da infância e adolescência', 'fundo dos direitos da criança e do adolescente', 'crianças e adolescentes em situação de vulnerabilidade'), imagem: 'escola.svg', alt: 'Ilustração: escola' },
  { slug: 'lei-esporte', nome: 'Lei do Esporte', resumo: 'Patrocínio a projetos esportivos educacionais e de rendimento pela lei de incentivo ao esporte.', html: lei('Lei de Incentivo ao Esporte', 'projetos esportivos aprovados pelo Ministério do Esporte', 'atletas em formação e escolinhas esportivas'), imagem: 'parque-tecnologico.svg', alt: 'Ilustração: área de lazer' },
  { slug: 'lei-idoso', nome: 'Lei do Idoso', resumo: 'Recursos para projetos de convivência e cuidado de pessoas idosas por meio do fundo do idoso.', html: lei('lei de incentivo ao fundo da pessoa idosa', 'fundo municipal da pessoa idosa', 'pessoas idosas em centros de convivência e instituições de acolhimento'), imagem: 'folha.svg', alt: 'Ilustração: folha' },
  { slug: 'lei-rouanet', nome: 'Lei Rouanet', resumo: 'Patrocínio a projetos culturais pela lei federal de incentivo à cultura.', html: lei('Lei Rouanet', 'patrocínio de projetos culturais aprovados', 'artistas, grupos culturais e o público de festivais e exposições'), imagem: 'lampada.svg', alt: 'Ilustração: lâmpada acesa' },
  { slug: 'santa-maria', nome: '10º Santa Maria Vídeo e Cinema', resumo: 'Festival de cinema que reúne produções gaúchas e nacionais em Santa Maria.', html: '<p>O festival exibe curtas e longas-metragens, oferece oficinas gratuitas de roteiro e edição e leva sessões às escolas da região central.</p><p>O patrocínio da agência ajudou a ampliar as sessões com acessibilidade, com legendas descritivas e audiodescrição.</p>', imagem: 'digital.svg', alt: 'Ilustração: tela digital' },
  { slug: 'danca', nome: '7º Encontro de Invernadas', resumo: 'Encontro de grupos de danças tradicionais gaúchas.', html: '<p>O encontro reúne invernadas artísticas de centros de tradições de várias regiões do Estado, em apresentações abertas ao público.</p><p>O apoio da agência cobre a estrutura do evento e o transporte de grupos de municípios menores.</p>', imagem: 'turismo.svg', alt: 'Ilustração: evento ao ar livre' },
  { slug: 'circuito', nome: 'Circuito Instrumental-Orquestra Municipal de Teutônia', resumo: 'Concertos da orquestra municipal de Teutônia em cidades do Vale do Taquari.', html: '<p>A orquestra leva concertos gratuitos a praças, igrejas e escolas do Vale do Taquari, com repertório que vai do erudito à música regional.</p><p>O patrocínio permite a manutenção das aulas de instrumento para jovens da comunidade.</p>', imagem: 'rede.svg', alt: 'Ilustração: rede de pontos conectados' },
  { slug: 'mais', nome: 'MAIS - Movimento Artístico Integra Sul', resumo: 'Circulação de espetáculos e oficinas artísticas pelo interior do Estado.', html: '<p>O movimento integra artistas de teatro, música e artes visuais em uma programação que circula por cidades do interior, com oficinas para estudantes e professores.</p><p>A agência apoia a circulação e a formação de plateias.</p>', imagem: 'estrada.svg', alt: 'Ilustração: estrada' },
  { slug: 'vida', nome: 'Vida com Arte', resumo: 'Oficinas de arte para pessoas em tratamento de saúde e seus familiares.', html: '<p>O projeto oferece oficinas de pintura, música e artesanato em hospitais e casas de apoio, como forma de acolhimento durante o tratamento.</p><p>O patrocínio financia materiais e a remuneração dos arte-educadores.</p>', imagem: 'moedas.svg', alt: 'Ilustração: moedas' },
]

export interface OrgaoSeed {
  nome: string
  descricao: string
  membros: { nome: string; cargo: string }[]
}

/** A body's members, one [name, position] row each, in the order the page lists them. */
const membros = (...linhas: [nome: string, cargo: string][]) => linhas.map(([nome, cargo]) => ({ nome, cargo }))

export const ORGAOS_SEED: readonly OrgaoSeed[] = [
  {
    nome: 'Diretoria',
    descricao: 'Responsável pela gestão da agência e pela execução da estratégia aprovada pelo Conselho de Administração.',
    membros: membros(
      ['Helena Prates Kunzler', 'Diretora-Presidente'],
      ['Rodrigo Menezes Farias', 'Diretor Vice-Presidente'],
      ['Caio Bertoldi Santana', 'Diretor de Operações'],
      ['Luíza Zanella Pires', 'Diretora Financeira'],
      ['Otávio Reichert Lima', 'Diretor de Crédito e Risco'],
      ['Marta Goulart Seibel', 'Diretora Administrativa'],
    ),
  },
  {
    nome: 'Conselho de Administração',
    descricao: 'Órgão de orientação estratégica e fiscalização da gestão, como prevê a Lei nº 13.303/2016 para as empresas estatais.',
    membros: membros(
      ['Fernando Assis Cardozo', 'Presidente do Conselho'],
      ['Beatriz Fontoura Rech', 'Vice-Presidente do Conselho'],
      ['Helena Prates Kunzler', 'Conselheira'],
      ['Gustavo Lemos Brandão', 'Conselheiro'],
      ['Patrícia Hoffmann Vieira', 'Conselheira Independente'],
      ['Sérgio Tavares Dornelles', 'Conselheiro Independente'],
      ['Ana Cláudia Moraes', 'Conselheira representante dos empregados'],
    ),
  },
  {
    nome: 'Comitê de Auditoria',
    descricao: 'Assessora o Conselho de Administração na supervisão das demonstrações financeiras, dos controles internos e das auditorias.',
    membros: membros(
      ['Ricardo Pasqualotto', 'Coordenador'],
      ['Juliana Estrela Macedo', 'Membro'],
      ['Tiago Vargas Becker', 'Membro'],
    ),
  },
  {
    nome: 'Conselho Fiscal',
    descricao: 'Fiscaliza os atos da administração e opina sobre as demonstrações financeiras, em nome dos acionistas.',
    membros: membros(
      ['Denise Quadros Wolff', 'Presidente (titular)'],
      ['Eduardo Saldanha Prestes', 'Titular'],
      ['Simone Rocha Teixeira', 'Titular'],
      ['Vinícius Carraro Nunes', 'Suplente'],
      ['Lúcia Amaral Franco', 'Suplente'],
    ),
  },
]
