import { enviarAvaliacao } from '@/features/atendimento/enviar-avaliacao'

/** POST /atendimento-ao-cliente/avaliar/enviar: the survey page's form (features/atendimento/enviar-avaliacao.ts). */
export const POST = enviarAvaliacao
