import type { Data } from 'payload'

import { CAMPOS_PF } from '@/domain/cadastro/campos-pf'
import { CAMPOS_PJ } from '@/domain/cadastro/campos-pj'
import { secoesDoFormulario, type Valores } from '@/domain/formulario/catalogo'
import { formatoDoWidget, formatarParaEquipe } from '@/domain/equipe/formatos'

// The same words as the PDF and the e-mail: money, CPF/CNPJ and phones as the form showed them.
const formatar = (d: { widget: string; mascara?: string }, v: unknown) => {
  const formato = formatoDoWidget(d)
  return formato ? formatarParaEquipe(v, formato) : undefined
}

/**
 * A registration as its form showed it: the form's tabs as sections, each field under its label
 * (the catalogues in domain/cadastro), in place of Payload's JSON viewer (whose editor loads from a
 * public CDN). Server-rendered: nothing of the person leaves the site.
 */
export function CadastroLegivel({ data }: { data?: Data }) {
  const dados = data?.dados as Valores | undefined
  if (!dados || typeof dados !== 'object') return <p>Formulário sem dados.</p>
  const catalogo = data?.tipoFormulario === 'juridica' ? CAMPOS_PJ : CAMPOS_PF
  return (
    <section aria-labelledby="formulario-enviado" style={{ marginBottom: '2rem' }}>
      <h2 id="formulario-enviado">Formulário como enviado</h2>
      {secoesDoFormulario(catalogo, dados, formatar).map((s, i) => (
        <div key={`${s.titulo}-${i}`} style={{ marginTop: '1.25rem' }}>
          {s.titulo && <h3 style={{ margin: '0 0 0.5rem' }}>{s.titulo}</h3>}
          <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(8rem, 16rem) 1fr', gap: '0.25rem 1rem', margin: 0 }}>
            {s.linhas.map((l) => (
              <div key={l.rotulo} style={{ display: 'contents' }}>
                <dt style={{ fontWeight: 600 }}>{l.rotulo}</dt>
                <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{l.valor || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  )
}
