import { formularioSobDemanda } from '@/components/form/sob-demanda'

/** In the browser, the report and lookup forms out of the page's first load: their code comes when the browser is first idle or at the first use (decision 0020). */
export const FormularioDenuncia = formularioSobDemanda(() => import('./FormularioDenuncia.client').then((m) => m.FormularioDenuncia))
export const ConsultaDenuncia = formularioSobDemanda(() => import('./ConsultaDenuncia.client').then((m) => m.ConsultaDenuncia))
