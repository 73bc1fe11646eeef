/**
 * The Carta de Serviços ao Usuário (Lei 13.460/2017 art. 7º): one entry per
 * service with the §2º items — what it is, the requirements, the steps, the
 * maximum time, how it is delivered and where to complain. The ombudsman's
 * times come from the rules the deadline computation uses (Atendimento ›
 * Prazos e retenção), so the charter and the back-office cannot disagree. Pure.
 */
import { CANAIS, enderecoDoCanal, type SlugCanal } from './atendimento'
import type { NaturezaManifestacao, RegraDaNatureza } from './ouvidoria/manifestacao'
import { prazoPorExtenso, resumoDosPrazos } from './ouvidoria/prazos-texto'
import { INFO_PERFIS, type Perfil } from './perfil'

export const ENDERECO_CARTA_SERVICOS = '/carta-de-servicos'
export const ENDERECO_RELATORIO_OUVIDORIA = '/relatorio-da-ouvidoria'

/** Lei 12.527/2011 art. 11, §§ 1º e 2º: 20 days, extendable by 10 with a reason. */
export const PRAZO_ACESSO_INFORMACAO = 'até 20 dias corridos, prorrogáveis por mais 10 com justificativa (Lei nº 12.527/2011, art. 11)'

export interface ServicoDaCarta {
  id: string
  titulo: string
  endereco: string
  oQueE: string
  requisitos: string[]
  etapas: string[]
  prazo: string
  comoRecebe: string
  ondeReclamar: string
}

export interface GrupoDaCarta {
  titulo: string
  servicos: ServicoDaCarta[]
}

type Regras = Record<NaturezaManifestacao, RegraDaNatureza>

const FORMULARIO = 'Preencher o formulário da página, com os campos obrigatórios marcados com *.'

function ondeReclamar(regras: Regras): string {
  return `Na Ouvidoria (${enderecoDoCanal('ouvidoria')}), que responde reclamações em até ${prazoPorExtenso(regras.Reclamação)}.`
}

function financiamento(perfil: Perfil, requisitos: readonly string[], regras: Regras): ServicoDaCarta {
  const p = INFO_PERFIS[perfil]
  return {
    id: `financiamento-${p.rota.slice(1)}`,
    titulo: `Financiamento: ${p.titulo}`,
    endereco: p.rota,
    oQueE: p.introducao,
    requisitos: requisitos.length ? [...requisitos] : ['Os documentos indicados em cada produto.'],
    etapas: ['Escolher o produto na página do público.', 'Usar o botão de solicitação do produto e informar os dados de contato.', 'A equipe comercial entra em contato, analisa a proposta e as garantias e apresenta as condições.'],
    prazo: 'A análise de crédito não tem prazo fixado em norma: depende do projeto e das garantias; a equipe comercial informa o prazo no primeiro contato.',
    comoRecebe: 'Resposta da equipe comercial por e-mail ou telefone; o crédito, depois de aprovado e contratado, é liberado na conta da empresa, do produtor ou do município.',
    ondeReclamar: ondeReclamar(regras),
  }
}

/** The texts of each channel's entry (what it is and how the answer comes). */
const CANAIS_NA_CARTA: Record<SlugCanal, { oQueE: string; comoRecebe: string; requisitos?: string[]; prazo?: (r: Regras) => string }> = {
  'fale-conosco': { oQueE: 'Dúvidas, pedidos de informação sobre produtos e contato com a agência.', comoRecebe: 'Resposta da equipe de atendimento pelo e-mail informado.' },
  protocolo: { oQueE: 'Envio de documentos e requerimentos à agência, com número de protocolo.', comoRecebe: 'Número de protocolo na hora; resposta da área responsável pelo e-mail informado.' },
  ouvidoria: {
    oQueE: 'Reclamações, denúncias, elogios, sugestões e solicitações quando o atendimento habitual não resolveu o caso.',
    comoRecebe: 'Número de protocolo na hora e resposta conclusiva por e-mail.',
    prazo: (r) => `Resposta ${resumoDosPrazos(r)}.`,
  },
  denuncias: {
    oQueE: 'Relato de fraude, corrupção ou desvio de conduta, com ou sem identificação.',
    comoRecebe: 'Um recibo para acompanhar o relato e conversar com a equipe de integridade, sem se identificar.',
    requisitos: ['Nenhum: a identificação é opcional.'],
    prazo: (r) => `Apuração acompanhada pelo recibo; resposta em até ${prazoPorExtenso(r.Denúncia)}, prorrogáveis uma vez.`,
  },
  perguntas: { oQueE: 'Respostas às dúvidas mais comuns sobre a agência e os seus serviços.', comoRecebe: 'Na própria página.', requisitos: ['Nenhum.'], prazo: () => 'Imediato.' },
  falabr: {
    oQueE: 'Manifestações e pedidos de acesso à informação pela plataforma Fala.BR, da Controladoria-Geral da União.',
    comoRecebe: 'Resposta pela plataforma Fala.BR e pelo e-mail cadastrado nela.',
    requisitos: ['Uma conta gov.br.'],
    prazo: () => `Pedidos de informação: ${PRAZO_ACESSO_INFORMACAO}.`,
  },
  juro: { oQueE: 'Informações sobre o programa Juro Zero e como aderir.', comoRecebe: 'Na própria página e pelos contatos da central de atendimento.' },
  encarregado: {
    oQueE: 'Pedidos sobre os seus dados pessoais (LGPD): acesso, correção, eliminação e informações sobre o tratamento.',
    comoRecebe: 'Resposta do encarregado pelo e-mail informado.',
    prazo: () => 'Confirmação de existência ou acesso aos dados: até 15 dias (Lei nº 13.709/2018, art. 19, II).',
  },
  ir: { oQueE: 'Informe de rendimentos para a declaração do Imposto de Renda.', comoRecebe: 'Pela Área do Cliente ou pelos contatos da central de atendimento.' },
  boleto: { oQueE: 'Emissão da segunda via de boletos das parcelas.', comoRecebe: 'O boleto em PDF, no serviço de emissão.', requisitos: ['Os dados do contrato.'], prazo: () => 'Imediato.' },
}

