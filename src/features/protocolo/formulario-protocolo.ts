import { formularioNaPagina } from '@/components/form/sob-demanda'

import FormularioProtocolo from './FormularioProtocolo.client'

/**
 * The digital protocol form as the server renders it, in the page's HTML. The browser gets
 * formulario-protocolo.navegador.ts instead (next.config.ts): the same form, loaded on demand.
 */
export default formularioNaPagina(FormularioProtocolo)
