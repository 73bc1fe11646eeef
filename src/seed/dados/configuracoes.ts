import { CONFIGURACOES_PADRAO } from '@/domain/configuracoes'

/** Demo values of the site-settings global for the fictional agency Fomento RS. */
export const CONFIGURACOES_SEED = CONFIGURACOES_PADRAO
