import { Hoje } from './Hoje.client'
import { DECLARACOES_PF, DECLARACOES_PJ, INSTRUCAO_ASSINATURA, type BlocoDeclaracao } from './declaracoes-texto'

/**
 * The declarations tab's text (spec 3 §2): what the signer authorises and
 * declares, the annexes, and the place, date and signature lines of the
 * printed copy. Plain text: it reads without JavaScript too. The same blocks
 * make the PDF (PdfCadastro.tsx).
 */

function Bloco({ bloco, primeiro }: { bloco: BlocoDeclaracao; primeiro: boolean }) {
  const Titulo = primeiro ? 'h2' : 'h3'
  return (
    <section className={primeiro ? 'flex flex-col gap-3' : 'mt-8 flex flex-col gap-3 border-t border-tinta-suave pt-4'}>
      <Titulo className={primeiro ? 'text-xl font-bold' : 'text-lg font-bold'}>{bloco.titulo}</Titulo>
      {bloco.paragrafos.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p className="mt-4">
        Local: ____________________________, <Hoje />.
      </p>
      {bloco.assinaturas.map((a) => (
        <p key={a.papel} className="mt-6 border-t border-tinta pt-1 sm:w-96">
          Assinatura: {a.papel}
        </p>
      ))}
    </section>
  )
}

function Declaracoes({ blocos }: { blocos: readonly BlocoDeclaracao[] }) {
  return (
    <div className="flex flex-col gap-3">
      {blocos.map((b, i) => (
        <Bloco key={b.titulo} bloco={b} primeiro={i === 0} />
      ))}
      <p className="mt-6 rounded border border-tinta-suave bg-gray-50 p-3">{INSTRUCAO_ASSINATURA}</p>
    </div>
  )
}

export const DeclaracoesPf = () => <Declaracoes blocos={DECLARACOES_PF} />
export const DeclaracoesPj = () => <Declaracoes blocos={DECLARACOES_PJ} />
