/**
 * The registration for the state funds, defined once (spec 3 §1, §3: the
 * individual and the legal-entity forms; issue 30): its collection's slug, the
 * registration team, its statuses, its number, the lines of its data-protection
 * notice, and the fields of its staff view. The collection
 * (collections/CadastrosFundos), the access row, the follow-up and the e-mails'
 * names derive from it.
 *
 * Unlike the other kinds, the page's form is not these fields: it is a nested
 * form of some 150 fields in tabs, one catalogue per form (campos-pf.ts,
 * campos-pj.ts, whose zod types features/cadastros/schema.ts derives with
 * `formaDe`), kept whole in the collection's `dados` and read there by sections
 * (CadastroLegivel). The fields below are the summary the server takes from it
 * (who, which form, how to reach them) for the staff list; so their notice's list
 * of data is the definition's own words, not theirs.
 */
import { fluxo } from '../submissao/caso'
import { definirSubmissao } from '../submissao/definicao'

export const CADASTRO_FUNDOS = definirSubmissao({
  slug: 'cadastros-fundos',
  interfaceName: 'CadastroFundos',
  rotulos: { singular: 'Cadastro de fundos estaduais', plural: 'Cadastros de fundos estaduais' },
  servico: 'Cadastro para fundos estaduais',
  // Personal data (CPF, income, PEP): the registration team reads and follows them up.
  equipe: 'cadastro',
  // Never back to received; a treated registration may be looked at again.
  ...fluxo({
    recebido: ['Recebido', ['em-analise', 'tratado']],
    'em-analise': ['Em análise', ['tratado']],
    tratado: ['Tratado', ['em-analise'], 'encerrada'],
  }),
  // The applicant's key to follow it up (domain/submissao/numero.ts).
  protocolo: { prefixo: 'CAD' },
  campos: [
    {
      nome: 'tipoFormulario',
      rotulo: 'Formulário',
      widget: 'selecao',
      opcoes: [
        { valor: 'fisica', rotulo: 'Pessoa física' },
        { valor: 'juridica', rotulo: 'Pessoa jurídica' },
      ],
      obrigatorio: true,
    },
    { nome: 'papel', rotulo: 'Declarante', widget: 'texto', notaDaEquipe: 'Pessoa física: tomador ou fiador/avalista.' },
    { nome: 'nome', rotulo: 'Nome ou razão social', widget: 'texto', obrigatorio: true },
    { nome: 'documento', rotulo: 'CPF ou CNPJ', widget: 'mascarado', mascara: 'cpfCnpj', obrigatorio: true },
    { nome: 'email', rotulo: 'E-mail', widget: 'texto', inputMode: 'email', obrigatorio: true },
  ],
  vistaDaEquipe: [
    ['tipoFormulario', 'papel'],
    ['nome', 'documento', 'email'],
  ],
  // The same wording as the privacy policy.
  lgpd: {
    dados:
      'seus dados de identificação, documentos, estado civil e cônjuge, renda ou receita, endereços, contatos, dados bancários e as declarações de pessoa exposta politicamente e de parte relacionada',
    finalidade: 'para o cadastro e a análise de crédito com recursos dos Fundos Estaduais (LGPD, art. 7º, II, V e X).',
    prazo: 'enquanto durar o contrato e por 10 anos depois, como exige a lei de prevenção à lavagem de dinheiro,',
  },
})
