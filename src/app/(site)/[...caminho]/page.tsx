import { notFound } from 'next/navigation'

/** Any path no route claims gets the 404 page inside the shell (with status 404). */
export default function CaminhoDesconhecido(): never {
  notFound()
}
