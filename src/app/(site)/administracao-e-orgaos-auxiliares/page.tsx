import { metadadosAdministracao, PaginaAdministracao } from '@/features/institucional/PaginaAdministracao'

export const metadata = metadadosAdministracao
export default PaginaAdministracao
