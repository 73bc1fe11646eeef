import { rotaLegada } from '@/server/borda/contrato/rota-legada'
import { listarBannersPublicados } from '@/dados/banners'

/** GET /banner/listAllPublicados (spec 1 §7): published banners by ordem. */
export const GET = rotaLegada({ nome: 'listAllPublicados', executar: () => listarBannersPublicados() })
