import type { CollectionConfig } from 'payload'

import { comFormato } from '../equipe/celulas'
import type { EsquemaDeNumero } from '@/domain/submissao/numero'

import { colecaoDeSubmissao } from '../submissao'

/** A registration's number: the applicant's key to follow it up (domain/submissao/numero.ts). */
export const NUMERO_CADASTRO = { prefixo: 'CAD' } as const satisfies EsquemaDeNumero

const leitura = { readOnly: true }

/** A registration's follow-up statuses (the follow-up by number reads them too). */
export const SITUACOES_CADASTRO = [
  { value: 'recebido', label: 'Recebido' },
  { value: 'em-analise', label: 'Em análise' },
  { value: 'tratado', label: 'Tratado' },
] as const

/** The statuses that end a registration (out of the queue; the satisfaction survey follows). */
export const ENCERRADAS_CADASTRO = ['tratado'] as const

/**
 * Registrations for the state funds (spec 3 §1, §3: the individual and the
 * legal-entity forms, POST /site-api/formulario/uploadNeutro). The list shows
 * who and what; the whole form, as sent, is kept in `dados` (the same lines
 * reach the team by e-mail).
 */
export const CadastrosFundos: CollectionConfig = colecaoDeSubmissao({
  slug: 'cadastros-fundos',
  interfaceName: 'CadastroFundos',
  labels: { singular: 'Cadastro de fundos estaduais', plural: 'Cadastros de fundos estaduais' },
  // Personal data (CPF, income, PEP): the registration team reads and follows them up.
  admin: {
    group: 'Cadastros',
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'tipoFormulario', 'documento', 'papel', 'situacao', 'createdAt'],
    listSearchableFields: ['nome', 'documento'],
  },
  protocolo: NUMERO_CADASTRO,
  situacoes: SITUACOES_CADASTRO,
  // Never back to received; a treated registration may be looked at again.
  transicoes: { recebido: ['em-analise', 'tratado'], 'em-analise': ['tratado'], tratado: ['em-analise'] },
  encerradas: ENCERRADAS_CADASTRO,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'tipoFormulario',
          label: 'Formulário',
          type: 'select',
          required: true,
          options: [
            { value: 'fisica', label: 'Pessoa física' },
            { value: 'juridica', label: 'Pessoa jurídica' },
          ],
          admin: leitura,
        },
        { name: 'papel', label: 'Declarante', type: 'text', admin: { ...leitura, description: 'Pessoa física: tomador ou fiador/avalista.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'nome', label: 'Nome ou razão social', type: 'text', required: true, admin: leitura },
        comFormato({ name: 'documento', label: 'CPF ou CNPJ', type: 'text', required: true, admin: leitura }, 'documento'),
        { name: 'email', label: 'E-mail', type: 'email', required: true, admin: leitura },
      ],
    },
    // The same PDF the applicant downloaded and the team received by e-mail, rendered from `dados`.
    { name: 'pdf', label: 'PDF', type: 'ui', admin: { components: { Field: '@/components/admin/LinkPdfCadastro#LinkPdfCadastro' } } },
    // Shown in the form's sections with labels (CadastroLegivel), never in Payload's JSON editor, which loads from a CDN.
    { name: 'dados', label: 'Formulário como enviado', type: 'json', required: true, admin: { ...leitura, components: { Field: '@/components/admin/CadastroLegivel#CadastroLegivel' } } },
  ],
})
