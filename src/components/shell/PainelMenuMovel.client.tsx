'use client'

import { useEffect, useRef, useState, type RefObject } from 'react'
import { DialogoAberto } from '@/components/ui/DialogoAberto.client'
import type { LinkMenu, SecaoMenu } from '@/domain/navegacao'
import { CabecalhoMenuMovel } from './CabecalhoMenuMovel'
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
      <CabecalhoMenuMovel titulo={secaoAtiva?.titulo} voltar={voltar} tituloRef={tituloRef} />
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
