import type { Metadata } from 'next'
import type { ComponentType, ReactNode } from 'react'

import { MolduraPagina } from '@/components/ui/MolduraPagina'

import { AvisoCadastro } from './AvisoCadastro'
import { DeclaracoesPf, DeclaracoesPj } from './Declaracoes'
import { TITULOS, type TipoCadastro } from './titulos'

/** What differs between the two registration pages besides their form: the tab's title, the breadcrumb, the declarations. */
const PAGINAS: Record<TipoCadastro, { aba: string; trilha: string; Declaracoes: ComponentType }> = {
  fisica: { aba: 'Cadastro de declarações - Pessoa Física', trilha: 'Cadastro - Pessoa Física', Declaracoes: DeclaracoesPf },
  juridica: { aba: 'Cadastro e declarações - Pessoa Jurídica', trilha: 'Cadastro - Pessoa Jurídica', Declaracoes: DeclaracoesPj },
}

/**
 * `/formulario/pessoa-fisica` and `/formulario/pessoa-juridica` (spec 3 §1, §2): the state funds'
 * registration page and its metadata. The route names the form, so each page's first load carries
 * its own catalogue only.
 */
export function paginaDeCadastro(tipo: TipoCadastro, Formulario: ComponentType<{ declaracoes: ReactNode }>) {
  const { aba, trilha, Declaracoes } = PAGINAS[tipo]
  const metadata: Metadata = { title: aba }
  const Pagina = () => (
    <MolduraPagina trilha={[{ titulo: trilha }]}>
      <h1 className="my-4 text-2xl font-bold">{TITULOS[tipo]}</h1>
      <AvisoCadastro />
      <Formulario declaracoes={<Declaracoes />} />
    </MolduraPagina>
  )
  return { metadata, Pagina }
}
