import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { PROTOCOLO_DIGITAL } from '@/domain/protocolo/submissao'

import { CAMPO_ANEXOS_DO_CASO } from '../caso/anexos'
import { camposDaVista, colecaoDaDefinicao } from '../submissao'

const leitura = { readOnly: true }

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
export const Protocolos: CollectionConfig = colecaoDaDefinicao(PROTOCOLO_DIGITAL, {
  admin: {
    description: 'Documentos enviados pelo Protocolo Digital do site. Os que pedem atenção (novos, ou com documentos novos) vêm primeiro.',
  },
  ultimaColuna: 'ultimoEnvio',
  respostas: { equipe: 'atendimento', nome: 'seu envio pelo Protocolo Digital' },
  antes: [
    { name: 'prioridade', type: 'number', index: true, admin: { hidden: true } },
    { name: 'ultimoEnvio', label: 'Último envio', type: 'date', index: true, admin: { ...leitura, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } },
  ],
  depois: [
    CAMPO_ANEXOS_DO_CASO,
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
        // What the citizen sent on that sending, as on the protocol itself (its definition's staff view).
        ...camposDaVista(PROTOCOLO_DIGITAL),
        { name: 'documentos', label: 'Documentos', type: 'relationship', relationTo: 'anexos', hasMany: true, admin: leitura },
        // The idempotency key of this sending: a retry of it adds nothing (features/protocolo/servidor.ts).
        { name: 'chave', type: 'text', admin: { hidden: true } },
      ],
    },
  ],
  defaultSort: ['prioridade', '-ultimoEnvio'],
  hooks: { beforeChange: [priorizar] },
})

