import type { Metadata } from 'next'

import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { AvisoCadastro } from '@/features/cadastros/AvisoCadastro'
import { DeclaracoesPf } from '@/features/cadastros/Declaracoes'
import { FormularioCadastroPf } from '@/features/cadastros/FormularioCadastroPf.client'

const TITULO = 'CADASTRO DE DECLARAÇÕES - PESSOA FÍSICA / FUNDOS ESTADUAIS - FEAPER'

export const metadata: Metadata = { title: 'Cadastro de declarações - Pessoa Física' }

/** /formulario/pessoa-fisica (spec 3 §1, §2): the individual registration of the state funds. */
export default function CadastroPessoaFisica() {
  return (
    <MolduraPagina trilha={[{ titulo: 'Cadastro - Pessoa Física' }]}>
      <h1 className="my-4 text-2xl font-bold">{TITULO}</h1>
      <AvisoCadastro />
      <FormularioCadastroPf declaracoes={<DeclaracoesPf />} />
    </MolduraPagina>
  )
}
