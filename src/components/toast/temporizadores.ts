/**
 * Auto-close timers of the toasts. Sonner pauses its own timers on hover and when the tab is hidden,
 * but not when the window merely loses focus (spec 1 §9 asks for that), so toasts are created without
 * a sonner timer and closed from here. Every timer pauses while any pause reason is active.
 */

export type MotivoPausa = 'ponteiro' | 'foco' | 'janela' | 'aba'
type IdToast = string | number

interface Temporizador {
  restanteMs: number
  iniciadoEm: number | null
  alca: ReturnType<typeof setTimeout> | null
  aoExpirar: () => void
}

const temporizadores = new Map<IdToast, Temporizador>()
const motivos = new Set<MotivoPausa>()

function iniciar(id: IdToast, t: Temporizador): void {
  t.iniciadoEm = Date.now()
  t.alca = setTimeout(() => {
    temporizadores.delete(id)
    t.aoExpirar()
  }, t.restanteMs)
}

function parar(t: Temporizador): void {
  if (t.alca === null || t.iniciadoEm === null) return
  clearTimeout(t.alca)
  t.restanteMs = Math.max(0, t.restanteMs - (Date.now() - t.iniciadoEm))
  t.alca = null
  t.iniciadoEm = null
}

/** Calls `aoExpirar` after `duracaoMs` of unpaused time. A non-finite duration means "until closed by hand". */
export function agendar(id: IdToast, duracaoMs: number, aoExpirar: () => void): void {
  cancelar(id)
  if (!Number.isFinite(duracaoMs)) return
  const t: Temporizador = { restanteMs: Math.max(0, duracaoMs), iniciadoEm: null, alca: null, aoExpirar }
  temporizadores.set(id, t)
  if (motivos.size === 0) iniciar(id, t)
}

/** Forgets a toast's timer (it was closed by hand or swiped away). */
export function cancelar(id: IdToast): void {
  const t = temporizadores.get(id)
  if (!t) return
  if (t.alca !== null) clearTimeout(t.alca)
  temporizadores.delete(id)
}

/** Adds a pause reason; the first one freezes every running timer, keeping its remaining time. */
export function pausar(motivo: MotivoPausa): void {
  const rodando = motivos.size === 0
  motivos.add(motivo)
  if (rodando) temporizadores.forEach(parar)
}

/** Removes a pause reason; when none is left the timers run again from where they stopped. */
export function retomar(motivo: MotivoPausa): void {
  if (!motivos.delete(motivo) || motivos.size > 0) return
  temporizadores.forEach((t, id) => iniciar(id, t))
}
