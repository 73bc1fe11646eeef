import { formularioNaPagina } from '@/components/form/sob-demanda'

import FormularioFaleConosco from './FormularioFaleConosco.client'

/**
 * The Fale Conosco form as the server renders it, in the page's HTML. The browser gets
 * formulario-fale-conosco.navegador.ts instead (next.config.ts): the same form, loaded on demand.
 */
export default formularioNaPagina(FormularioFaleConosco)
