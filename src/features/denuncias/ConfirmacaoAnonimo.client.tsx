'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'

import { classesBotao } from '@/components/ui/botao'
import { DialogoAberto } from '@/components/ui/DialogoAberto.client'

/** Spec 3 §4: what an anonymous reporter is told before confirming. */
export const AVISO_ANONIMO =
  'As denúncias anônimas serão aceitas desde que sejam minimamente razoáveis e estejam acompanhadas de informações ou documentos que as tornem plausíveis.'

/** The confirmation asked before a report becomes anonymous: CONFIRMAR or Cancelar (or Escape). */
export function ConfirmacaoAnonimo({ gatilho, fechar, confirmar }: { gatilho: RefObject<HTMLInputElement | null>; fechar: () => void; confirmar: () => void }) {
  return (
    <DialogoAberto
      fechar={fechar}
      gatilho={gatilho}
      className="fixed left-1/2 top-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-marca-800">Denúncia anônima</Dialog.Title>
      <p className="mt-3">{AVISO_ANONIMO}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Dialog.Close className={classesBotao('secundario')}>Cancelar</Dialog.Close>
        <button type="button" className={classesBotao('primario')} onClick={confirmar}>
          CONFIRMAR
        </button>
      </div>
    </DialogoAberto>
  )
}
