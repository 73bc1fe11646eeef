import { acessoReferenciaCadastro } from '@/access/roles'

/** A reference list of the registration forms: anyone reads it, `cadastro` and `admin` keep it. */
export const acessoEnquadramentosPep = acessoReferenciaCadastro
