import { AvisoLgpdDa } from '@/components/form/AvisoLgpd'
import { CADASTRO_FUNDOS } from '@/domain/cadastro/submissao'

/** The LGPD notice (art. 9, from the definition) and the no-JavaScript note above a registration form. */
export function AvisoCadastro() {
  return (
    <>
      <AvisoLgpdDa definicao={CADASTRO_FUNDOS} />
      <noscript>
        <p className="my-4 rounded border border-erro-700 bg-erro-50 p-3 font-semibold text-erro-700">Este formulário precisa de JavaScript para ser preenchido e enviado. Ative o JavaScript no navegador ou procure o atendimento ao cliente.</p>
      </noscript>
    </>
  )
}
