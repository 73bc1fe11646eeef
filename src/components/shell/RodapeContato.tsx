import Link from 'next/link'
import { IconeEnvelope, IconeLinkExterno, IconeLocal, IconeRelogio, IconeTelefone } from '@/components/ui/icones-leves'
import type { ComponentType } from 'react'
import { enderecoDeTelefone } from '@/domain/atendimento'
import type { ConfiguracoesSite } from '@/domain/configuracoes'
import { IconeFacebook, IconeInstagram, IconeLinkedin, IconeYoutube } from './IconesRedesSociais'
import { LinkExterno } from './LinkExterno'

const titulo = 'mb-3 text-base font-bold text-destaque-500'
const linkClaro = 'text-white underline-offset-4 hover:underline'

function RedesSociais({ redes }: { redes: ConfiguracoesSite['redesSociais'] }) {
  const itens: { nome: string; href: string; Icone: ComponentType<{ className?: string }> }[] = [
    { nome: 'Instagram', href: redes.instagram, Icone: IconeInstagram },
    { nome: 'YouTube', href: redes.youtube, Icone: IconeYoutube },
    { nome: 'Facebook', href: redes.facebook, Icone: IconeFacebook },
    { nome: 'LinkedIn', href: redes.linkedin, Icone: IconeLinkedin },
  ]
  return (
    <div>
      <h2 className={titulo}>Redes sociais</h2>
      <ul className="flex gap-3">
        {itens.map(({ nome, href, Icone }) => (
          <li key={nome}>
            <LinkExterno href={href} className="flex size-11 items-center justify-center rounded-full bg-marca-800 text-white hover:bg-marca-700">
              <Icone className="size-5" />
              <span className="sr-only">{nome}</span>
            </LinkExterno>
          </li>
        ))}
      </ul>
    </div>
  )
}

function LinksUteis({ links }: { links: ConfiguracoesSite['linksExternos'] }) {
  const itens = [
    { nome: 'Governo do Estado do RS', href: links.governoEstado },
    { nome: 'Portal da Transparência RS', href: links.portalTransparencia },
    { nome: 'Portal de Acesso à Informação do RS', href: links.acessoInformacao },
  ]
  return (
    <div>
      <h2 className={titulo}>Links úteis</h2>
      <ul className="space-y-2 text-sm">
        {itens.map((item) => (
          <li key={item.nome}>
            <LinkExterno href={item.href} className={`inline-flex items-center gap-1.5 ${linkClaro}`}>
              {item.nome}
              <IconeLinkExterno className="size-3.5 shrink-0" />
            </LinkExterno>
          </li>
        ))}
        {/* This agency's own page (LAI art. 8), right after the state's portal. */}
        <li>
          <Link href="/acesso-a-informacao" className={linkClaro}>
            Acesso à Informação
          </Link>
        </li>
      </ul>
    </div>
  )
}

function Contato({ configuracoes }: { configuracoes: ConfiguracoesSite }) {
  const { telefoneCentral, horarioAtendimento, emailContato, endereco } = configuracoes
  return (
    <div>
      <h2 className={titulo}>Fale com a gente</h2>
      <ul className="space-y-2 text-sm">
        <li className="flex gap-2">
          <IconeTelefone className="mt-0.5 size-4 shrink-0" />
          <span>
            Central de atendimento{' '}
            <a href={enderecoDeTelefone(telefoneCentral)} className={`font-semibold whitespace-nowrap ${linkClaro}`}>
              {telefoneCentral}
            </a>
          </span>
        </li>
        <li className="flex gap-2">
          <IconeRelogio className="mt-0.5 size-4 shrink-0" />
          <span>{horarioAtendimento}</span>
        </li>
        <li className="flex gap-2">
          <IconeEnvelope className="mt-0.5 size-4 shrink-0" />
          <a href={`mailto:${emailContato}`} className={`break-all ${linkClaro}`}>
            {emailContato}
          </a>
        </li>
        <li className="flex gap-2">
          <IconeLocal className="mt-0.5 size-4 shrink-0" />
          <address className="not-italic">
            {endereco.logradouro} – {endereco.bairro}
            <br />
            {endereco.cidade}/{endereco.uf} – CEP {endereco.cep}
          </address>
        </li>
      </ul>
    </div>
  )
}

/** The footer's contact block: social networks, state-government links and how to reach the agency. */
export function RodapeContato({ configuracoes }: { configuracoes: ConfiguracoesSite }) {
  return (
    <div className="grid grid-cols-1 gap-8 sm:grid-cols-2 desktop:grid-cols-3">
      <RedesSociais redes={configuracoes.redesSociais} />
      <LinksUteis links={configuracoes.linksExternos} />
      <Contato configuracoes={configuracoes} />
    </div>
  )
}
