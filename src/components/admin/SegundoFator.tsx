import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

import { estadoDaSessao, type EstadoSegundoFator } from '@/access/segundo-fator'
import { env } from '@/server/plataforma/env'
import { iniciarInscricao } from '@/server/servicos/segundo-fator/conta'
import { qrCodeSvg } from '@/server/servicos/segundo-fator/qr'

import { FormularioSegundoFator } from './FormularioSegundoFator.client'

/** Only a path of the back-office itself: the `redirect` parameter must not send anyone elsewhere. */
function destinoSeguro(valor: unknown): string {
  const texto = typeof valor === 'string' ? valor : ''
  return /^\/admin(\/[\w\-/.]*)?(\?[\w\-=&%.]*)?$/.test(texto) && !texto.includes('//') ? texto : '/admin'
}

function emissor(): string {
  try {
    return new URL(env().siteUrl).host
  } catch {
    return 'Back-office'
  }
}

const estilo = { maxWidth: 640, margin: '6vh auto', padding: '0 1.25rem', lineHeight: 1.6 } as const

/**
 * The back-office's second-factor screen (/admin/segundo-fator). Payload sends a
 * session here whenever it may not use the back-office yet (it is the admin's
 * "unauthorized" route, payload.config.ts): to type the code, or to enrol
 * first when the role requires it. Others come here from their account to
 * enrol by choice.
 */
export async function SegundoFator({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  if (!user || user.collection !== 'users') redirect('/admin/login')
  const estado = estadoDaSessao(user) ?? 'dispensado'
  const destino = destinoSeguro(searchParams?.redirect)
  const sair = (
    <p style={{ marginTop: '2rem' }}>
      <Link href="/admin/logout">Sair</Link>
    </p>
  )

  if (estado === 'pendente') {
    return (
      <main style={estilo}>
        <h1>Verificação em duas etapas</h1>
        <p>Abra o aplicativo autenticador do seu celular e informe o código desta conta para continuar.</p>
        <FormularioSegundoFator acao="verificacao" destino={destino} />
        {sair}
      </main>
    )
  }

  if (estado === 'verificado') {
    return (
      <main style={estilo}>
        <h1>Verificação em duas etapas</h1>
        <p>A verificação em duas etapas está ativa nesta conta e esta sessão já foi confirmada.</p>
        <p>
          <Link href="/admin">Ir para o painel</Link>
        </p>
      </main>
    )
  }

  const inscricao = await iniciarInscricao(req.payload, user.id, emissor(), req)
  if (!inscricao) redirect('/admin')
  const qr = await qrCodeSvg(inscricao.endereco)
  const segredoEmGrupos = inscricao.segredo.match(/.{1,4}/g)?.join(' ') ?? inscricao.segredo
  return <TelaDeInscricao estado={estado} qr={qr} segredoEmGrupos={segredoEmGrupos} destino={destino} sair={sair} />
}

/** The enrolment screen: the steps, the QR code and the key to type, and the confirmation form. */
function TelaDeInscricao({ estado, qr, segredoEmGrupos, destino, sair }: { estado: EstadoSegundoFator; qr: string; segredoEmGrupos: string; destino: string; sair: ReactNode }) {
  return (
    <main style={estilo}>
      <h1>Ative a verificação em duas etapas</h1>
      {estado === 'inscricao' ? (
        <p>Sua função no back-office exige um segundo fator: além da senha, um código do aplicativo autenticador do celular a cada entrada.</p>
      ) : (
        <p>Além da senha, um código do aplicativo autenticador do celular será pedido a cada entrada.</p>
      )}
      <ol style={{ paddingLeft: '1.25rem' }}>
        <li>Instale um aplicativo autenticador (por exemplo, Google Authenticator, Microsoft Authenticator ou FreeOTP).</li>
        <li>No aplicativo, adicione uma conta lendo o código QR abaixo ou digitando a chave.</li>
        <li>Informe o código de 6 números que o aplicativo mostrar.</li>
      </ol>
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG data URL made on the server; nothing for the image optimiser to do */}
      <img src={qr} alt="Código QR para adicionar esta conta ao aplicativo autenticador" width={200} height={200} style={{ background: '#fff', display: 'block' }} />
      <p>
        Chave para digitar no aplicativo: <code id="chave-segundo-fator" style={{ fontSize: '1.1rem', wordBreak: 'break-all' }}>{segredoEmGrupos}</code>
      </p>
      <FormularioSegundoFator acao="confirmacao" destino={destino} />
      {estado === 'dispensado' ? (
        <p style={{ marginTop: '1.5rem' }}>
          <Link href="/admin/account">Voltar para minha conta</Link>
        </p>
      ) : (
        sair
      )}
    </main>
  )
}
