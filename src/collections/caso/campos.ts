import type { Field } from 'payload'

import type { Role } from '@/access/roles'

const DIA = { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } as const
const DIA_E_HORA = { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } as const

/** The case fields staff may write (the server still checks each: hooks.ts, notas.ts). */
export const CAMPOS_EDITAVEIS_DO_CASO = ['responsavel', 'notas'] as const

/**
 * The case fields every submission kind carries (issue 31), in the sidebar:
 * who works it, its deadline, whether the citizen added something; and the
 * team's internal notes after what the citizen sent. Only the server checks
 * and fills them (hooks.ts): the owner's team, the deadline, the notes' author
 * and time; the notes are never e-mailed nor shown to the citizen.
 */
export function camposDoCaso(equipe: Role): { lateral: Field[]; notas: Field } {
  return {
    lateral: [
      {
        name: 'responsavel',
        label: 'Responsável',
        type: 'relationship',
        relationTo: 'users',
        index: true,
        // Only the team's members are offered; the server refuses anyone else (hooks.ts), in Portuguese.
        filterOptions: { roles: { in: [equipe] } },
        validate: () => true as const,
        admin: { position: 'sidebar', description: 'Quem cuida deste caso: assuma você mesmo ou passe a outro membro da equipe.' },
      },
      {
        name: 'prazo',
        label: 'Prazo de atendimento',
        type: 'date',
        index: true,
        admin: { position: 'sidebar', readOnly: true, date: DIA, description: 'Calculado na chegada pelo prazo do canal (Atendimento › Prazos e retenção).' },
      },
      {
        name: 'novidade',
        label: 'Novidade do cidadão',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        admin: { position: 'sidebar', readOnly: true, description: 'Marcada quando o cidadão acrescenta algo; desmarcada quando a equipe salva o caso.' },
      },
    ],
    notas: {
      name: 'notas',
      label: 'Notas internas',
      labels: { singular: 'Nota', plural: 'Notas' },
      type: 'array',
      admin: { description: 'Só a equipe vê; nunca vão ao cidadão nem por e-mail. Uma nota salva não pode ser alterada nem apagada.' },
      fields: [
        { name: 'texto', label: 'Nota', type: 'textarea', required: true, maxLength: 5000 },
        {
          type: 'row',
          fields: [
            { name: 'autor', label: 'Autor', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
            { name: 'criadaEm', label: 'Escrita em', type: 'date', admin: { readOnly: true, date: DIA_E_HORA } },
          ],
        },
      ],
    },
  }
}
