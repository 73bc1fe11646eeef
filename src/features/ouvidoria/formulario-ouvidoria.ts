import { formularioNaPagina } from '@/components/form/sob-demanda'

import FormularioOuvidoria from './FormularioOuvidoria.client'

/**
 * The ombudsman form as the server renders it, in the page's HTML. The browser gets
 * formulario-ouvidoria.navegador.ts instead (next.config.ts): the same form, loaded on demand.
 */
export default formularioNaPagina(FormularioOuvidoria)
