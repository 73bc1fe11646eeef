import { classesBotao } from '@/components/ui/botao'
import { LinkBotao } from '@/components/ui/LinkBotao'
import { textosDoErro } from '@/domain/erros'

/**
 * The 500/503 page's content: what happened, in plain Portuguese, a "Tentar
 * Novamente" that reloads the address that failed (a plain link: it works
 * without JavaScript), and where else to go.
 */
export function PaginaErro({ indisponivel, de = null }: { indisponivel: boolean; de?: string | null }) {
  const { titulo, texto } = textosDoErro(indisponivel ? 503 : 500, de)
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <div role="alert">
        <h1 className="text-2xl font-bold text-marca-800">{titulo}</h1>
        <p className="mt-3 text-tinta-suave">{texto}</p>
      </div>
      <p className="mt-3 text-tinta-suave">
        Se precisar falar conosco, ligue para a central de atendimento indicada no rodapé.
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A full reload of the failed address, not a client navigation: the server renders it afresh. */}
        {de && <a href={de} className={classesBotao()}>Tentar Novamente</a>}
        <LinkBotao href="/home" variante="secundario">Ir para a página inicial</LinkBotao>
      </p>
    </div>
  )
}
