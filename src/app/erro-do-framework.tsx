'use client'

import ErroGeral from './global-error'

/**
 * Stands in, in the browser, for Next's built-in last-resort error page (see next.config.ts): the
 * boundary above the whole router shows the site's own Portuguese page instead of the framework's
 * English one, and every page's first load drops the framework page's inline styles and icon.
 * A component of its own (not the app's global-error itself): Next tells its built-in boundary
 * from the app's by the component's identity.
 */
export default function ErroDoFramework(props: { error: Error; reset: () => void }) {
  return <ErroGeral {...props} />
}
