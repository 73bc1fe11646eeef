'use client'

import { enviarJson } from '@/components/form/enviar'
import { FormularioComNumero } from '@/components/form/FormularioComNumero.client'

import { MANIFESTACAO_OUVIDORIA } from '@/domain/ouvidoria/submissao'

import type { FormularioOuvidoria as Valores } from './schema'

// The same schema the server parses with, loaded after hydration (decision 0016).
const carregarEsquema = () => import('./schema').then((m) => m.esquemaFormularioOuvidoria)

/** Spec 3 §8: an OK answer that is neither a refusal nor the success the page expects (no protocol number). */
const NAO_PROCESSADO = 'Erro ao processar o formulário. Por favor, tente novamente.'

/**
 * The ombudsman form (spec 3 §2, §5, §8), a form with a number to follow up
 * (components/form/FormularioComNumero): files go one by one to the upload call
 * with a real progress bar, the message goes as JSON with their keys. The
 * protocol number stays on screen (it is also e-mailed) with the link to follow it up.
 */
export default function FormularioOuvidoria() {
  return (
    <FormularioComNumero<Valores>
      id="ouvidoria"
      definicao={MANIFESTACAO_OUVIDORIA}
      esquema={carregarEsquema}
      confirmacao={{ titulo: 'Manifestação registrada.', rotulo: 'Número de protocolo', nota: 'Enviamos um comprovante para o seu e-mail. Guarde este número para acompanhar a manifestação.' }}
      enviar={async (valores, chave) => {
        const r = await enviarJson<{ protocolo: string }>('/fas/formularioOuvidoria/json', { ...valores, arquivos: valores.arquivos.map((a) => a.id) }, chave)
        if (!r.ok) return r
        // Checked before the success toast: an answer without the number is no success.
        if (typeof r.corpo?.protocolo !== 'string' || !r.corpo.protocolo) return { ok: false, mensagem: NAO_PROCESSADO }
        return { ok: true, numero: r.corpo.protocolo }
      }}
    />
  )
}
