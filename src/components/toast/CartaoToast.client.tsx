'use client'

import { X } from 'lucide-react'
import { toast } from 'sonner'
import { APARENCIAS, type Severidade } from './severidades'

interface CartaoToastProps {
  id: string | number
  severidade: Severidade
  mensagem: string
  titulo?: string
}

/**
 * What one toast shows. A click anywhere on it closes it (spec 1 §9); the close button is the same
 * action for keyboard users.
 */
export function CartaoToast({ id, severidade, mensagem, titulo }: CartaoToastProps) {
  const { rotulo, icone: Icone, classes, classesFechar } = APARENCIAS[severidade]
  const fechar = () => toast.dismiss(id)
  return (
    <div
      onClick={fechar}
      data-severidade={severidade}
      className={`flex w-full cursor-pointer items-start gap-3 rounded-lg border-l-4 p-4 font-sans text-sm shadow-lg ${classes}`}
    >
      <Icone className="mt-0.5 size-5 shrink-0" strokeWidth={2.25} />
      <div className="min-w-0 flex-1">
        <span className="sr-only">{rotulo}: </span>
        {titulo && <p className="font-bold">{titulo}</p>}
        <p className={titulo ? 'mt-0.5' : undefined}>{mensagem}</p>
      </div>
      <button
        type="button"
        aria-label="Fechar notificação"
        onClick={(evento) => {
          evento.stopPropagation()
          fechar()
        }}
        className={`-m-1 shrink-0 rounded p-1 ${classesFechar}`}
      >
        <X className="size-4" strokeWidth={2.5} />
      </button>
    </div>
  )
}
