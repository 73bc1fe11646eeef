import { metadadosDoCaso, PaginaCaso } from '@/features/institucional/PaginaCaso'

export const generateMetadata = () => metadadosDoCaso('amsterland')

/** /amsterland: a success story (spec 2 §2). */
export default function Caso() {
  return <PaginaCaso rota="amsterland" />
}
