/**
 * Reference lists of the registration forms (spec 3 §3) that staff keep in the back-office
 * (Cadastros). Real values, not demo ones: the seed writes them on every empty database.
 */

/**
 * Marital statuses, each in both spellings where Portuguese has two: the no-spouse ones that
 * spec 3 §4 lists (single, emancipated single, widowed, divorced, judicially separated, separated
 * by decree, dissociated — desquitado, the pre-1977 separation), married, and stable union.
 */
export const ESTADOS_CIVIS_SEED: readonly string[] = [
  'SOLTEIRO', 'SOLTEIRA',
  'SOLTEIRO EMANCIPADO', 'SOLTEIRA EMANCIPADA',
  'CASADO', 'CASADA',
  'UNIÃO ESTÁVEL',
  'VIÚVO', 'VIÚVA',
  'DIVORCIADO', 'DIVORCIADA',
  'SEPARADO JUDICIALMENTE', 'SEPARADA JUDICIALMENTE',
  'SEPARADO POR DECRETO', 'SEPARADA POR DECRETO',
  'DESQUITADO', 'DESQUITADA',
]

/** Property regimes of the Civil Code (arts. 1.658–1.688) and the mandatory separation of art. 1.641. */
export const REGIMES_CASAMENTO_SEED: readonly string[] = [
  'COMUNHÃO PARCIAL DE BENS',
  'COMUNHÃO UNIVERSAL DE BENS',
  'SEPARAÇÃO TOTAL DE BENS',
  'SEPARAÇÃO OBRIGATÓRIA DE BENS',
  'PARTICIPAÇÃO FINAL NOS AQUESTOS',
]

/** Identity documents accepted for a registration, with the abbreviation the form sends. */
export const TIPOS_DOCUMENTO_SEED: readonly { descricao: string; sigla: string }[] = [
  { descricao: 'Carteira de Identidade', sigla: 'RG' },
  { descricao: 'Carteira de Identidade Nacional', sigla: 'CIN' },
  { descricao: 'Carteira Nacional de Habilitação', sigla: 'CNH' },
  { descricao: 'Carteira de Trabalho e Previdência Social', sigla: 'CTPS' },
  { descricao: 'Passaporte', sigla: 'PASS' },
  { descricao: 'Registro Nacional de Estrangeiro', sigla: 'RNE' },
  { descricao: 'Carteira de Registro Nacional Migratório', sigla: 'CRNM' },
  { descricao: 'Documento Provisório de Registro Nacional Migratório', sigla: 'DPRNM' },
  { descricao: 'Carteira de Identidade Militar', sigla: 'CIM' },
  { descricao: 'Carteira de Identidade Profissional (conselho de classe)', sigla: 'CIP' },
  { descricao: 'Carteira da Ordem dos Advogados do Brasil', sigla: 'OAB' },
]

/** A list the form shows by id, in the order of its rule: each description's id is its position, from 1. */
function pelaOrdem(...descricoes: string[]): readonly { id: number; descricao: string }[] {
  return descricoes.map((descricao, i) => ({ id: i + 1, descricao }))
}

/**
 * PEP framings: the positions of art. 27 of the Central Bank's Circular 3.978/2020 (the same list as
 * COAF's Resolution 40/2021), then relatives and close associates (art. 19), in the order of the
 * rule: the form shows them by id.
 */
export const ENQUADRAMENTOS_PEP_SEED = pelaOrdem(
  'Detentor de mandato eletivo dos Poderes Executivo e Legislativo da União',
  'Ministro de Estado ou equiparado',
  'Ocupante de cargo de Natureza Especial ou equivalente no Poder Executivo da União',
  'Presidente, vice-presidente ou diretor, ou equivalente, de entidade da administração pública indireta da União',
  'Ocupante de cargo do Grupo-Direção e Assessoramento Superiores (DAS) nível 6, ou equivalente',
  'Membro do Conselho Nacional de Justiça, do Supremo Tribunal Federal, de Tribunal Superior, de Tribunal Regional Federal, do Trabalho ou Eleitoral, do Conselho Superior da Justiça do Trabalho ou do Conselho da Justiça Federal',
  'Membro do Conselho Nacional do Ministério Público, Procurador-Geral da República, Vice-Procurador-Geral da República, Procurador-Geral do Trabalho, Procurador-Geral da Justiça Militar, Subprocurador-Geral da República ou Procurador-Geral de Justiça de Estado ou do Distrito Federal',
  'Membro do Tribunal de Contas da União, Procurador-Geral ou Subprocurador-Geral do Ministério Público junto ao Tribunal de Contas da União',
  'Presidente ou tesoureiro nacional, ou equivalente, de partido político',
  'Governador, Secretário de Estado ou do Distrito Federal, Deputado Estadual ou Distrital, presidente de entidade da administração pública indireta estadual ou distrital, ou presidente de Tribunal de Justiça, Tribunal Militar ou Tribunal de Contas estadual ou distrital',
  'Prefeito, Vereador, Secretário Municipal, presidente de entidade da administração pública indireta municipal ou presidente de Tribunal de Contas de Município',
  'No exterior: chefe de Estado ou de governo, político de escalão superior, ocupante de cargo governamental de escalão superior, oficial-general, membro de escalão superior do Poder Judiciário, executivo de escalão superior de empresa pública ou dirigente de partido político',
  'Dirigente de escalão superior de entidade de direito internacional público ou privado',
  'Familiar de pessoa exposta politicamente (parente em linha reta até o segundo grau, cônjuge, companheiro(a) ou enteado(a))',
  'Estreito colaborador de pessoa exposta politicamente',
)

/** Related parties of a financial institution, art. 2 of CMN Resolution 4.693/2018, in its order (the form shows them by id). */
export const TIPOS_PARTE_RELACIONADA_SEED = pelaOrdem(
  'Controlador da instituição, pessoa física ou jurídica (art. 116 da Lei nº 6.404/1976)',
  'Diretor ou membro de órgão estatutário ou contratual da instituição',
  'Cônjuge, companheiro(a) ou parente, consanguíneo ou afim, até o segundo grau, de controlador, diretor ou membro de órgão estatutário',
  'Pessoa física com participação societária qualificada no capital da instituição',
  'Pessoa jurídica com participação qualificada no capital da instituição',
  'Pessoa jurídica em cujo capital a instituição possua participação societária qualificada',
  'Pessoa jurídica em que a instituição possua controle operacional efetivo ou preponderância nas deliberações',
  'Pessoa jurídica que possua diretor ou membro do conselho de administração em comum com a instituição',
)

/** Street types of the Correios' address base, with LINHA and CORREDOR, common in rural Rio Grande do Sul. */
export const PREFIXOS_ENDERECO_SEED: readonly string[] = [
  'ACESSO', 'ALAMEDA', 'ÁREA', 'AVENIDA', 'BECO', 'CAMINHO', 'CHÁCARA', 'CONDOMÍNIO', 'CONJUNTO', 'CORREDOR',
  'DISTRITO', 'ESTRADA', 'FAZENDA', 'LADEIRA', 'LARGO', 'LINHA', 'LOTEAMENTO', 'PARQUE', 'PASSAGEM', 'PRAÇA',
  'QUADRA', 'RODOVIA', 'RUA', 'SERVIDÃO', 'SETOR', 'SÍTIO', 'TRAVESSA', 'TRECHO', 'TREVO', 'VIA', 'VIADUTO',
  'VIELA', 'VILA',
]
