import Link from 'next/link'

import { dadosDoAviso, type DefinicaoDeSubmissao } from '@/domain/submissao/definicao'

/**
 * The data-protection notice at each form of the site (LGPD art. 9):
 * what is collected, why, for how long, and where to exercise one's rights.
 */
export function AvisoLgpd({ dados, finalidade, prazo }: { dados: string; finalidade: string; prazo: string }) {
  return (
    // A note, not an <aside>: it sits inside the form's region, and a complementary landmark must be top-level.
    <div role="note" aria-label="Proteção de dados pessoais" className="mt-6 rounded border border-neutro-100 bg-neutro-100 p-4 text-sm text-tinta-suave">
      <p>
        <strong className="text-tinta">Seus dados pessoais.</strong> Coletamos {dados} {finalidade} Guardamos esses dados {prazo} e não os compartilhamos para outros
        fins. Saiba mais na{' '}
        <Link href="/politica-de-privacidade" className="underline">
          Política de Privacidade
        </Link>{' '}
        ou fale com o{' '}
        <Link href="/atendimento-ao-cliente/encarregado" className="underline">
          Encarregado de Dados
        </Link>
        .
      </p>
    </div>
  )
}

/** The notice of a defined submission: the personal data its fields declare, and its purpose and retention lines. */
export function AvisoLgpdDa({ definicao }: { definicao: Pick<DefinicaoDeSubmissao, 'campos' | 'lgpd'> }) {
  return <AvisoLgpd {...definicao.lgpd} dados={dadosDoAviso(definicao)} />
}
