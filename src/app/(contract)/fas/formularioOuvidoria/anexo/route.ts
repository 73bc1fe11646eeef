import { ANEXO_OUVIDORIA } from '@/features/ouvidoria/servidor'
import { rotaDeAnexo } from '@/dados/formularios/rota-de-anexo'

/** POST /fas/formularioOuvidoria/anexo: one file of the page's form (multipart arquivo + nomeArquivo), answered {id}. */
export const POST = rotaDeAnexo(ANEXO_OUVIDORIA)
