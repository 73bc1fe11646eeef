import type { Payload } from 'payload'

import { enderecoDivergente } from '@/domain/endereco-do-site'
import { membrosAtivos } from '@/server/servicos/denuncias/equipe'
import { ambienteDoCaptcha } from '@/server/adaptadores/captcha/ambiente'
import { ambienteDoEmail } from '@/server/adaptadores/email/ambiente'
import { env } from '@/server/plataforma/env'

/** One line of the administrators' readiness panel: what it checks, whether it is ready, and what to do if not. */
export interface ItemDeProntidao {
  titulo: string
  pronto: boolean
  detalhe: string
}

/** What the readiness panel looks at, gathered by `prontidaoDoSite`. */
export interface FatosDaProntidao {
  smtp: boolean
  chavesAtivas: number
  siteUrl: string
  /** The address this request reached the site by (`http://127.0.0.1:3400`), null when unknown. */
  acessadoPor: string | null
  /** ALTCHA_HMAC_KEY set, or both reCAPTCHA keys. */
  captcha: 'altcha' | 'recaptcha' | 'derivada'
}

function email(f: FatosDaProntidao): ItemDeProntidao {
  return f.smtp
    ? { titulo: 'E-mail', pronto: true, detalhe: 'O servidor de e-mail (SMTP_URL) está configurado: a caixa de saída envia as mensagens.' }
    : { titulo: 'E-mail', pronto: false, detalhe: 'SMTP_URL não está definido: os e-mails ficam na caixa de saída (Mensagens) e nada chega às equipes nem aos cidadãos. Defina SMTP_URL (ex.: smtp://usuario:senha@servidor:587) e reinicie o site.' }
}

function integridade(f: FatosDaProntidao): ItemDeProntidao {
  return f.chavesAtivas > 0
    ? { titulo: 'Canal de denúncias', pronto: true, detalhe: `${f.chavesAtivas === 1 ? '1 membro' : `${f.chavesAtivas} membros`} da integridade com chave aprovada: o canal recebe denúncias.` }
    : { titulo: 'Canal de denúncias', pronto: false, detalhe: 'Nenhum membro da integridade tem chave aprovada: a página de denúncias mostra o canal como indisponível. Dê o papel "integridade" a uma conta; a pessoa entra e cria a chave em "Minha chave da integridade".' }
}

function endereco(f: FatosDaProntidao): ItemDeProntidao {
  const configurado = enderecoDivergente(f.siteUrl, f.acessadoPor)
  return configurado
    ? { titulo: 'Endereço do site', pronto: false, detalhe: `Você acessou por ${f.acessadoPor}, mas o endereço configurado é ${configurado} (PUBLIC_SITE_URL). A equipe só entra no back-office pelo endereço configurado: use ${configurado}/admin ou ajuste PUBLIC_SITE_URL e reinicie o site.` }
    : { titulo: 'Endereço do site', pronto: true, detalhe: `O endereço configurado (PUBLIC_SITE_URL) é o mesmo pelo qual você acessou: ${new URL(f.siteUrl).origin}.` }
}

function captcha(f: FatosDaProntidao): ItemDeProntidao {
  if (f.captcha === 'recaptcha') return { titulo: 'Captcha', pronto: true, detalhe: 'reCAPTCHA configurado (RECAPTCHA_SITE_KEY e RECAPTCHA_SECRET_KEY).' }
  if (f.captcha === 'altcha') return { titulo: 'Captcha', pronto: true, detalhe: 'ALTCHA com chave própria (ALTCHA_HMAC_KEY).' }
  return { titulo: 'Captcha', pronto: false, detalhe: 'ALTCHA_HMAC_KEY não está definida: a chave do captcha é derivada do segredo desta instância, e com mais de uma instância os desafios de uma são recusados pela outra. Defina ALTCHA_HMAC_KEY (32 caracteres ou mais, a mesma em todas as instâncias).' }
}

/** The panel's lines, in order (pure, for the component and its tests). */
export function itensDeProntidao(f: FatosDaProntidao): ItemDeProntidao[] {
  return [email(f), integridade(f), endereco(f), captcha(f)]
}

/** The settings the panel reads: the site's address (platform), SMTP (e-mail), the captcha's keys. */
export interface AmbienteDaProntidao {
  siteUrl: string
  SMTP_URL?: string
  ALTCHA_HMAC_KEY?: string
  RECAPTCHA_SITE_KEY?: string
  RECAPTCHA_SECRET_KEY?: string
}

const ambienteAtual = (): AmbienteDaProntidao => ({ ...env(), ...ambienteDoEmail.atual(), ...ambienteDoCaptcha.atual() })

function tipoDeCaptcha(e: AmbienteDaProntidao): FatosDaProntidao['captcha'] {
  if (e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY) return 'recaptcha'
  return e.ALTCHA_HMAC_KEY ? 'altcha' : 'derivada'
}

/**
 * Is this install ready for its first day (issue 31): e-mail, a whistleblower
 * key, the address staff use, the captcha's key. Read as the server: counts only.
 */
export async function prontidaoDoSite(payload: Payload, acessadoPor: string | null, e: AmbienteDaProntidao = ambienteAtual()): Promise<ItemDeProntidao[]> {
  const chavesAtivas = (await membrosAtivos(payload)).length
  return itensDeProntidao({ smtp: Boolean(e.SMTP_URL), chavesAtivas, siteUrl: e.siteUrl, acessadoPor, captcha: tipoDeCaptcha(e) })
}
