import type { Field } from 'payload'

import type { Role } from '@/access/roles'

const DIA = { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } as const
const DIA_E_HORA = { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } as const

/** The case fields staff may write (the server still checks each: hooks.ts, historico.ts). */
export const CAMPOS_EDITAVEIS_DO_CASO = ['responsavel', 'notas', 'respostas'] as const

/**
 * A case's history, kept as written: each item its text (labelled as one item of the list), then who
 * wrote it and when (both set by the server).
 */
function historico(name: string, label: string, itens: { singular: string; plural: string }, hora: { name: string; label: string }, description: string): Field {
  return {
    name,
    label,
    labels: itens,
    type: 'array',
    admin: { description },
    fields: [
      { name: 'texto', label: itens.singular, type: 'textarea', required: true, maxLength: 5000 },
      {
        type: 'row',
        fields: [
          { name: 'autor', label: 'Autor', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
          { ...hora, type: 'date', admin: { readOnly: true, date: DIA_E_HORA } },
        ],
      },
    ],
  }
}

/**
 * The replies to the citizen (kinds that answer by e-mail: contact, protocol, financing
 * request): each saved reply goes to the outbox once, with the team's address as Reply-To
 * (respostas.ts), and stays in the case as sent.
 */
export const CAMPO_RESPOSTAS: Field = historico(
  'respostas',
  'Respostas ao cidadão',
  { singular: 'Resposta', plural: 'Respostas' },
  { name: 'enviadaEm', label: 'Enviada em' },
  'Cada resposta salva é enviada por e-mail ao cidadão, com o endereço da equipe para ele responder. Depois de enviada, não pode ser alterada nem apagada.',
)

/**
 * The case fields every submission kind carries (issue 31), in the sidebar:
 * who works it, its deadline, whether the citizen added something; and the
 * team's internal notes after what the citizen sent. Only the server checks
 * and fills them (hooks.ts): the owner's team, the deadline, the notes' author
 * and time; the notes are never e-mailed nor shown to the citizen.
 */
export function camposDoCaso(equipe: Role, encerradas: readonly string[]): { lateral: Field[]; notas: Field } {
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
        admin: {
          position: 'sidebar',
          readOnly: true,
          date: DIA,
          description: 'Calculado na chegada pelo prazo do canal (Atendimento › Prazos e retenção).',
          // The list shows how long is left ('vence em 2 dias', 'atrasado há 3 dias') while the case is open.
          components: { Cell: { path: '@/components/admin/CelulaPrazo#CelulaPrazo', clientProps: { encerradas: [...encerradas] } } },
        },
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
    notas: historico(
      'notas',
      'Notas internas',
      { singular: 'Nota', plural: 'Notas' },
      { name: 'criadaEm', label: 'Escrita em' },
      'Só a equipe vê; nunca vão ao cidadão nem por e-mail. Uma nota salva não pode ser alterada nem apagada.',
    ),
  }
}
