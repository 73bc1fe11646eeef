/**
 * What a visitor did in a form's server HTML before its code arrived (a form loaded on demand,
 * sob-demanda.tsx; a slow phone; the values a browser restores on going back), handed to the
 * form once it is hydrated. Until then the fields work as plain HTML: the text typed, the boxes
 * ticked, the option chosen, the files picked are in the page but not in react-hook-form, and
 * React does not overwrite them at hydration (it keeps the DOM's value) but would at the next
 * render of the field, from the form's empty value. So the form, once mounted, replays each
 * change as the visitor's own (an input, change or click event): the field's widget reads it as if
 * it had been typed now (masks apply, the captcha starts, the files are checked and sent).
 */

/** Forms whose code is here (mounted), those whose submit came before it, and the fields left before it. */
const prontos = new WeakSet<HTMLFormElement>()
const enviosPendentes = new WeakSet<HTMLFormElement>()
const deixados = new WeakSet<Element>()
let acompanhando = false

/** The kit's form (Formulario marks its forms) an element belongs to, while its code is not here. */
function formularioSemCodigo(el: EventTarget | null): HTMLFormElement | null {
  const form = el instanceof HTMLFormElement ? el : el instanceof HTMLElement ? el.closest('form') : null
  return form?.hasAttribute('data-formulario') && !prontos.has(form) ? form : null
}

/**
 * Watches the page's kit forms until their code is here. A submit (Enter in a field, its button)
 * would go as a plain HTML form, a GET to the page with every field in the address: it is held,
 * and done once the form is mounted (formularioPronto). A field the visitor left is noted: once
 * mounted, the form is told (its errors show on leaving a field, as if the code had been there).
 */
export function acompanharAntesDoCodigo(): void {
  if (acompanhando || typeof document === 'undefined') return
  acompanhando = true
  document.addEventListener(
    'submit',
    (ev) => {
      const form = formularioSemCodigo(ev.target)
      if (!form) return
      ev.preventDefault()
      enviosPendentes.add(form)
    },
    true,
  )
  document.addEventListener(
    'focusout',
    (ev) => {
      if (ev.target instanceof Element && formularioSemCodigo(ev.target)) deixados.add(ev.target)
    },
    true,
  )
}

/**
 * Called by the form once mounted: replays what was done in its HTML before (the values, then the
 * fields left), then the submit that was held, if any. On a form the client drew itself nothing
 * differs from what React drew and nothing was left: no-op.
 */
export function formularioPronto(form: HTMLFormElement): void {
  prontos.add(form)
  retomarODigitado(form)
  for (const el of Array.from(form.elements)) {
    if (deixados.has(el) && el !== document.activeElement) {
      deixados.delete(el)
      el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    }
  }
  if (enviosPendentes.has(form)) {
    enviosPendentes.delete(form)
    form.requestSubmit()
  }
}

/** Each control whose state differs from what the page drew (its default value, check or selection), replayed. */
export function retomarODigitado(form: HTMLFormElement): void {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement) {
      if (el.disabled) continue
      if (el.type === 'checkbox') {
        if (el.checked !== el.defaultChecked) repetirClique(el)
      } else if (el.type === 'radio') {
        if (el.checked && !el.defaultChecked) repetirClique(el)
      } else if (el.type === 'file') {
        if (el.files?.length) el.dispatchEvent(new Event('change', { bubbles: true }))
      } else if (el.value !== el.defaultValue) {
        repetirDigitacao(el)
      }
    } else if (el instanceof HTMLTextAreaElement) {
      if (!el.disabled && el.value !== el.defaultValue) repetirDigitacao(el)
    } else if (el instanceof HTMLSelectElement) {
      // The server marks the option it drew as selected; React, drawing a select itself, does not.
      const opcoes = Array.from(el.options)
      if (!el.disabled && opcoes.some((o) => o.defaultSelected) && opcoes.some((o) => o.selected !== o.defaultSelected)) el.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
}

/**
 * React reads an input event as a change only when the value differs from the one it last saw
 * (it watches the element's `value` setter). The field is set back through that setter to what the
 * page drew, then to the typed text through the DOM's own setter, which React does not watch: the
 * input event that follows is a change, carrying the whole text.
 */
function repetirDigitacao(el: HTMLInputElement | HTMLTextAreaElement): void {
  const digitado = el.value
  el.value = el.defaultValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set?.call(el, digitado)
  el.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The box set back to what the page drew, then clicked as the visitor did: the click event is the change. */
function repetirClique(el: HTMLInputElement): void {
  el.checked = !el.checked
  el.click()
}
