'use client'

import { lazy, Suspense, useRef, useState } from 'react'

import type { ProdutoDaSolicitacao } from './FormularioSolicitacao.client'

// The modal (dialog library, form, masks, captcha) and the toast area load on the first click, not
// with the product page (its first-load JavaScript budget is 140 KB).
const ModalSolicitacao = lazy(() => import('./ModalSolicitacao.client'))
const ConfirmacaoComNumero = lazy(() => import('@/components/form/ConfirmacaoComNumero.client').then((m) => ({ default: m.ConfirmacaoComNumero })))
const Toaster = lazy(() => import('@/components/toast/Toaster.client').then((m) => ({ default: m.Toaster })))

/**
 * The green button of a product page; it opens the financing request modal (spec 1 §2.6).
 * After a request is sent, its number and the follow-up link stay below the button (issue 32).
 */
export function BotaoSolicitacao({ produto, rotulo, requisitos }: { produto: ProdutoDaSolicitacao; rotulo: string; requisitos: readonly string[] }) {
  const [aberto, setAberto] = useState(false)
  // The toast area stays once the modal was opened: the success toast outlives the modal.
  const [usado, setUsado] = useState(false)
  const gatilho = useRef<HTMLButtonElement>(null)
  const [numero, setNumero] = useState<string | null>(null)
  return (
    <>
      <button
        ref={gatilho}
        type="button"
        onClick={() => {
          setAberto(true)
          setUsado(true)
        }}
        aria-haspopup="dialog"
        className="inline-block rounded bg-marca-700 px-5 py-3 font-bold uppercase text-white hover:bg-marca-800"
      >
        {rotulo}
      </button>
      {usado && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      {numero && (
        <Suspense fallback={null}>
          <ConfirmacaoComNumero titulo="Solicitação enviada." numero={numero} nota="Enviamos um comprovante para o seu e-mail com este número." />
        </Suspense>
      )}
      {aberto && (
        // Nothing to show while the modal's code arrives: the button was just pressed.
        <Suspense fallback={null}>
          <ModalSolicitacao produto={produto} requisitos={requisitos} fechar={() => setAberto(false)} aoEnviar={setNumero} gatilho={gatilho} />
        </Suspense>
      )}
    </>
  )
}
