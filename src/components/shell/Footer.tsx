import type { ConfiguracoesSite } from '@/domain/configuracoes'
import { RodapeContato } from './RodapeContato'
import { RodapeMapaSite } from './RodapeMapaSite'

/** The site footer: site map, contact block and copyright. */
export function Footer({ configuracoes }: { configuracoes: ConfiguracoesSite }) {
  // Computed at render so the year follows the calendar, not the build.
  const ano = new Date().getFullYear()
  return (
    <footer className="bg-marca-900 text-white">
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 desktop:py-12">
        <RodapeMapaSite />
        <div className="border-t border-marca-700 pt-8">
          <RodapeContato configuracoes={configuracoes} />
        </div>
      </div>
      <div className="bg-marca-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-white">
          © {ano} {configuracoes.nomeAgencia}
        </p>
      </div>
    </footer>
  )
}
