import { IOF_PESSOA_JURIDICA, type AliquotasIof } from './cet'

/** The agency's public facts, edited by staff in the site-settings global and shown by the shell. */
export interface ConfiguracoesSite {
  nomeAgencia: string
  siglaAgencia: string
  descricaoSite: string
  telefoneCentral: string
  horarioAtendimento: string
  /** The ombudsman's free line (Res. CMN 4.860/2020), or '' and it is not shown. */
  telefoneOuvidoria: string
  /** IOF rates on company credit (Decreto 6.306/2007), used in the simulation's CET. */
  iof: AliquotasIof
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
    /** Issuing a payment slip (home page, spec 1 §2.3): an absolute address, or '' and no link. */
    emissaoBoleto: string
    /** The partners' area (home page, spec 1 §2.3): an absolute address, or '' and no link. */
    areaParceiro: string
    /** The 'Balancetes' link of /publicacoes (spec 2 §2): the balance sheets on a banking magazine's site. */
    balancetes: string
  }
  /** Where the Área do Cliente link goes (the separate internet-banking app): an absolute address, or '' and no link. */
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
  // Only a number staff saved is shown (Res. CMN 4.860/2020 line): none by default.
  telefoneOuvidoria: '',
  iof: IOF_PESSOA_JURIDICA,
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
    // The internet-banking app is another site (spec 1 §1): no address is known until staff set one.
    emissaoBoleto: '',
    areaParceiro: '',
    balancetes: 'https://www.revistabancaria.com.br/balancetes',
  },
  areaClienteUrl: '',
  requisitosProposta: [
    'Situação fiscal e previdenciária em dia (certidões negativas de débitos).',
    'Cadastro sem restrições que impeçam a contratação.',
    'Bom histórico de crédito e de cumprimento de compromissos.',
    'Projeto viável, alinhado às prioridades do Estado e às políticas operacionais do BNDES.',
    'Entrega das informações básicas e dos documentos pedidos para a análise.',
  ],
}

type Texto = string | null | undefined

/**
 * `valor` when it is an absolute http(s) address, else ''. The internet-banking links point at another
 * application: a path (the legacy default '/ibb-web/') would be answered by this site, with a 404.
 */
export function enderecoExterno(valor: Texto): string {
  const v = valor?.trim() ?? ''
  if (!/^https?:\/\/[^/\s]/i.test(v) || !URL.canParse(v)) return ''
  return v
}

/** The settings as stored: a global never saved (a site started without the demo) has no values yet. */
export interface ConfiguracoesGuardadas {
  nomeAgencia?: Texto
  siglaAgencia?: Texto
  descricaoSite?: Texto
  telefoneCentral?: Texto
  horarioAtendimento?: Texto
  telefoneOuvidoria?: Texto
  iof?: { aliquotaDiaria?: number | null; aliquotaAdicional?: number | null } | null
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
  })
  // The internet-banking links have no default: an empty (or not absolute) setting hides the link.
  return {
    ...topo,
    // No default: an empty setting hides the 0800 line rather than showing a made-up number.
    telefoneOuvidoria: g.telefoneOuvidoria?.trim() ?? '',
    iof: {
      diariaPercentual: g.iof?.aliquotaDiaria ?? p.iof.diariaPercentual,
      adicionalPercentual: g.iof?.aliquotaAdicional ?? p.iof.adicionalPercentual,
    },
    areaClienteUrl: enderecoExterno(g.areaClienteUrl),
    encarregado: preencher(g.encarregado, p.encarregado),
    endereco: preencher(g.endereco, p.endereco),
    redesSociais: preencher(g.redesSociais, p.redesSociais),
    linksExternos: {
      ...preencher(g.linksExternos, p.linksExternos),
      emissaoBoleto: enderecoExterno(g.linksExternos?.emissaoBoleto),
      areaParceiro: enderecoExterno(g.linksExternos?.areaParceiro),
    },
    requisitosProposta: (g.requisitosProposta ?? []).map((r) => r.texto),
  }
}
