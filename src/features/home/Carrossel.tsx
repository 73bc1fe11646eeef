import type { ReactNode } from 'react'

import { CarrosselCliente } from './Carrossel.client'

function Seta({ direcao }: { direcao: 'esquerda' | 'direita' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={direcao === 'esquerda' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  )
}

const ICONES = {
  pausar: (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  ),
  tocar: (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  ),
  anterior: <Seta direcao="esquerda" />,
  proximo: <Seta direcao="direita" />,
}

/** A carousel of server-rendered slides (Carrossel.client.tsx), with its icons drawn here. */
export function Carrossel(props: { rotulo: string; intervalo: number; children: ReactNode }) {
  return <CarrosselCliente {...props} icones={ICONES} />
}
