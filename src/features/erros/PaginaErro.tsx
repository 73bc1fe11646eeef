import { LinkBotao } from '@/components/ui/LinkBotao'
import { TEXTOS_DE_ERRO } from '@/domain/erros'

/** The 500/503 page's content: what happened, in plain Portuguese, and where to go. */
export function PaginaErro({ indisponivel }: { indisponivel: boolean }) {
  const { titulo, texto } = TEXTOS_DE_ERRO[indisponivel ? 503 : 500]
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-marca-800">{titulo}</h1>
      <p className="mt-3 text-tinta-suave">{texto}</p>
      <p className="mt-3 text-tinta-suave">
        Se precisar falar conosco, ligue para a central de atendimento indicada no rodapé.
      </p>
      <p className="mt-8">
        <LinkBotao href="/home">Ir para a página inicial</LinkBotao>
      </p>
    </div>
  )
}
