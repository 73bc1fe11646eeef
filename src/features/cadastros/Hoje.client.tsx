'use client'

import { useSyncExternalStore } from 'react'

import { FUSO_DO_SITE } from '@/domain/datas'

const hoje = () => new Intl.DateTimeFormat('pt-BR', { timeZone: FUSO_DO_SITE, day: 'numeric', month: 'long', year: 'numeric' }).format(new Date())
const semAssinatura = () => () => undefined

/**
 * The current date of the declarations' place-and-date line, written by the
 * browser: the page's HTML is cached (decision 0005) and would keep the day it
 * was rendered. The server's copy leaves a blank line to fill by hand.
 */
export function Hoje() {
  const data = useSyncExternalStore(semAssinatura, hoje, () => '____ de ______________ de ______')
  return <span>{data}</span>
}
