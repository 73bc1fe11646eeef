import type { AliquotasIof } from '@/domain/cet'
import { exemploDeCet, textoDoExemploDeCet, textoDoIof } from '@/domain/cet-exemplo'
import type { LinhaCredito } from '@/domain/simulacao'

/**
 * The product's conditions with their cost (Res. CMN 4.881/2020, issue 32): for each active credit
 * line linked to this page, one example with its CET, computed from the same line and IOF settings
 * the simulator uses. A product with no linked line (or no amount to compute on) shows nothing:
 * its text's rates are prose, and a CET is not invented from them.
 */
export function CetDoProduto({ linhas, iof }: { linhas: readonly LinhaCredito[]; iof: AliquotasIof }) {
  const exemplos = linhas.map((l) => exemploDeCet(l, iof)).filter((e) => e !== null)
  if (!exemplos.length) return null
  return (
    <section aria-labelledby="titulo-cet" className="mt-8 rounded-lg border border-marca-100 p-5">
      <h2 id="titulo-cet" className="text-xl font-bold text-marca-800">Custo efetivo total (CET)</h2>
      <ul className="mt-3 space-y-2">
        {exemplos.map((e) => (
          <li key={e.linha.produto} data-testid="exemplo-cet">
            {textoDoExemploDeCet(e)}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-tinta-suave">
        {textoDoIof(iof)} O CET inclui os juros, as tarifas e o IOF descontados na liberação (Resolução CMN nº 4.881/2020). Exemplo
        ilustrativo: as condições de cada operação dependem de análise de crédito.
      </p>
    </section>
  )
}
