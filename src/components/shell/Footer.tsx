import { ListaDeLinks } from '@/components/ui/ListaDeLinks'
import { ENDERECO_CARTA_SERVICOS } from '@/domain/carta-servicos'
import type { ConfiguracoesSite } from '@/domain/configuracoes'
import { RodapeContato } from './RodapeContato'
import { RodapeMapaSite } from './RodapeMapaSite'

/** The pages a public body owes every visitor (LBI art. 63, LGPD art. 9); Acesso à Informação sits beside the state's portal. */
const LINKS_DIREITOS = [
  { href: '/acessibilidade', titulo: 'Acessibilidade' },
  { href: '/politica-de-privacidade', titulo: 'Política de Privacidade' },
  // Lei 13.460/2017 art. 7º: the charter is public and easy to reach.
  { href: ENDERECO_CARTA_SERVICOS, titulo: 'Carta de Serviços' },
]

/** The site footer: site map, contact block and copyright. */
export function Footer({ configuracoes }: { configuracoes: ConfiguracoesSite }) {
  // Computed at render so the year follows the calendar, not the build.
  const ano = new Date().getFullYear()
  return (
    <footer id="rodape" tabIndex={-1} className="bg-marca-900 text-white outline-none">
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 desktop:py-12">
        <RodapeMapaSite />
        <div className="border-t border-marca-700 pt-8">
          <RodapeContato configuracoes={configuracoes} />
        </div>
      </div>
      <div className="bg-marca-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4 text-sm text-white">
          <p>
            © {ano} {configuracoes.nomeAgencia}
          </p>
          <ListaDeLinks
            links={LINKS_DIREITOS}
            className="flex flex-wrap gap-x-5 gap-y-2"
            classeDoLink="underline underline-offset-4 hover:no-underline"
            rotulo="Direitos do cidadão"
          />
        </div>
      </div>
    </footer>
  )
}
