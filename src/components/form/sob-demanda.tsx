import { Activity, lazy, type ComponentType } from 'react'

import { quandoOcioso } from '@/components/ui/quando-ocioso'

import { acompanharAntesDoCodigo } from './retomar-o-digitado'

/**
 * A channel's form out of the page's first load (issue 35, decision 0020). The server renders the
 * form as always (its HTML is in the page, with or without JavaScript); the browser loads its code
 * (react-hook-form, the kit, the masks, the form) when the browser is first idle after hydration or
 * at the visitor's first focus, press or key, whichever comes first, and then hydrates the server's
 * HTML in place: nothing moves, and what was typed meanwhile is kept (retomar-o-digitado.ts).
 *
 * The two halves draw the same tree (an Activity boundary around the form), so the browser's lazy
 * piece hydrates the server's HTML: a boundary whose code is not here stays as the server drew it,
 * and is hydrated when it comes. Not a Suspense boundary: React's server moves a finished boundary
 * larger than its chunk size (12.8 KB, a form) out of place, to the end of the document, hidden, and
 * a script puts it back; without JavaScript the form would be missing. An Activity boundary is
 * written in place. The server's half must not suspend either: a lazy piece on the server would
 * stream the form out of order on the first render after a start. So each form has two modules, chosen by next.config.ts
 * (`turbopack.resolveAlias`, the `browser` condition): `formulario-*.ts` with `formularioNaPagina`
 * for the server, `formulario-*.navegador.ts` with `formularioSobDemanda` for the browser.
 */

/** The boundary both halves draw around the form: one tree, so the browser's half hydrates the server's HTML. */
function naFronteira<P extends object>(Formulario: ComponentType<P>): ComponentType<P> {
  function FormularioNaFronteira(props: P) {
    return (
      <Activity mode="visible">
        <Formulario {...props} />
      </Activity>
    )
  }
  return FormularioNaFronteira
}

/** The server's half: the form itself, inside the boundary the browser's half hydrates. */
export function formularioNaPagina<P extends object>(Formulario: ComponentType<P>): ComponentType<P> {
  return naFronteira(Formulario)
}

const USO = ['focusin', 'pointerdown', 'keydown'] as const

/** Resolves at the visitor's next focus, press or key anywhere on the page. */
function proximoUso(): Promise<void> {
  return new Promise<void>((resolver) => {
    const usou = () => {
      for (const e of USO) document.removeEventListener(e, usou, true)
      resolver()
    }
    for (const e of USO) document.addEventListener(e, usou, { capture: true, passive: true })
  })
}

let ociosoOuUso: Promise<void> | undefined

/**
 * Resolves when the browser is first idle (at most 3 s after the first ask) or at the visitor's first
 * use of the page, whichever comes first. The page is the scope, not the form: on the form's own
 * first use the code is already on its way, and an earlier use only starts it sooner.
 */
function ociosoOuPrimeiroUso(): Promise<void> {
  ociosoOuUso ??= Promise.race([new Promise<void>((resolver) => quandoOcioso(resolver, 3000)), proximoUso()])
  return ociosoOuUso
}

/**
 * A failed load (no network) is tried again at the visitor's next use, not thrown: thrown, it would
 * reach the page's error boundary; kept waiting, the server's HTML stays as it is.
 */
async function comNovasTentativas<T>(carregar: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await carregar()
    } catch {
      await proximoUso()
    }
  }
}

/**
 * The browser's half: the form loaded on demand (`() => import('./FormularioX.client').then((m) => m.default)`).
 * Hydrating the server's HTML, it waits for the first idle moment or the first use, and the server's
 * HTML stays readable and fillable meanwhile. Drawn by the client (a navigation inside the site), the
 * page waits for it as for any suspended piece (the navigation ends when the form is there).
 *
 * Its parent must not render it again with new props before its code is here: React would give up
 * hydrating it and draw it afresh, dropping the server's HTML. The forms take no props, or props
 * their parent does not change before the form itself calls it.
 */
export function formularioSobDemanda<P extends object>(carregar: () => Promise<ComponentType<P>>): ComponentType<P> {
  acompanharAntesDoCodigo()
  const Preguicoso = lazy(() => ociosoOuPrimeiroUso().then(() => comNovasTentativas(carregar)).then((c) => ({ default: c })))
  return naFronteira<P>(Preguicoso)
}
