/** The agency's public facts, edited by staff in the site-settings global and shown by the shell. */
export interface ConfiguracoesSite {
  nomeAgencia: string
  siglaAgencia: string
  descricaoSite: string
  telefoneCentral: string
  horarioAtendimento: string
  emailContato: string
  /** The data-protection officer (LGPD art. 41): identity and contact are public. */
  encarregado: { nome: string; email: string; telefone: string }
  endereco: {
    logradouro: string
    bairro: string
    cidade: string
    uf: string
    cep: string
  }
  redesSociais: {
    instagram: string
    youtube: string
    facebook: string
    linkedin: string
  }
  linksExternos: {
    governoEstado: string
    portalTransparencia: string
    acessoInformacao: string
    /** Issuing a payment slip (home page, spec 1 §2.3). */
    emissaoBoleto: string
    /** The partners' area (home page, spec 1 §2.3). */
    areaParceiro: string
    /** The 'Balancetes' link of /publicacoes (spec 2 §2): the balance sheets on a banking magazine's site. */
    balancetes: string
  }
  /** Where the Área do Cliente link goes (the separate internet-banking app). */
  areaClienteUrl: string
  /** What a proposal needs before it is sent (spec 2 §1), shown where a visitor asks for financing. */
  requisitosProposta: string[]
}

/**
 * The agency's facts when the site-settings global cannot be read (database
 * unreachable): the shell still shows a name, contacts and menus around the
 * error page. Also the demo seed's values.
 */
export const CONFIGURACOES_PADRAO: ConfiguracoesSite = {
  nomeAgencia: 'Fomento RS — Agência de Desenvolvimento do Rio Grande do Sul',
  siglaAgencia: 'Fomento RS',
  descricaoSite:
    'Agência de fomento do Estado do Rio Grande do Sul que financia produtores rurais, empresas, municípios e projetos de inovação para promover o desenvolvimento econômico e social gaúcho.',
  telefoneCentral: '(51) 3284-5400',
  horarioAtendimento: '9h às 18h',
  emailContato: 'atendimento@fomento.rs.gov.br',
  encarregado: { nome: 'Helena Martins Prates', email: 'encarregado.dados@fomento.rs.gov.br', telefone: '(51) 3284-5480' },
  endereco: {
    logradouro: 'Rua Sete de Setembro, 745 — 6º andar',
    bairro: 'Centro Histórico',
    cidade: 'Porto Alegre',
    uf: 'RS',
    cep: '90010-210',
  },
  redesSociais: {
    instagram: 'https://www.instagram.com/fomentors',
    youtube: 'https://www.youtube.com/@fomentors',
    facebook: 'https://www.facebook.com/fomentors',
    linkedin: 'https://www.linkedin.com/company/fomentors',
  },
  linksExternos: {
    governoEstado: 'https://www.estado.rs.gov.br',
    portalTransparencia: 'https://www.transparencia.rs.gov.br',
    acessoInformacao: 'https://www.lai.rs.gov.br',
    emissaoBoleto: '/ibb-web/boleto',
    areaParceiro: '/ibb-web/parceiros',
    balancetes: 'https://www.revistabancaria.com.br/balancetes',
  },
  areaClienteUrl: '/ibb-web/',
  requisitosProposta: [
    'Situação fiscal e previdenciária em dia (certidões negativas de débitos).',
    'Cadastro sem restrições que impeçam a contratação.',
    'Bom histórico de crédito e de cumprimento de compromissos.',
    'Projeto viável, alinhado às prioridades do Estado e às políticas operacionais do BNDES.',
    'Entrega das informações básicas e dos documentos pedidos para a análise.',
  ],
}

type Texto = string | null | undefined
/** The settings as stored: a global never saved (a site started without the demo) has no values yet. */
export interface ConfiguracoesGuardadas {
  nomeAgencia?: Texto
  siglaAgencia?: Texto
  descricaoSite?: Texto
  telefoneCentral?: Texto
  horarioAtendimento?: Texto
  emailContato?: Texto
  areaClienteUrl?: Texto
  encarregado?: Partial<Record<keyof ConfiguracoesSite['encarregado'], Texto>> | null
  endereco?: Partial<Record<keyof ConfiguracoesSite['endereco'], Texto>> | null
  redesSociais?: Partial<Record<keyof ConfiguracoesSite['redesSociais'], Texto>> | null
  linksExternos?: Partial<Record<keyof ConfiguracoesSite['linksExternos'], Texto>> | null
  requisitosProposta?: { texto: string }[] | null
}

/** Each text of `guardado` that has a value, else the default's. */
function preencher<T extends Record<string, string>>(guardado: Partial<Record<keyof T, Texto>> | null | undefined, padrao: T): T {
  const r = { ...padrao }
  for (const k of Object.keys(padrao) as (keyof T)[]) {
    const v = guardado?.[k]
    if (typeof v === 'string' && v) r[k] = v as T[keyof T]
  }
  return r
}

/**
 * The settings the shell shows: what staff saved, and the default for every value
 * not saved yet — a global added field by field over releases, or never saved at
 * all (`SEED_DEMO=false`), must not stop every page from rendering.
 */
export function configuracoesComPadroes(g: ConfiguracoesGuardadas): ConfiguracoesSite {
  const p = CONFIGURACOES_PADRAO
  const topo = preencher(g, {
    nomeAgencia: p.nomeAgencia,
    siglaAgencia: p.siglaAgencia,
    descricaoSite: p.descricaoSite,
    telefoneCentral: p.telefoneCentral,
    horarioAtendimento: p.horarioAtendimento,
    emailContato: p.emailContato,
    areaClienteUrl: p.areaClienteUrl,
  })
  return {
    ...topo,
    encarregado: preencher(g.encarregado, p.encarregado),
    endereco: preencher(g.endereco, p.endereco),
    redesSociais: preencher(g.redesSociais, p.redesSociais),
    linksExternos: preencher(g.linksExternos, p.linksExternos),
    requisitosProposta: (g.requisitosProposta ?? []).map((r) => r.texto),
  }
}
