import type { CollectionBeforeChangeHook } from 'payload'

import { ESCRITO_PELO_SERVIDOR, SO_NO_SERVIDOR } from '@/access/campos-do-servidor'
import { DENUNCIA } from '@/domain/denuncia/submissao'
import { selarMensagemDaEquipe } from '@/server/servicos/denuncias/conversa'
import { selarObservacao } from '@/server/servicos/denuncias/observacao'

import { declararColecao, GRUPO_DA_EQUIPE } from '../colecao'
import { abrirDenunciaEndpoint } from './abrir'
import { anotarCamposAlterados, auditarAlteracaoDaDenuncia } from './auditoria'

/**
 * What the server writes and reads (Local API with overrideAccess), never the
 * REST API, not even for the team: the content only through the audited
 * opening (`abrir`), so no member decrypts offline without the log (issue 34).
 */
const selado = { access: SO_NO_SERVIDOR, admin: { hidden: true, readOnly: true } }

/** A member's save has seen the reporter's news; the reporter's own write (context.doDenunciante) sets it. */
const novidadeVista: CollectionBeforeChangeHook = ({ data, operation, req, context }) => {
  if (operation === 'update' && req.user && !context.doDenunciante) data.novidade = false
  return data
}

/**
 * Whistleblower reports (spec 3 §3; docs/security/whistleblower.md). Nothing
 * here is readable at rest: the text, the identity and the files are sealed
 * envelopes (X25519 + AES-256-GCM) for the integridade members and the
 * reporter's receipt key; the receipt itself is only a lookup tag and an
 * Argon2id verifier. What stays in clear is what the team sorts by: the status
 * and the dates. Files are sealed into the row (`documentos`), not written to
 * the upload folder, so no file of a report ever lands on disk readable.
 *
 * Only integridade reads, and through the API only the status, the dates and
 * the id; nobody creates through the API (the public call does, server side);
 * no IP address, user agent or referrer is kept.
 *
 * Its slug, names, statuses and access row come from its definition
 * (domain/denuncia/submissao.ts), its menu section from its team. It is not made by colecaoDaDefinicao: sealed,
 * it has none of a case's spine (no owner, notes, deadline, e-mailed reply,
 * export or field in clear), and its fields are envelopes, not the form's.
 */
export const Denuncias = declararColecao(DENUNCIA.slug, {
  labels: DENUNCIA.rotulos,
  interfaceName: DENUNCIA.interfaceName,
  admin: { useAsTitle: 'id', defaultColumns: ['id', 'status', 'createdAt', 'dataDeFechamento'], group: GRUPO_DA_EQUIPE[DENUNCIA.equipe] },
  // Members save their filters of the list (status, dates: what is in clear), private or for the team only (collections/FiltrosSalvos).
  enableQueryPresets: true,
  // Every change by a member (status, observation, message, re-wrapping) is audited with their account.
  hooks: { beforeChange: [selarObservacao, selarMensagemDaEquipe, novidadeVista, anotarCamposAlterados], afterChange: [auditarAlteracaoDaDenuncia] },
  endpoints: [abrirDenunciaEndpoint],
  fields: [
    { name: 'status', label: 'Situação', type: 'select', required: true, defaultValue: DENUNCIA.situacoes[0]!.value, options: [...DENUNCIA.situacoes], index: true },
    { name: 'dataDeFechamento', label: 'Data de fechamento', type: 'date', admin: { readOnly: true } },
    // Of the case fields (issue 31) a sealed report takes only this one, in clear like the status: no owner,
    // notes or deadline outside the sealed envelopes, no e-mailed reply, no digest, no export.
    {
      name: 'novidade',
      label: 'Novidade do denunciante',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: ESCRITO_PELO_SERVIDOR,
      admin: { position: 'sidebar', readOnly: true, description: 'Marcada quando o denunciante responde ou envia arquivos; desmarcada quando um membro abre ou salva a denúncia.' },
    },
    // The receipt: HMAC lookup tag (unique), Argon2id salt and verifier, the reporter's X25519 public key.
    { name: 'etiqueta', type: 'text', required: true, unique: true, index: true, ...selado },
    { name: 'sal', type: 'text', required: true, ...selado },
    { name: 'verificador', type: 'text', required: true, ...selado },
    { name: 'chaveDoDenunciante', type: 'text', required: true, ...selado },
    // Sealed envelopes (src/server/servicos/denuncias/cifra.ts).
    { name: 'texto', type: 'json', required: true, ...selado },
    { name: 'identidade', type: 'json', ...selado },
    { name: 'documentos', type: 'json', ...selado },
    { name: 'observacao', type: 'json', ...selado },
    // The conversation with the reporter: [{autor, data, envelope}], append only (src/server/servicos/denuncias/conversa.ts).
    { name: 'mensagens', type: 'json', ...selado },
    // The member's reading: passphrase in, decrypted report shown in the browser only (POST /api/denuncias/:id/abrir).
    { name: 'conteudo', type: 'ui', admin: { components: { Field: '@/components/admin/AbrirDenuncia.client#AbrirDenuncia' } } },
    // Typed by the team, sealed by the hook for the team and the reporter, never stored as text.
    {
      name: 'novaObservacao',
      label: 'Nova observação ao denunciante',
      type: 'textarea',
      virtual: true,
      // Written from the 'Conteúdo da denúncia' panel (Payload shows virtual fields read-only); kept for the API.
      admin: { hidden: true, description: 'Cifrada para a equipe e para o recibo do denunciante, que a lê na consulta. Substitui a anterior.' },
    },
    {
      name: 'novaMensagem',
      label: 'Nova mensagem ao denunciante',
      type: 'textarea',
      virtual: true,
      admin: {
        hidden: true,
        description:
          'Uma pergunta ou resposta ao denunciante, cifrada para a equipe e para o recibo dele; ele a lê ao consultar com o código e pode responder e enviar arquivos. As respostas dele aparecem ao abrir a denúncia com a sua frase secreta.',
      },
    },
  ],
})
