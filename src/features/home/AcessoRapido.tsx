import Link from 'next/link'

import { ENDERECO_CARTA_SERVICOS } from '@/domain/carta-servicos'

/** The quick-access cards of the home page (spec 1 §2.3). */
const ATALHOS = [
  { href: '/empresa/35', titulo: 'Capital de Giro', texto: 'Recursos para o dia a dia da sua empresa.' },
  { href: '/atendimento-ao-cliente/protocolo', titulo: 'Protocolo Digital', texto: 'Envie documentos e acompanhe seu protocolo.' },
  { href: '/atendimento-ao-cliente/fale-conosco', titulo: 'Fale Conosco', texto: 'Dúvidas, sugestões e pedidos de informação.' },
  { href: '/fundos-governamentais', titulo: 'Fundos Governamentais', texto: 'Os fundos estaduais que operamos.' },
  { href: '/documentos-para-download-agro', titulo: 'Documentos — Agronegócio', texto: 'Formulários e listas para o crédito rural.' },
  { href: '/documentos-para-download-empresa', titulo: 'Documentos — Empresa', texto: 'Formulários e listas para empresas.' },
  { href: '/documentos-para-download-municipio', titulo: 'Documentos — Município', texto: 'Formulários e listas para prefeituras.' },
  // Lei 13.460/2017 art. 7º: the charter reachable from the home page.
  { href: ENDERECO_CARTA_SERVICOS, titulo: 'Carta de Serviços', texto: 'Nossos serviços, prazos e onde reclamar.' },
] as const

export function AcessoRapido() {
  return (
    <section aria-labelledby="titulo-acesso-rapido">
      <h2 id="titulo-acesso-rapido" className="text-2xl font-bold text-marca-800">Acesso rápido</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {ATALHOS.map((a) => (
          <li key={a.href} className="flex">
            <Link href={a.href} className="flex w-full flex-col rounded-lg border border-marca-100 bg-white p-4 shadow-sm hover:border-marca-600 hover:shadow-md">
              <span className="font-bold text-marca-800">{a.titulo}</span>
              <span className="mt-1 text-sm text-tinta-suave">{a.texto}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
