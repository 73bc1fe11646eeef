'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRef, useState, type RefObject } from 'react'

import { classesBotao } from '@/components/ui/botao'
import { DialogoAberto } from '@/components/ui/DialogoAberto.client'

/** The warning under the receipt: it is the reporter's only way back, and we do not keep it. */
export const AVISO_RECIBO =
  'Copie ou anote este código agora. Ele é a única forma de acompanhar a sua denúncia, ler as mensagens da equipe de integridade e respondê-las. Por segurança não guardamos o código: ele não será mostrado de novo e não pode ser recuperado.'

/**
 * 'Denúncia Enviada!' (spec 3 §4): the receipt, a button that copies it, and a
 * plain warning. Closing it forgets the code (the parent drops it).
 */
export function DialogoRecibo({ recibo, fechar, gatilho }: { recibo: string; fechar: () => void; gatilho: RefObject<HTMLElement | null> }) {
  const [copiado, setCopiado] = useState<'sim' | 'falhou' | null>(null)
  const codigo = useRef<HTMLParagraphElement>(null)

  async function copiar() {
    try {
      await navigator.clipboard.writeText(recibo)
      setCopiado('sim')
    } catch {
      // No clipboard (an old browser, a denied permission): select the code so the visitor copies it.
      const selecao = window.getSelection()
      if (codigo.current && selecao) {
        selecao.selectAllChildren(codigo.current)
      }
      setCopiado('falhou')
    }
  }

  return (
    <DialogoAberto
      fechar={fechar}
      gatilho={gatilho}
      className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(34rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-marca-800">Denúncia Enviada!</Dialog.Title>
      <p className="mt-3">Código para acompanhar a sua denúncia:</p>
      <p ref={codigo} data-testid="recibo" className="mt-2 break-all rounded border border-marca-700 bg-marca-50 p-3 text-center font-mono text-2xl font-bold tracking-wider text-tinta">
        {recibo}
      </p>
      <p className="mt-3 rounded border-l-4 border-erro-700 bg-erro-50 p-3 font-semibold text-tinta">{AVISO_RECIBO}</p>
      <p role="status" className="mt-2 min-h-6 text-sm">
        {copiado === 'sim' ? 'Código copiado.' : copiado === 'falhou' ? 'Não foi possível copiar: o código está selecionado, copie-o com Ctrl+C.' : ''}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={() => void copiar()} className={classesBotao('secundario')}>
          Copiar código
        </button>
        <Dialog.Close className={classesBotao('primario')}>Fechar</Dialog.Close>
      </div>
    </DialogoAberto>
  )
}
