import { formularioSobDemanda } from '@/components/form/sob-demanda'

/** In the browser, the Fale Conosco form out of the page's first load: its code comes when the browser is first idle or at the first use (decision 0020). */
export default formularioSobDemanda(() => import('./FormularioFaleConosco.client').then((m) => m.default))
