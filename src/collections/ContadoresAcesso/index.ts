import { declararColecao } from '../colecao'

/**
 * Page-view counts of the access counter (spec 2 §2): one row per counted page
 * ('home', an audience, 'produto:{id}'), no personal data. Written only by the
 * server's batched counter (src/server/plataforma/acessos.ts), never through the API.
 */
export const ContadoresAcesso = declararColecao('contadores-acesso', {
  labels: { singular: 'Contador de acessos', plural: 'Contadores de acessos' },
  admin: { useAsTitle: 'chave', defaultColumns: ['chave', 'acessos', 'ultimaVisita'], group: 'Administração' },
  defaultSort: 'chave',
  fields: [
    { name: 'chave', label: 'Página', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'acessos', label: 'Acessos', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    { name: 'ultimaVisita', label: 'Última visita', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
})
