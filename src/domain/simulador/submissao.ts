/**
 * The simulation's applicant, defined once (spec 1 §2.5, §3 Simulation request,
 * §5; issue 30): step 5's fields in order, their limits and messages, how the
 * commercial team sees a lead, and the data-protection lines. The catalogue, the
 * applicant's schema (features/simulador/schema.ts), the collection
 * (collections/Simulacoes) and the access row derive from it. The simulation's own
 * numbers (segment, aim, revenue, amount) come from steps 1 to 4, not a form of
 * fields: the feature's schema and the collection add them.
 */
import { EMAIL, TELEFONE } from '../submissao/campos-comuns'
import { fluxo } from '../submissao/caso'
import { definirSubmissao } from '../submissao/definicao'

const UF_OBRIGATORIA = 'UF é obrigatória.'
const CIDADE_OBRIGATORIA = 'Cidade é obrigatória.'

export const SIMULACAO = definirSubmissao({
  slug: 'simulacoes',
  interfaceName: 'Simulacao',
  rotulos: { singular: 'Simulação', plural: 'Simulações (leads)' },
  // Leads with the applicant's data: the commercial team follows them up.
  equipe: 'comercial',
  // A lead never goes back to new; a discarded one may be taken up again.
  ...fluxo({
    nova: ['Nova', ['em-contato', 'concluida', 'descartada']],
    'em-contato': ['Em contato', ['concluida', 'descartada']],
    concluida: ['Concluída', ['em-contato', 'descartada'], 'encerrada'],
    descartada: ['Descartada', ['em-contato'], 'encerrada'],
  }),
  // Messages verbatim from spec 1 §5.
  campos: [
    {
      nome: 'razaoSocial',
      rotulo: 'Razão social',
      widget: 'texto',
      autoComplete: 'organization',
      maxLength: 150,
      minLength: 3,
      obrigatorio: true,
      faltando: 'Campo Razão Social é obrigatório',
      invalido: 'Razão Social inválida',
      inteiro: true,
      coluna: true,
      busca: true,
      dadoPessoal: 'razão social',
    },
    {
      nome: 'cnpj',
      rotulo: 'CNPJ',
      dica: 'Somente números; o CNPJ alfanumérico também é aceito.',
      widget: 'mascarado',
      mascara: 'cnpj',
      regra: 'cnpj',
      obrigatorio: true,
      busca: true,
      indice: true,
      dadoPessoal: 'CNPJ',
    },
    // Any length the phone rule accepts (no 14-character cut here).
    { ...TELEFONE, nome: 'telefoneSolicitante', maximo: undefined },
    { ...EMAIL, nome: 'emailSolicitante', inteiro: true },
    { nome: 'uf', rotulo: 'UF', widget: 'selecao', fonte: 'estados', minLength: 2, maximo: 2, obrigatorio: true, faltando: UF_OBRIGATORIA, invalido: UF_OBRIGATORIA },
    {
      nome: 'cidade',
      rotulo: 'Cidade',
      dica: 'Digite 3 letras para ver sugestões.',
      widget: 'sugestoes',
      fonte: 'municipios',
      rotuloSugestoes: 'Cidades sugeridas',
      maximo: 100,
      obrigatorio: true,
      faltando: CIDADE_OBRIGATORIA,
      invalido: CIDADE_OBRIGATORIA,
      dadoPessoal: 'cidade',
    },
  ],
  vistaDaEquipe: [
    ['razaoSocial', 'cnpj'],
    ['emailSolicitante', 'telefoneSolicitante'],
    ['cidade', 'uf'],
  ],
  lgpd: {
    finalidade: 'para simular o financiamento e a equipe comercial entrar em contato (LGPD, art. 7º, V).',
    prazo: 'por até 5 anos após o contato,',
  },
})
