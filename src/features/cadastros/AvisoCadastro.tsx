import { AvisoLgpd } from '@/components/form/AvisoLgpd'

/** The LGPD notice (art. 9, the same wording as the privacy policy) and the no-JavaScript note above a registration form. */
export function AvisoCadastro() {
  return (
    <>
      <AvisoLgpd
        dados="seus dados de identificação, documentos, estado civil e cônjuge, renda ou receita, endereços, contatos, dados bancários e as declarações de pessoa exposta politicamente e de parte relacionada"
        finalidade="para o cadastro e a análise de crédito com recursos dos Fundos Estaduais (LGPD, art. 7º, II, V e X)."
        prazo="enquanto durar o contrato e por 10 anos depois, como exige a lei de prevenção à lavagem de dinheiro,"
      />
      <noscript>
        <p className="my-4 rounded border border-erro-700 bg-erro-50 p-3 font-semibold text-erro-700">Este formulário precisa de JavaScript para ser preenchido e enviado. Ative o JavaScript no navegador ou procure o atendimento ao cliente.</p>
      </noscript>
    </>
  )
}
