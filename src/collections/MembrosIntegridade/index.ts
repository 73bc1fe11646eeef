import type { CollectionConfig } from 'payload'

import { acessoDaColecao } from '@/access/matriz'

import { minhaChaveEndpoint } from './minhaChave'
import { recifrarEndpoint } from './recifrar'

/**
 * The integridade team's keys (docs/security/whistleblower.md): every report
 * is sealed for each member listed here. The public key is in clear; the
 * private one is sealed by the member's own passphrase, which is never stored,
 * so the administrator who manages this list cannot open a report with it.
 * Removing a member stops new reports being sealed for them; old ones are
 * re-sealed by a remaining member (the document says how).
 */
export const MembrosIntegridade: CollectionConfig = {
  slug: 'membros-integridade',
  labels: { singular: 'Membro da integridade', plural: 'Membros da integridade (chaves)' },
  typescript: { interface: 'MembroIntegridade' },
  admin: { useAsTitle: 'usuario', defaultColumns: ['usuario', 'createdAt'], group: 'Atendimento' },
  access: acessoDaColecao('membros-integridade'),
  endpoints: [minhaChaveEndpoint, recifrarEndpoint],
  fields: [
    { name: 'usuario', label: 'Conta', type: 'relationship', relationTo: 'users', required: true, unique: true },
    { name: 'chavePublica', label: 'Chave pública (X25519, SPKI base64)', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'chavePrivada', type: 'json', required: true, admin: { hidden: true, readOnly: true } },
  ],
}
