'use client'

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'

import { notificar } from '@/components/toast/notificar'
import { Abas } from '@/components/ui/Abas.client'

// The server's forms or, in the browser, the ones loaded on demand (next.config.ts, decision 0020).
import { ConsultaDenuncia, FormularioDenuncia } from './formularios-denuncia'

const Toaster = lazy(() => import('@/components/toast/Toaster.client').then((m) => ({ default: m.Toaster })))

const CLASSE_ABA =
  '-mb-px rounded-t border border-transparent px-4 py-3 font-semibold text-marca-700 hover:bg-marca-50 data-[state=active]:border-tinta-suave data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:text-tinta'

/**
 * The whistleblower channel (spec 3 §2): tabs 'Nova Denúncia' (default) and
 * 'Consultar Denúncia' (arrow keys between them; the site's own tabs instead of
 * Radix Tabs, about 8 KB gzipped less in the page's first load: decision 0018).
 * Both panels stay mounted, so switching tabs loses nothing typed. Failures are also toasts.
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
      <Abas
        rotulo="Canal de denúncias"
        className="mt-6 flex flex-col gap-4"
        classeLista="flex flex-wrap gap-1 border-b border-tinta-suave"
        classeAba={CLASSE_ABA}
        abas={[
          {
            id: 'nova',
            rotulo: 'Nova Denúncia',
            conteudo: indisponivel ?? (
              <>
                <h3 ref={tituloNova} tabIndex={-1} className="text-xl font-bold text-marca-800">
                  Registrar uma denúncia
                </h3>
                <p className="mt-1 text-tinta-suave">Campos marcados com * são obrigatórios. Você pode se identificar ou não.</p>
                <FormularioDenuncia aoFalhar={avisar} titulo={tituloNova} />
              </>
            ),
          },
          {
            id: 'consulta',
            rotulo: 'Consultar Denúncia',
            conteudo: (
              <>
                <h3 className="text-xl font-bold text-marca-800">Acompanhar uma denúncia</h3>
                <p className="mt-1 text-tinta-suave">Informe o código recebido ao enviar a denúncia para ver a situação, as observações e as mensagens da equipe.</p>
                <ConsultaDenuncia aoFalhar={avisar} />
              </>
            ),
          },
        ]}
      />
    </>
  )
}
