import Link from 'next/link'

interface Props {
  href: string
  titulo: string
  resumo: string
  imagem: string
}

/** One product card of a list: image, title and the cut summary, all one link. */
export function CartaoProduto({ href, titulo, resumo, imagem }: Props) {
  return (
    <li className="flex">
      <Link
        href={href}
        className="group flex w-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm transition hover:shadow-md focus-visible:shadow-md"
      >
        {/* Decorative: the title next to it says what the card is. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={imagem} alt="" width={600} height={300} loading="lazy" className="aspect-[2/1] w-full bg-marca-50 object-cover" />
        <span className="flex flex-1 flex-col gap-2 p-4">
          <span className="text-lg font-bold text-marca-800 group-hover:underline">{titulo}</span>
          {resumo && <span className="text-sm text-tinta-suave">{resumo}</span>}
        </span>
      </Link>
    </li>
  )
}
