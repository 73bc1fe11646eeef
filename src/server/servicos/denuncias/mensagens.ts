import type { MensagemDaConversa } from '@/domain/denuncia/consulta'

import { selar, type Destinatario, type Envelope } from './cifra'
import { contextoDe } from './equipe'

/** A message as stored: who wrote it, when, and the sealed `{texto, anexos}` (context `mensagem:<n>`). */
export interface MensagemGuardada {
  autor: MensagemDaConversa['autor']
  data: string
  envelope: Envelope
}

/** A message sealed for the recipients given, to be appended at position `indice` of the conversation. */
export function novaMensagem(etiqueta: string, indice: number, autor: MensagemGuardada['autor'], conteudo: { texto: string; anexos: string[] }, para: Destinatario[]): MensagemGuardada {
  return { autor, data: new Date().toISOString(), envelope: selar(JSON.stringify(conteudo), contextoDe(etiqueta, `mensagem:${indice}`), para) }
}
