import type { Contato } from '@/dados/institucional'
import { enderecoDeTelefone } from '@/domain/atendimento'

/** Who heads a directorate or area, with phone and e-mail as links. */
export function DadosContato({ c }: { c: Contato }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
      <dt className="text-tinta-suave">Responsável</dt>
      <dd>{c.responsavel}</dd>
      {c.telefone && (
        <>
          <dt className="text-tinta-suave">Telefone</dt>
          <dd>
            <a href={enderecoDeTelefone(c.telefone)} className="underline">
              {c.telefone}
            </a>
          </dd>
        </>
      )}
      {c.email && (
        <>
          <dt className="text-tinta-suave">E-mail</dt>
          <dd className="break-all">
            <a href={`mailto:${c.email}`} className="underline">
              {c.email}
            </a>
          </dd>
        </>
      )}
    </dl>
  )
}
