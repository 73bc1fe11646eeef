'use client'

import type { ReactNode } from 'react'

import { CAMPOS_PJ, ENDERECO_CORRESPONDENCIA_PJ, ENDERECO_ENTIDADE, ENDERECO_REPRESENTANTE } from '@/domain/cadastro/campos-pj'
import { FormularioCadastro, type FormaCadastro } from './FormularioCadastro.client'

const FORMA_PJ: FormaCadastro = {
  tipo: 'juridica',
  id: 'cadastro-pj',
  catalogo: CAMPOS_PJ,
  // The same schema the server parses with, loaded after hydration (decision 0016).
  esquema: () => import('./schema').then((m) => m.esquemaCadastroPj),
  enderecos: [ENDERECO_REPRESENTANTE, ENDERECO_ENTIDADE, ENDERECO_CORRESPONDENCIA_PJ],
  ufsNascimento: ['ufRepresentanteLegal'],
}

/** /formulario/pessoa-juridica's form: its own catalogue only in the page's first load. */
export function FormularioCadastroPj({ declaracoes }: { declaracoes: ReactNode }) {
  return <FormularioCadastro forma={FORMA_PJ} declaracoes={declaracoes} />
}
