'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { lazy, Suspense, type RefObject } from 'react'

import { AvisoLgpdDa } from '@/components/form/AvisoLgpd'
import { DialogoAberto } from '@/components/ui/DialogoAberto.client'
import { SOLICITACAO_FINANCIAMENTO } from '@/domain/solicitacao/submissao'

import type { ProdutoDaSolicitacao } from './FormularioSolicitacao.client'

// The form (validation, masks, captcha) loads with the modal's first opening.
const FormularioSolicitacao = lazy(() => import('./FormularioSolicitacao.client'))

interface ModalSolicitacaoProps {
  produto: ProdutoDaSolicitacao
  /** The minimum requirements for a proposal (spec 2 §1), from the site settings. */
  requisitos: readonly string[]
  fechar: () => void
  /** The number the request got, for the confirmation beside the button. */
  aoEnviar: (numero: string) => void
  gatilho: RefObject<HTMLButtonElement | null>
}

/**
 * The financing request modal (spec 1 §2.6): focus trapped, Escape and the close button close it;
 * closing unmounts the form, which resets it. Its own chunk, with the dialog library, so a product
 * page's first load carries only the button.
 */
export default function ModalSolicitacao({ produto, requisitos, fechar, aoEnviar, gatilho }: ModalSolicitacaoProps) {
  return (
    <DialogoAberto
      fechar={fechar}
      gatilho={gatilho}
      className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto max-w-2xl overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:inset-x-4 sm:top-10 sm:bottom-auto sm:max-h-[90vh] sm:p-8"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <Dialog.Title className="text-2xl font-bold text-marca-800">Solicite seu financiamento</Dialog.Title>
          <p className="mt-1 text-tinta-suave">{produto.titulo}. Todos os campos são obrigatórios.</p>
        </div>
        <Dialog.Close aria-label="Fechar" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-tinta hover:bg-marca-50">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </Dialog.Close>
      </div>
      {requisitos.length > 0 && (
        <details className="mt-4 rounded border border-marca-100 bg-marca-50 p-3">
          <summary className="cursor-pointer font-semibold text-marca-800">Requisitos mínimos para apresentar uma proposta</summary>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {requisitos.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </details>
      )}
      <Suspense fallback={<p role="status" className="py-8 text-center">Carregando o formulário…</p>}>
        <FormularioSolicitacao produto={produto} fechar={fechar} aoEnviar={aoEnviar} />
      </Suspense>
      <AvisoLgpdDa definicao={SOLICITACAO_FINANCIAMENTO} />
    </DialogoAberto>
  )
}
