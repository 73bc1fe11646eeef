import Link from 'next/link'

/** The four fixed slides of the first carousel (spec 1 §2.3), one per audience. */
const SLIDES = [
  {
    titulo: 'Agronegócio',
    texto: 'Crédito para o produtor rural e a agricultura familiar investirem na lavoura, na criação e na agroindústria.',
    href: '/agronegocio',
    fundo: 'from-marca-800 to-marca-600',
  },
  {
    titulo: 'Empresa',
    texto: 'Capital de giro, máquinas e expansão para empresas gaúchas de todos os portes.',
    href: '/empresa',
    fundo: 'from-marca-900 to-marca-700',
  },
  {
    titulo: 'Inovação',
    texto: 'Financiamento para micro, pequenas e médias empresas que inovam em produtos, processos e serviços.',
    href: '/inovacao',
    fundo: 'from-marca-700 to-marca-900',
  },
  {
    titulo: 'Municípios',
    texto: 'Soluções técnicas e financeiras para obras, máquinas e serviços que melhoram a vida nas cidades.',
    href: '/municipio',
    fundo: 'from-marca-600 to-marca-800',
  },
] as const

/** The slides as server-rendered elements, for the carousel island. */
export function slidesFixos() {
  return SLIDES.map((s) => (
    <div key={s.href} className={`bg-gradient-to-r ${s.fundo} text-white`}>
      <div className="mx-auto flex min-h-72 max-w-6xl flex-col justify-center px-6 pt-10 pb-24 sm:min-h-80">
        <p className="text-3xl font-bold sm:text-4xl">{s.titulo}</p>
        <p className="mt-3 max-w-2xl text-lg">{s.texto}</p>
        <p className="mt-6">
          <Link href={s.href} className="inline-block rounded bg-white px-5 py-3 font-semibold text-marca-800 hover:bg-marca-50">
            Conheça as linhas de {s.titulo === 'Municípios' ? 'crédito para municípios' : s.titulo.toLowerCase()}
          </Link>
        </p>
      </div>
    </div>
  ))
}
