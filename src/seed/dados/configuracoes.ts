import { CONFIGURACOES_PADRAO } from '@/domain/configuracoes'

/** Demo values of the site-settings global for the fictional agency Fomento RS (lists as the back-office keeps them). */
export const CONFIGURACOES_SEED = {
  ...CONFIGURACOES_PADRAO,
  requisitosProposta: CONFIGURACOES_PADRAO.requisitosProposta.map((texto) => ({ texto })),
}
