'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { DialogoAberto } from '@/components/ui/DialogoAberto.client'
import { IconeFechar, IconeVoltar } from '@/components/ui/icones-leves'
import type { LinkMenu, SecaoMenu } from '@/domain/navegacao'
import { MenuMovelPrincipal } from './MenuMovelPrincipal'
import { MenuMovelSubpainel } from './MenuMovelSubpainel'

type IdSecao = SecaoMenu['id']

interface PainelMenuMovelProps {
  secoes: SecaoMenu[]
  linksPrincipais: LinkMenu[]
  areaClienteUrl: string
  fechar: () => void
  /** The button that opened the sheet: focus goes back to it on close. */
  gatilho: RefObject<HTMLButtonElement | null>
}

const botaoIcone = 'rounded-md p-2 text-tinta hover:bg-marca-50 hover:text-marca-800'

/**
 * The phone menu's sheet (modal dialog, so focus is trapped and page scroll locked) with a main level
 * and one drill-down sub-panel per section. Loaded on first use (MobileMenu.client.tsx); it exists only
 * while open, so closing resets it to the main level.
 */
export default function PainelMenuMovel({ secoes, linksPrincipais, areaClienteUrl, fechar, gatilho }: PainelMenuMovelProps) {
  const [subpainel, setSubpainel] = useState<IdSecao | null>(null)
  const tituloRef = useRef<HTMLHeadingElement>(null)
  const botoesSecao = useRef(new Map<IdSecao, HTMLButtonElement>())
  // The section whose button gets focus back after "Voltar".
  const voltarPara = useRef<IdSecao | null>(null)

  // Drilling down replaces the focused button, so move focus on purpose: into the sub-panel (its
  // title, so the section name is announced) and, on "Voltar", back to the section's button.
  useEffect(() => {
    if (subpainel) {
      tituloRef.current?.focus()
    } else if (voltarPara.current) {
      botoesSecao.current.get(voltarPara.current)?.focus()
      voltarPara.current = null
    }
  }, [subpainel])

  function voltar() {
    voltarPara.current = subpainel
    setSubpainel(null)
  }

  const secaoAtiva = secoes.find((secao) => secao.id === subpainel)

  return (
    <DialogoAberto fechar={fechar} gatilho={gatilho} className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-2xl">
      <div className="flex min-h-cabecalho-movel shrink-0 items-center gap-2 border-b border-marca-100 px-3 py-2">
        {secaoAtiva && (
          <button
            type="button"
            onClick={voltar}
            className="flex shrink-0 items-center gap-1 rounded-md py-2 pr-3 pl-1 font-semibold text-marca-800 hover:bg-marca-50"
          >
            <IconeVoltar className="size-5" strokeWidth={2.5} />
            Voltar
          </button>
        )}
        <Dialog.Title ref={tituloRef} tabIndex={-1} className="min-w-0 flex-1 px-1 text-lg leading-tight font-bold text-marca-800">
          {secaoAtiva ? secaoAtiva.titulo : 'Menu'}
        </Dialog.Title>
        <Dialog.Close aria-label="Fechar menu" className={`shrink-0 ${botaoIcone}`}>
          <IconeFechar className="size-6" />
        </Dialog.Close>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain">
        {secaoAtiva ? (
          <MenuMovelSubpainel secao={secaoAtiva} aoNavegar={fechar} />
        ) : (
          <MenuMovelPrincipal
            secoes={secoes}
            linksPrincipais={linksPrincipais}
            areaClienteUrl={areaClienteUrl}
            aoAbrirSecao={setSubpainel}
            registrarBotao={(id, el) => {
              if (el) botoesSecao.current.set(id, el)
              else botoesSecao.current.delete(id)
            }}
            aoNavegar={fechar}
          />
        )}
      </div>
    </DialogoAberto>
  )
}
