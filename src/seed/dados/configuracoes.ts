import { CONFIGURACOES_PADRAO } from '@/domain/configuracoes'

/** The demo's internet-banking app (spec 1 §1: a separate application at /ibb-web/), on its own host. */
const INTERNET_BANKING = 'https://internetbanking.fomento.rs.gov.br/ibb-web/'

/** Demo values of the site-settings global for the fictional agency Fomento RS (lists as the back-office keeps them). */
export const CONFIGURACOES_SEED = {
  ...CONFIGURACOES_PADRAO,
  areaClienteUrl: INTERNET_BANKING,
  telefoneOuvidoria: '0800 645 1234',
  linksExternos: { ...CONFIGURACOES_PADRAO.linksExternos, emissaoBoleto: `${INTERNET_BANKING}boleto`, areaParceiro: `${INTERNET_BANKING}parceiros` },
  requisitosProposta: CONFIGURACOES_PADRAO.requisitosProposta.map((texto) => ({ texto })),
  iof: { aliquotaDiaria: CONFIGURACOES_PADRAO.iof.diariaPercentual, aliquotaAdicional: CONFIGURACOES_PADRAO.iof.adicionalPercentual },
}
