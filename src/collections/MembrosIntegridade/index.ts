import { ESCRITO_PELO_SERVIDOR, SO_NO_SERVIDOR } from '@/access/campos-do-servidor'

import { declararColecao, GRUPO_DA_EQUIPE } from '../colecao'
import { aprovarEndpoint } from './aprovar'
import { minhaChaveEndpoint } from './minhaChave'
import { recifrarEndpoint } from './recifrar'

/**
 * The integridade team's keys (docs/security/whistleblower.md): every report
 * is sealed for each approved member listed here who still holds the role. The
 * public key is in clear; the private one is sealed by the member's own
 * passphrase, which is never stored, and never leaves the server (no API read
 * returns it, not even to its owner). Rows are made only by their owner
 * (`minha-chave`) and approved by a member (`aprovar`); nobody creates, changes
 * or deletes one through the API, the administrator included (decision 0017).
 */
export const MembrosIntegridade = declararColecao('membros-integridade', {
  labels: { singular: 'Membro da integridade', plural: 'Membros da integridade (chaves)' },
  interfaceName: 'MembroIntegridade',
  admin: { useAsTitle: 'usuario', defaultColumns: ['usuario', 'pendente', 'createdAt'], group: GRUPO_DA_EQUIPE.integridade },
  endpoints: [minhaChaveEndpoint, aprovarEndpoint, recifrarEndpoint],
  fields: [
    { name: 'usuario', label: 'Conta', type: 'relationship', relationTo: 'users', required: true, unique: true },
    { name: 'chavePublica', label: 'Chave pública (X25519, SPKI base64)', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'chavePrivada',
      type: 'json',
      required: true,
      access: SO_NO_SERVIDOR,
      admin: { hidden: true, readOnly: true },
    },
    {
      // A newcomer's key waits for a member's approval before any report is sealed for it (decision 0017).
      name: 'pendente',
      label: 'Aguardando aprovação de um membro',
      type: 'checkbox',
      defaultValue: false,
      access: ESCRITO_PELO_SERVIDOR,
      admin: { readOnly: true },
    },
    // A member approves a pending key here with their passphrase (POST …/:id/aprovar).
    { name: 'aprovacao', type: 'ui', admin: { components: { Field: '@/components/admin/AprovarChave.client#AprovarChave' } } },
  ],
})
