'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { FraseSecreta, useEnvioDaFrase } from './FraseSecreta.client'

/**
 * A member approves a newcomer's pending key (decision 0017) in the key's view
 * of the back-office: their own passphrase, sent once to
 * POST /api/membros-integridade/:id/aprovar and never kept, proves they hold an
 * approved key. Recorded in the audit log and e-mailed to the team.
 */
export function AprovarChave() {
  const { id } = useDocumentInfo()
  const pendente = useFormFields(([campos]) => campos.pendente?.value === true)
  const campo = useId()
  const [aprovada, setAprovada] = useState(false)
  const envio = useEnvioDaFrase<unknown>(`/api/membros-integridade/${id}/aprovar`, 'Não foi possível aprovar a chave.')

  if (!id || (!pendente && !aprovada)) return null
  return (
    <section aria-labelledby={`${campo}-titulo`} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', marginBottom: '1.5rem' }}>
      <h3 id={`${campo}-titulo`}>Aprovar esta chave</h3>
      {aprovada ? (
        <p role="status">Chave aprovada: as novas denúncias passam a ser cifradas também para ela. Para dar acesso às anteriores, use “recifrar”.</p>
      ) : (
        <FraseSecreta
          campo={campo}
          rotuloDoGrupo="Aprovar com a sua frase secreta"
          {...envio}
          aoEnviar={() => void envio.enviar().then((r) => r !== null && setAprovada(true))}
          botao="Aprovar chave"
          botaoEnviando="Aprovando..."
          antes={
            <p style={{ width: '100%', margin: 0 }}>
              Enquanto não for aprovada por um membro da equipe, nenhuma denúncia é cifrada para esta chave. Aprove só se você conhece a pessoa e esperava a inclusão dela; a aprovação fica registrada e a equipe é avisada.
            </p>
          }
        />
      )}
    </section>
  )
}
