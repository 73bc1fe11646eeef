import { formularioNaPagina } from '@/components/form/sob-demanda'

import { ConsultaDenuncia as Consulta } from './ConsultaDenuncia.client'
import { FormularioDenuncia as Nova } from './FormularioDenuncia.client'

/**
 * The channel's two forms as the server renders them, in the page's HTML. The browser gets
 * formularios-denuncia.navegador.ts instead (next.config.ts): the same forms, loaded on demand;
 * the tabs around them come with the page.
 */
export const FormularioDenuncia = formularioNaPagina(Nova)
export const ConsultaDenuncia = formularioNaPagina(Consulta)
