'use client'

import { useRef, useState } from 'react'

import { CamposDoCatalogo } from '@/components/form/CampoDoCatalogo.client'
import { enviarJsonComProgresso } from '@/components/form/enviar'
import { Formulario, useRecomeco } from '@/components/form/Formulario.client'
import { WIDGETS_EXTRAS } from '@/components/form/widgets/extras'
import { adiadoAteOcioso } from '@/components/ui/adiado-ate-ocioso'

import { CaixaAnonimo } from './CaixaAnonimo.client'
import { CAMPOS_DENUNCIA } from './campos'
import { corpoDoPedido } from './corpo'
import type { FormularioDenuncia as Valores } from './schema'

// The same schema the server parses with, loaded after hydration (decision 0016).
const carregarEsquema = () => import('./schema').then((m) => m.esquemaFormularioDenuncia)
// The receipt dialog is shown after a submit only: it loads when the browser is first idle.
const DialogoRecibo = adiadoAteOcioso(() => import('./DialogoRecibo.client').then((m) => m.DialogoRecibo))

/** Spec 3 §8. */
export const FALHA_DENUNCIA = 'Erro ao enviar denúncia. Por favor, tente novamente.'

/** The legacy client reads the answer's first value as the code (spec 3 §7). */
function reciboDa(corpo: unknown): string | null {
  const primeiro: unknown = corpo && typeof corpo === 'object' ? (Object.values(corpo as Record<string, unknown>)[0]) : undefined
  return typeof primeiro === 'string' && primeiro ? primeiro : null
}

/**
 * Nova Denúncia (spec 3 §4, §5), in the form kit: the anonymous box and its
 * confirmation, the identity fields only when identified, the files read in the
 * browser and sent inside the report, a loading overlay with the upload's real
 * progress, and the receipt dialog; then the form is remounted empty.
 */
export function FormularioDenuncia({ aoFalhar, titulo }: { aoFalhar: (mensagem: string) => void; titulo: React.RefObject<HTMLHeadingElement | null> }) {
  const { versao, recomecar } = useRecomeco()
  const [progresso, setProgresso] = useState<number | null>(null)
  const [recibo, setRecibo] = useState<string | null>(null)
  const sobreposicao = useRef<HTMLDivElement>(null)
  DialogoRecibo.usePreCarregar()

  return (
    <>
      <Formulario<Valores>
        key={versao}
        id="denuncia"
        catalogo={CAMPOS_DENUNCIA}
        widgets={WIDGETS_EXTRAS}
        esquema={carregarEsquema}
        rotuloEnviar="Enviar denúncia"
        mensagemFalha={FALHA_DENUNCIA}
        aoFalhar={aoFalhar}
        className="mt-4 flex flex-col gap-4"
        enviar={async (valores, chave) => {
          setProgresso(0)
          try {
            const r = await enviarJsonComProgresso('/site-api/denuncias', corpoDoPedido(valores), chave, setProgresso)
            if (!r.ok) return r.status === 400 ? r : { ok: false, mensagem: FALHA_DENUNCIA }
            const codigo = reciboDa(r.corpo)
            if (!codigo) return { ok: false, mensagem: FALHA_DENUNCIA }
            setRecibo(codigo)
            recomecar()
            return { ok: true }
          } finally {
            setProgresso(null)
          }
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <CaixaAnonimo />
          <CamposDoCatalogo nomes={['nome', 'cpfcnpj', 'telefone', 'email', 'endereco', 'sigilo', 'denuncia', 'Documentos', 'manterMetadados', 'declaracao', 'captcha']} className="contents" />
        </div>
      </Formulario>
      {progresso !== null && (
        <div ref={sobreposicao} className="fixed inset-0 z-40 flex items-center justify-center bg-tinta/60 p-4">
          <div role="status" className="w-[min(24rem,100%)] rounded-lg bg-white p-6 text-center shadow-xl">
            <p className="font-semibold">Enviando denúncia...</p>
            <progress max={100} value={Math.round(progresso * 100)} aria-label="Envio da denúncia" className="mt-3 h-3 w-full accent-marca-700" />
          </div>
        </div>
      )}
      {recibo && <DialogoRecibo recibo={recibo} gatilho={titulo} fechar={() => setRecibo(null)} />}
    </>
  )
}

