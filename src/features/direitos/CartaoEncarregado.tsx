import Link from 'next/link'

import { enderecoDeTelefone } from '@/domain/atendimento'
import type { ConfiguracoesSite } from '@/domain/configuracoes'

/** The data-protection officer's identity and contact, as site settings hold them (LGPD art. 41 §1). */
export function CartaoEncarregado({ encarregado }: { encarregado: ConfiguracoesSite['encarregado'] }) {
  const telefone = enderecoDeTelefone(encarregado.telefone)
  return (
    <section aria-labelledby="titulo-encarregado" className="rounded-lg border border-marca-100 bg-marca-50 p-5">
      <h2 id="titulo-encarregado" className="text-2xl font-bold text-marca-800">Encarregado pelo tratamento de dados pessoais</h2>
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Nome</dt>
        <dd>{encarregado.nome}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>
          <a href={`mailto:${encarregado.email}`} className="break-all font-semibold text-marca-700 underline">{encarregado.email}</a>
        </dd>
        <dt className="font-semibold">Telefone</dt>
        <dd>
          <a href={telefone} className="font-semibold text-marca-700 underline">{encarregado.telefone}</a>
        </dd>
      </dl>
      <p className="mt-3">
        <Link href="/atendimento-ao-cliente/encarregado" className="font-semibold text-marca-700 underline">
          Canal do Encarregado de Dados
        </Link>
      </p>
    </section>
  )
}
