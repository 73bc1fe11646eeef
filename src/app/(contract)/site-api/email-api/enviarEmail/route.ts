/**
 * POST /site-api/email-api/enviarEmail (spec 1 §7: "a helper exists but its use
 * is not shown"). A public call that mails any address is an open relay, so it is
 * refused: every e-mail the site sends comes from the outbox of a submission
 * (docs/spec-notes.md). 410 Gone, so a legacy client learns it will not come back.
 */
const RECUSA = {
  message:
    'Este serviço não envia e-mails avulsos. Use os formulários do site (solicitação de financiamento, simulação, atendimento), que registram o pedido e avisam a equipe responsável.',
}

function recusar(): Response {
  return Response.json(RECUSA, { status: 410, headers: { 'Cache-Control': 'no-store' } })
}

export const POST = recusar
export const GET = recusar
