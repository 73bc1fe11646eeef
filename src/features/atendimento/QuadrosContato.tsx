import Link from 'next/link'

import type { ConfiguracoesSite } from '@/domain/configuracoes'
import { enderecoDeTelefone, HORARIO_ENCARREGADO } from '@/domain/atendimento'
import { classesBotao } from '@/components/ui/botao'

function Linha({ rotulo, children }: { rotulo: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-tinta">{rotulo}</dt>
      <dd className="break-words">{children}</dd>
    </>
  )
}

/** The call centre's phone, hours and e-mail, from the site settings (spec 3 §9: open 9h to 18h). */
export function QuadroCentral({ configuracoes: c }: { configuracoes: ConfiguracoesSite }) {
  return (
    <section aria-labelledby="titulo-central" className="mt-8 rounded-lg border border-marca-100 bg-marca-50 p-5">
      <h3 id="titulo-central" className="text-lg font-bold text-marca-800">Central de atendimento</h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <Linha rotulo="Telefone">
          <a href={enderecoDeTelefone(c.telefoneCentral)} className="underline">{c.telefoneCentral}</a>
        </Linha>
        <Linha rotulo="Horário">{c.horarioAtendimento}, em dias úteis</Linha>
        {c.telefoneOuvidoria && (
          <Linha rotulo="Ouvidoria (ligação gratuita)">
            <a href={enderecoDeTelefone(c.telefoneOuvidoria)} className="underline">{c.telefoneOuvidoria}</a>
          </Linha>
        )}
        <Linha rotulo="E-mail">
          <a href={`mailto:${c.emailContato}`} className="underline">{c.emailContato}</a>
        </Linha>
      </dl>
    </section>
  )
}

/**
 * The data-protection officer (LGPD art. 41: identity and contact made public),
 * from the site settings, with the channel's hours (spec 3 §9) and the policies.
 */
export function QuadroEncarregado({ configuracoes: c }: { configuracoes: ConfiguracoesSite }) {
  const e = c.encarregado
  return (
    <section aria-labelledby="titulo-encarregado" className="mt-8 rounded-lg border border-marca-100 bg-marca-50 p-5">
      <h3 id="titulo-encarregado" className="text-lg font-bold text-marca-800">Contato do encarregado</h3>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <Linha rotulo="Encarregado">{e.nome}</Linha>
        <Linha rotulo="E-mail">
          <a href={`mailto:${e.email}`} className="underline">{e.email}</a>
        </Linha>
        <Linha rotulo="Telefone">
          <a href={enderecoDeTelefone(e.telefone)} className="underline">{e.telefone}</a>
        </Linha>
        <Linha rotulo="Atendimento">{HORARIO_ENCARREGADO}</Linha>
      </dl>
      <p className="mt-4">
        Saiba como tratamos os seus dados na{' '}
        <Link href="/politica-de-privacidade" className="font-semibold text-marca-700 underline">Política de Privacidade</Link> e na{' '}
        <Link href="/publicacoes/63" className="font-semibold text-marca-700 underline">Política de Proteção de Dados</Link>.
      </p>
    </section>
  )
}

/** The way out to the payment-slip service (settings → Links externos → Emissão de boleto). */
export function BotaoBoleto({ endereco }: { endereco: string }) {
  if (!endereco) return null
  return (
    <p className="mt-6">
      <a href={endereco} className={classesBotao()}>
        Emitir boleto
      </a>
    </p>
  )
}
