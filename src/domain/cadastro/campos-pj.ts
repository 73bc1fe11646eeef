/**
 * The legal-entity registration form's catalogue (spec 3 §2 "Legal-entity form
 * tabs", §3 "Legal-entity form payload"): the entity and its legal
 * representative, then bank, address and contacts, then declarations. The
 * rules are in regras-pj.ts.
 */
import { catalogo, type Predicado } from '@/domain/formulario/catalogo'

import { AJUDA_PARTE_RELACIONADA, camposEndereco, camposPessoa, LIMITE_TELEFONE, LIMITE_TEXTO, nomesEndereco, OPCOES_SIM_NAO, SIM, temConjuge, texto } from './comum'

export const ABAS_PJ = {
  entidade: 'dadosentidadedadosrepresentantelegal',
  contato: 'dadosentidadebancarioenderecocontato',
  declaracoes: 'declaracaoautorizacao',
} as const

export const ENDERECO_REPRESENTANTE = nomesEndereco('RepresentanteLegal', 'ufRepresentanteLegalEndereco')
export const ENDERECO_ENTIDADE = nomesEndereco('Entidade')
export const ENDERECO_CORRESPONDENCIA_PJ = nomesEndereco('Correspondencia')

export const semConjugeRepresentante: Predicado = (v) => !temConjuge(texto(v, 'estadoCivilRepresentanteLegal'))
const correspondenciaIgual: Predicado = (v) => v.enderecoCorrespondenciaDiferente !== true
const A = ABAS_PJ.entidade
const B = ABAS_PJ.contato

export const CAMPOS_PJ = catalogo({
  abas: [
    { id: ABAS_PJ.entidade, rotulo: 'Dados da entidade e do representante legal' },
    { id: ABAS_PJ.contato, rotulo: 'Dados bancários, endereço e contatos' },
    { id: ABAS_PJ.declaracoes, rotulo: 'Autorizações e declarações' },
  ],
  campos: [
    { aba: A, nome: 'razaoSocial', rotulo: 'Razão Social', widget: 'texto', autoComplete: 'organization', maxLength: LIMITE_TEXTO, obrigatorio: true, inteiro: true },
    { aba: A, nome: 'cnpjEntidade', rotulo: 'CNPJ', dica: 'Com letras e números, se for o caso (CNPJ alfanumérico).', widget: 'mascarado', mascara: 'cnpj', obrigatorio: true },
    { aba: A, nome: 'naturezaJuridica', rotulo: 'Natureza Jurídica', widget: 'selecao', fonte: 'qualificacaoPj', obrigatorio: true },
    { aba: A, nome: 'ramoAtividadePrincipal', rotulo: 'Atividade Principal', widget: 'selecao', fonte: 'ramoAtividade', obrigatorio: true, inteiro: true },
    { aba: A, nome: 'dataConstituicao', rotulo: 'Data de Constituição', dica: 'dd/mm/aaaa', widget: 'data', mascara: 'data', obrigatorio: true },
    { aba: A, nome: 'receitaAnual', rotulo: 'Receita Anual (R$)', widget: 'dinheiro', obrigatorio: true },
    { aba: A, nome: 'dataBase', rotulo: 'Data Base', dica: 'O ano da receita informada.', widget: 'selecao', fonte: 'dataBase', obrigatorio: true },
    { aba: A, nome: 'parteRelacionadaEntidade', rotulo: 'Parte Relacionada', ajuda: AJUDA_PARTE_RELACIONADA, widget: 'radio', opcoes: OPCOES_SIM_NAO, obrigatorio: true },
    { aba: A, nome: 'opcaoParteRelacionadaEntidade', rotulo: 'Enquadramento de Parte Relacionada', widget: 'selecao', fonte: 'tipoEnquadramentoParteRelacionada', obrigatorio: true, oculto: (v) => texto(v, 'parteRelacionadaEntidade') !== SIM, inteiro: true },

    ...camposPessoa('RepresentanteLegal', A),
    { aba: A, nome: 'estadoCivilRepresentanteLegal', rotulo: 'Estado Civil', widget: 'selecao', fonte: 'estadoCivil', obrigatorio: true },
    { aba: A, nome: 'regimeBensRepresentanteLegal', rotulo: 'Regime de Bens', widget: 'selecao', fonte: 'regimeCasamento', obrigatorio: true, desabilitado: semConjugeRepresentante, limparQuando: semConjugeRepresentante },
    { aba: A, nome: 'emailRepresentanteLegal', rotulo: 'E-mail', widget: 'texto', inputMode: 'email', maxLength: LIMITE_TEXTO, obrigatorio: true },
    { aba: A, nome: 'telefoneRepresentanteLegalFormatado', rotulo: 'Telefone', widget: 'mascarado', mascara: 'telefoneEspacado', inputMode: 'tel', maxLength: LIMITE_TELEFONE, obrigatorio: true },
    ...camposEndereco(ENDERECO_REPRESENTANTE, A, { obrigatorio: true }),

    { aba: B, nome: 'banco', rotulo: 'Banco', widget: 'selecao', fonte: 'banco', inteiro: true },
    { aba: B, nome: 'agencia', rotulo: 'Agência', widget: 'texto', inputMode: 'numeric', maxLength: 10 },
    { aba: B, nome: 'numeroContaCorrente', rotulo: 'Conta Corrente nº', widget: 'texto', maxLength: 20 },
    // The representative's address was typed in the first tab: a small company often has the same one.
    ...camposEndereco(ENDERECO_ENTIDADE, B, { obrigatorio: true, copiarDe: { rotulo: 'Usar o endereço do representante legal', endereco: ENDERECO_REPRESENTANTE } }),
    { aba: B, nome: 'enderecoCorrespondenciaDiferente', rotulo: 'Endereço de correspondência diferente do endereço da entidade', widget: 'caixa', inteiro: true },
    ...camposEndereco(ENDERECO_CORRESPONDENCIA_PJ, B, { obrigatorio: true, oculto: correspondenciaIgual }),
    {
      aba: B,
      nome: 'contatoPrincipal',
      rotulo: 'Contato principal',
      dica: 'Nome de quem atende.',
      widget: 'texto',
      maxLength: LIMITE_TEXTO,
      // Often the representative, whose name, phone and e-mail the first tab already has.
      copiarDe: {
        rotulo: 'Usar nome, telefone e e-mail do representante legal',
        pares: [
          ['contatoPrincipal', 'nomeCompletoRepresentanteLegal'],
          ['telefoneContatoPrincipalFormatado', 'telefoneRepresentanteLegalFormatado'],
          ['emailContato', 'emailRepresentanteLegal'],
        ],
      },
    },
    { aba: B, nome: 'telefoneContatoPrincipalFormatado', rotulo: 'Telefone do contato principal', widget: 'mascarado', mascara: 'telefoneEspacado', inputMode: 'tel', maxLength: LIMITE_TELEFONE, obrigatorio: true },
    { aba: B, nome: 'contatoSecundario', rotulo: 'Contato secundário', widget: 'texto', maxLength: LIMITE_TEXTO },
    { aba: B, nome: 'telefoneContatoSecundarioFormatado', rotulo: 'Telefone do contato secundário', widget: 'mascarado', mascara: 'telefoneEspacado', inputMode: 'tel', maxLength: LIMITE_TELEFONE, obrigatorio: true },
    { aba: B, nome: 'emailContato', rotulo: 'E-mail pessoal principal', widget: 'texto', inputMode: 'email', autoComplete: 'email', maxLength: LIMITE_TEXTO, obrigatorio: true, inteiro: true },
  ],
})
