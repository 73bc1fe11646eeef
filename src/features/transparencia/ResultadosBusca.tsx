import { MENSAGENS } from '@/domain/transparencia'

/** 'Resultados para "x" (n encontrados):' or 'Nenhum resultado encontrado para "x"' (spec 2 §8), announced politely. */
export function ResultadosBusca({ termo, total }: { termo: string; total: number }) {
  return (
    <p role="status" className="px-4 pb-2 font-semibold text-tinta">
      {total > 0 ? MENSAGENS.resultados(termo, total) : MENSAGENS.semResultados(termo)}
    </p>
  )
}