function canal(slug: SlugCanal, nome: string, regras: Regras): ServicoDaCarta {
  const c = CANAIS_NA_CARTA[slug]
  return {
    id: `canal-${slug}`,
    titulo: nome,
    endereco: enderecoDoCanal(slug),
    oQueE: c.oQueE,
    requisitos: c.requisitos ?? [FORMULARIO],
    etapas: ['Acessar a página do canal.', 'Ler as orientações e, quando houver formulário, preenchê-lo e enviar.', 'Guardar o número de protocolo ou o recibo, quando houver.'],
    prazo: c.prazo?.(regras) ?? 'Sem prazo fixado em norma; respondemos o quanto antes, em dias úteis.',
    comoRecebe: c.comoRecebe,
    ondeReclamar: slug === 'ouvidoria' ? 'No Banco Central do Brasil (registro de reclamação contra instituição financeira) ou na plataforma Fala.BR.' : ondeReclamar(regras),
  }
}

/** The charter's groups and entries, from the ombudsman's rules and the proposal requirements in the settings. */
export function cartaDeServicos(regras: Regras, requisitosProposta: readonly string[]): GrupoDaCarta[] {
  const perfis: Perfil[] = ['AGRO', 'ICS', 'PUB', 'INV']
  return [
    { titulo: 'Financiamento', servicos: perfis.map((p) => financiamento(p, requisitosProposta, regras)) },
    {
      titulo: 'Simulação e cadastro',
      servicos: [
        {
          id: 'simulacao',
          titulo: 'Simulação de financiamento',
          endereco: '/home#simulador-titulo',
          oQueE: 'Cálculo das parcelas e do custo efetivo total (CET) de um financiamento para empresas, na linha de menor taxa em que o pedido se encaixa.',
          requisitos: ['CNPJ, faturamento anual, valor pretendido e dados de contato.'],
          etapas: ['Preencher o simulador da página inicial.', 'Ver o resultado: condições, CET e tabela de parcelas.', 'Baixar o PDF, se quiser.'],
          prazo: 'Imediato. Acima de R$ 500.000, a equipe comercial entra em contato.',
          comoRecebe: 'Na página de resultado e em PDF.',
          ondeReclamar: ondeReclamar(regras),
        },
        {
          id: 'cadastro-fundos',
          titulo: 'Cadastro para os fundos estaduais',
          endereco: '/formulario/pessoa-fisica',
          oQueE: 'Cadastro de pessoa física ou jurídica para operações com os fundos estaduais administrados pela agência.',
          requisitos: ['CPF ou CNPJ, documento de identificação, endereço e dados bancários; para empresa, os sócios e representantes.'],
          etapas: ['Escolher o formulário de pessoa física ou jurídica.', 'Preencher as seções e enviar.', 'Baixar o PDF com as declarações, assinar e entregar como indicado.'],
          prazo: 'O cadastro é recebido na hora; a análise não tem prazo fixado em norma.',
          comoRecebe: 'Confirmação na página e por e-mail, com o PDF para assinar.',
          ondeReclamar: ondeReclamar(regras),
        },
      ],
    },
    { titulo: 'Canais de atendimento', servicos: CANAIS.map((c) => canal(c.slug, c.nome, regras)) },
    {
      titulo: 'Acesso à informação',
      servicos: [
        {
          id: 'acesso-informacao',
          titulo: 'Pedido de acesso à informação',
          endereco: '/acesso-a-informacao',
          oQueE: 'Pedido de informações públicas da agência (Lei de Acesso à Informação).',
          requisitos: ['Identificação do requerente e a descrição da informação pedida; não é preciso dizer o motivo.'],
          etapas: ['Consultar antes o Portal da Transparência e a página de Acesso à Informação.', 'Registrar o pedido pela plataforma Fala.BR.', 'Acompanhar pelo número de protocolo.'],
          prazo: `Resposta ${PRAZO_ACESSO_INFORMACAO}.`,
          comoRecebe: 'Pela plataforma Fala.BR e por e-mail.',
          ondeReclamar: 'Recurso à autoridade superior em até 10 dias da resposta (Lei nº 12.527/2011, art. 15), pela mesma plataforma.',
        },
      ],
    },
  ]
}
