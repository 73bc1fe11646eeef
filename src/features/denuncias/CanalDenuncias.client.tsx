'use client'

import * as Tabs from '@radix-ui/react-tabs'
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'

import { notificar } from '@/components/toast/notificar'

import { ConsultaDenuncia } from './ConsultaDenuncia.client'
import { FormularioDenuncia } from './FormularioDenuncia.client'

const Toaster = lazy(() => import('@/components/toast/Toaster.client').then((m) => ({ default: m.Toaster })))

const CLASSE_ABA =
  '-mb-px rounded-t border border-transparent px-4 py-3 font-semibold text-marca-700 hover:bg-marca-50 data-[state=active]:border-tinta-suave data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-tinta'

/**
 * The whistleblower channel (spec 3 §2): tabs 'Nova Denúncia' (default) and
 * 'Consultar Denúncia' (Radix Tabs: arrow keys between them). Both panels stay
 * mounted, so switching tabs loses nothing typed. Failures are also toasts.
 * `indisponivel`: the notice shown instead of the form while no team member has a key.
 */
export default function CanalDenuncias({ indisponivel }: { indisponivel?: ReactNode }) {
  const [toasts, setToasts] = useState(false)
  const tituloNova = useRef<HTMLHeadingElement>(null)
  const avisar = (mensagem: string) => {
    setToasts(true)
    notificar('error', mensagem)
  }
  return (
    <>
      {toasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      <Tabs.Root defaultValue="nova" className="mt-6 flex flex-col gap-4">
        <Tabs.List aria-label="Canal de denúncias" className="flex flex-wrap gap-1 border-b border-tinta-suave">
          <Tabs.Trigger value="nova" className={CLASSE_ABA}>
            Nova Denúncia
          </Tabs.Trigger>
          <Tabs.Trigger value="consulta" className={CLASSE_ABA}>
            Consultar Denúncia
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="nova" forceMount className="data-[state=inactive]:hidden">
          {indisponivel ?? (
            <>
              <h3 ref={tituloNova} tabIndex={-1} className="text-xl font-bold text-marca-800">
                Registrar uma denúncia
              </h3>
              <p className="mt-1 text-tinta-suave">Campos marcados com * são obrigatórios. Você pode se identificar ou não.</p>
              <FormularioDenuncia aoFalhar={avisar} titulo={tituloNova} />
            </>
          )}
        </Tabs.Content>
        <Tabs.Content value="consulta" forceMount className="data-[state=inactive]:hidden">
          <h3 className="text-xl font-bold text-marca-800">Acompanhar uma denúncia</h3>
          <p className="mt-1 text-tinta-suave">Informe o código recebido ao enviar a denúncia para ver a situação, as observações e as mensagens da equipe.</p>
          <ConsultaDenuncia aoFalhar={avisar} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  )
}
