'use client'

// The server's form or, in the browser, the one loaded on demand (next.config.ts, decision 0020).
import Formulario from './formulario-ouvidoria'

/** The ombudsman form in its channel's page: rendered by the server, its code out of the page's first load. */
export default function FormularioOuvidoriaNaPagina() {
  return <Formulario />
}
