import { formularioSobDemanda } from '@/components/form/sob-demanda'

/** In the browser, the ombudsman form out of the page's first load: its code comes when the browser is first idle or at the first use (decision 0020). */
export default formularioSobDemanda(() => import('./FormularioOuvidoria.client').then((m) => m.default))
