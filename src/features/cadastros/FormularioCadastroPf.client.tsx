'use client'

import type { ReactNode } from 'react'

import { CAMPOS_PF, ENDERECO_COMERCIAL, ENDERECO_CORRESPONDENCIA_PF, ENDERECO_RESIDENCIAL } from '@/domain/cadastro/campos-pf'
import { FormularioCadastro, type FormaCadastro } from './FormularioCadastro.client'

const FORMA_PF: FormaCadastro = {
  tipo: 'fisica',
  id: 'cadastro-pf',
  catalogo: CAMPOS_PF,
  // The same schema the server parses with, loaded after hydration (decision 0016).
  esquema: () => import('./schema').then((m) => m.esquemaCadastroPf),
  enderecos: [ENDERECO_RESIDENCIAL, ENDERECO_COMERCIAL, ENDERECO_CORRESPONDENCIA_PF],
  ufsNascimento: ['ufBeneficiario', 'ufConjuge'],
}

/** /formulario/pessoa-fisica's form: its own catalogue only in the page's first load. */
export function FormularioCadastroPf({ declaracoes }: { declaracoes: ReactNode }) {
  return <FormularioCadastro forma={FORMA_PF} declaracoes={declaracoes} />
}
