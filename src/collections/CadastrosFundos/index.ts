import type { CollectionConfig } from 'payload'

import { CADASTRO_FUNDOS } from '@/domain/cadastro/submissao'

import { colecaoDaDefinicao } from '../submissao'

const leitura = { readOnly: true }

/**
 * Registrations for the state funds (spec 3 §1, §3: the individual and the
 * legal-entity forms, POST /site-api/formulario/uploadNeutro), derived from their
 * definition (domain/cadastro/submissao.ts). The list shows who and what; the
 * whole form, as sent, is kept in `dados` (the same lines reach the team by e-mail).
 */
export const CadastrosFundos: CollectionConfig = colecaoDaDefinicao(CADASTRO_FUNDOS, {
  // The list names who sent it, not the number (as it did before the definition): the team finds a registration by name or document.
  admin: {
    useAsTitle: 'nome',
    defaultColumns: ['nome', 'tipoFormulario', 'documento', 'papel', 'situacao', 'createdAt'],
    listSearchableFields: ['nome', 'documento'],
  },
  depois: [
    // The same PDF the applicant downloaded and the team received by e-mail, rendered from `dados`.
    { name: 'pdf', label: 'PDF', type: 'ui', admin: { components: { Field: '@/components/admin/LinkPdfCadastro#LinkPdfCadastro' } } },
    // Shown in the form's sections with labels (CadastroLegivel), never in Payload's JSON editor, which loads from a CDN.
    { name: 'dados', label: 'Formulário como enviado', type: 'json', required: true, admin: { ...leitura, components: { Field: '@/components/admin/CadastroLegivel#CadastroLegivel' } } },
  ],
})
