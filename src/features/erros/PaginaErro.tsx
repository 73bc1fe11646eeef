import { LinkBotao } from '@/components/ui/LinkBotao'

/** The 500/503 page's content: what happened, in plain Portuguese, and where to go. */
export function PaginaErro({ indisponivel }: { indisponivel: boolean }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-marca-800">
        {indisponivel ? 'Serviço temporariamente indisponível' : 'Erro no servidor'}
      </h1>
      <p className="mt-3 text-tinta-suave">
        {indisponivel
          ? 'Não conseguimos acessar nossos dados agora. Tente novamente em alguns minutos.'
          : 'Ocorreu um erro inesperado ao montar esta página. Tente novamente em alguns instantes.'}
      </p>
      <p className="mt-3 text-tinta-suave">
        Se precisar falar conosco, ligue para a central de atendimento indicada no rodapé.
      </p>
      <p className="mt-8">
        <LinkBotao href="/home">Ir para a página inicial</LinkBotao>
      </p>
    </div>
  )
}
