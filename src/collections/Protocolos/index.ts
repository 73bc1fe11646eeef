import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload'

import { AREAS_DESTINATARIAS } from '@/domain/protocolo/areas'

import { colecaoDeSubmissao } from '../submissao'

const leitura = { readOnly: true }
const AREAS = AREAS_DESTINATARIAS.map((a) => ({ value: a.valor, label: a.rotulo }))

/** What the citizen sent, on the protocol itself and on each later sending. */
const remetente = (): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'nome', label: 'Nome', type: 'text', required: true, admin: leitura },
      { name: 'cpfcnpj', label: 'CPF/CNPJ', type: 'text', required: true, admin: leitura },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'email', label: 'E-mail', type: 'email', required: true, admin: leitura },
      { name: 'telefone', label: 'Telefone', type: 'text', required: true, admin: leitura },
    ],
  },
  { name: 'areaDestinataria', label: 'Área destinatária', type: 'select', options: AREAS, admin: leitura },
  { name: 'descricao', label: 'Descrição', type: 'textarea', required: true, admin: leitura },
]

/** Lower first in the list. */
const PRIORIDADE: Record<string, number> = { 'novos-documentos': 0, novo: 1, 'em-analise': 2, concluido: 3 }

/** Runs after the field access checks, so it writes `prioridade` whoever changed the status. */
const priorizar: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const situacao = (data.situacao ?? (originalDoc as { situacao?: string } | undefined)?.situacao) as string | undefined
  return { ...data, prioridade: PRIORIDADE[situacao ?? 'novo'] ?? 1 }
}

/**
 * Digital protocols (spec 3 §3, §7): one record per protocol number, with the
 * documents of its first sending and of every sending that attached more to it
 * later ('Anexar a um protocolo já existente'): all its files are listed in
 * `documentos`, each later sending in `complementos`. The customer-service team
 * (ouvidoria) and administrators read them and download the files (the anexos
 * collection); nobody edits what the citizen sent, only the follow-up status.
 *
 * Sorted by what needs attention: `prioridade` (from the status: new documents,
 * new, in analysis, done), then the latest sending first. A number, because a
 * select's order is the database's: text on SQLite, the enum's order on PostgreSQL.
 */
export const Protocolos: CollectionConfig = colecaoDeSubmissao({
  slug: 'protocolos',
  interfaceName: 'ProtocoloDigital',
  labels: { singular: 'Protocolo digital', plural: 'Protocolos digitais' },
  // Personal data and documents: the customer-service team routes them to the chosen area.
  protocolo: true,
  admin: {
    group: 'Atendimento',
    useAsTitle: 'protocolo',
    defaultColumns: ['protocolo', 'nome', 'areaDestinataria', 'situacao', 'ultimoEnvio'],
    listSearchableFields: ['protocolo', 'nome', 'email'],
    description: 'Documentos enviados pelo Protocolo Digital do site. Os que pedem atenção (novos, ou com documentos novos) vêm primeiro.',
  },
  situacoes: [
    { value: 'novo', label: 'Novo' },
    { value: 'novos-documentos', label: 'Novos documentos' },
    { value: 'em-analise', label: 'Em análise' },
    { value: 'concluido', label: 'Concluído' },
  ],
  fields: [
    { name: 'prioridade', type: 'number', index: true, admin: { hidden: true } },
    { name: 'ultimoEnvio', label: 'Último envio', type: 'date', index: true, admin: { ...leitura, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
    ...remetente(),
    {
      name: 'documentos',
      label: 'Documentos (todos os envios)',
      type: 'relationship',
      relationTo: 'anexos',
      hasMany: true,
      admin: { ...leitura, description: 'Abra um documento para baixá-lo.' },
    },
    {
      name: 'complementos',
      label: 'Envios posteriores',
      labels: { singular: 'Envio posterior', plural: 'Envios posteriores' },
      type: 'array',
      admin: { ...leitura, description: 'Documentos anexados depois a este protocolo, com os dados de quem os enviou.' },
      fields: [
        { name: 'recebidoEm', label: 'Recebido em', type: 'date', required: true, admin: { ...leitura, date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
        ...remetente(),
        { name: 'documentos', label: 'Documentos', type: 'relationship', relationTo: 'anexos', hasMany: true, admin: leitura },
        // The idempotency key of this sending: a retry of it adds nothing (features/protocolo/servidor.ts).
        { name: 'chave', type: 'text', admin: { hidden: true } },
      ],
    },
  ],
  defaultSort: ['prioridade', '-ultimoEnvio'],
  hooks: { beforeChange: [priorizar] },
})

