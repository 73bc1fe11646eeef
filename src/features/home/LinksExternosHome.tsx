import type { ConfiguracoesSite } from '@/domain/configuracoes'

/** The two external links of the home page: payment slip and partners' area (spec 1 §2.3). */
export function LinksExternosHome({ links }: { links: ConfiguracoesSite['linksExternos'] }) {
  const classe = 'flex-1 rounded-lg border-2 border-marca-700 bg-white p-4 text-center font-bold text-marca-800 hover:bg-marca-50'
  // A link without an address in the settings is not shown (never a path this site would answer 404).
  if (!links.emissaoBoleto && !links.areaParceiro) return null
  return (
    <nav aria-label="Serviços externos" className="flex flex-col gap-3 sm:flex-row">
      {links.emissaoBoleto && <a href={links.emissaoBoleto} className={classe}>Emitir boleto</a>}
      {links.areaParceiro && <a href={links.areaParceiro} className={classe}>Área do parceiro</a>}
    </nav>
  )
}
