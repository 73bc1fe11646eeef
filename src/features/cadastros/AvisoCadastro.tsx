import Link from 'next/link'

/** The LGPD notice (art. 9) and the no-JavaScript note above a registration form. */
export function AvisoCadastro() {
  return (
    <>
      <p className="my-4 text-sm">
        Os dados informados são usados somente para o cadastro e a análise de crédito dos Fundos Estaduais, conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018). Saiba mais na{' '}
        <Link href="/politica-de-privacidade" className="underline">
          Política de Privacidade
        </Link>{' '}
        ou fale com o{' '}
        <Link href="/atendimento-ao-cliente/encarregado" className="underline">
          Encarregado de dados
        </Link>
        .
      </p>
      <noscript>
        <p className="my-4 rounded border border-erro-700 bg-erro-50 p-3 font-semibold text-erro-700">Este formulário precisa de JavaScript para ser preenchido e enviado. Ative o JavaScript no navegador ou procure o atendimento ao cliente.</p>
      </noscript>
    </>
  )
}
