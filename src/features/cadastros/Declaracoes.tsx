import type { ReactNode } from 'react'

/**
 * The declarations tab's text (spec 3 §2): what the signer authorises and
 * declares, the annexes, and the place, date and signature lines of the
 * printed copy. Plain text: it reads without JavaScript too.
 */
function hoje(): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date())
}

function Assinatura({ quem }: { quem: string }) {
  return (
    <div className="mt-6 flex flex-col gap-6">
      <p>
        Local: ____________________________, <span suppressHydrationWarning>{hoje()}</span>.
      </p>
      <p className="border-t border-tinta pt-1 sm:w-96">{quem}</p>
    </div>
  )
}

function Anexo({ titulo, children, quem }: { titulo: string; children: ReactNode; quem: string }) {
  return (
    <section className="mt-8 border-t border-tinta-suave pt-4">
      <h3 className="text-lg font-bold">{titulo}</h3>
      {children}
      <Assinatura quem={quem} />
    </section>
  )
}

const AUTORIZACOES = (
  <>
    <p>
      Autorizo o BADESUL Desenvolvimento S.A. – Agência de Fomento/RS, na qualidade de agente financeiro dos Fundos Estaduais (FEAPER), a consultar e registrar informações no Sistema de Informações de Crédito do Banco Central (SCR), nos serviços de proteção ao crédito e nos cadastros públicos, para a análise e o acompanhamento das operações de crédito.
    </p>
    <p>
      Declaro que as informações prestadas neste cadastro são verdadeiras e completas, que estou ciente de que a falsidade delas constitui crime (art. 299 do Código Penal) e que comunicarei ao BADESUL qualquer alteração. Declaro ainda que os recursos envolvidos não têm origem em atividades ilícitas (Lei nº 9.613/1998).
    </p>
  </>
)

const ESOCIAL = (quem: string) => (
  <p>
    Declaro, para fins de cumprimento das obrigações do eSocial, que {quem} está em situação regular quanto às obrigações trabalhistas, previdenciárias e fiscais relativas aos trabalhadores que contrata, quando empregador, e que a situação informada neste cadastro corresponde à verdade.
  </p>
)

export function DeclaracoesPf() {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">Autorizações e declarações</h2>
      {AUTORIZACOES}
      <Assinatura quem="Assinatura do beneficiário" />
      <Assinatura quem="Assinatura do cônjuge" />
      <Anexo titulo="Anexo I – Declaração de não empregador (beneficiário)" quem="Assinatura do beneficiário">
        <p>Declaro, para os devidos fins, que não sou empregador de pessoa física, nem possuo empregados com registro em minha atividade rural ou urbana.</p>
      </Anexo>
      <Anexo titulo="Anexo II – Declaração de não empregador (cônjuge)" quem="Assinatura do cônjuge">
        <p>Declaro, para os devidos fins, que não sou empregador de pessoa física, nem possuo empregados com registro em minha atividade rural ou urbana.</p>
      </Anexo>
      <Anexo titulo="Anexo III – Declaração eSocial (beneficiário)" quem="Assinatura do beneficiário">
        {ESOCIAL('o beneficiário')}
      </Anexo>
      <Anexo titulo="Anexo IV – Declaração eSocial (cônjuge)" quem="Assinatura do cônjuge">
        {ESOCIAL('o cônjuge')}
      </Anexo>
    </div>
  )
}

export function DeclaracoesPj() {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-xl font-bold">Autorizações e declarações</h2>
      {AUTORIZACOES}
      <Assinatura quem="Assinatura do representante legal" />
      <Anexo titulo="Anexo I – Declaração eSocial" quem="Assinatura do representante legal">
        {ESOCIAL('a entidade')}
      </Anexo>
    </div>
  )
}
