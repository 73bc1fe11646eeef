import type { Metadata } from 'next'

import { MolduraPagina } from '@/components/ui/MolduraPagina'
import { AvisoCadastro } from '@/features/cadastros/AvisoCadastro'
import { DeclaracoesPj } from '@/features/cadastros/Declaracoes'
import { FormularioCadastroPj } from '@/features/cadastros/FormularioCadastroPj.client'

const TITULO = 'CADASTRO E DECLARAÇÕES - PESSOA JURÍDICA / FUNDOS ESTADUAIS - FEAPER'

export const metadata: Metadata = { title: 'Cadastro e declarações - Pessoa Jurídica' }

/** /formulario/pessoa-juridica (spec 3 §1, §2): the legal-entity registration of the state funds. */
export default function CadastroPessoaJuridica() {
  return (
    <MolduraPagina trilha={[{ titulo: 'Cadastro - Pessoa Jurídica' }]}>
      <h1 className="my-4 text-2xl font-bold">{TITULO}</h1>
      <AvisoCadastro />
      <FormularioCadastroPj declaracoes={<DeclaracoesPj />} />
    </MolduraPagina>
  )
}
