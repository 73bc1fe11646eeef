'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { ROTULOS_DA_IDENTIDADE } from '@/domain/denuncia/submissao'
import type { DenunciaAberta as DenunciaAbertaNoServidor } from '@/server/servicos/denuncias/abrir'

import { FraseSecreta, useEnvioDaFrase } from './FraseSecreta.client'

/** What the open call answers that this view shows (the server's shape, declared once there). */
type Aberta = Pick<DenunciaAbertaNoServidor, 'texto' | 'identidade' | 'documentos' | 'observacao' | 'mensagens' | 'seladaPara'>

/**
 * A text for the reporter, sent as the back-office's virtual field (`novaMensagem`, `novaObservacao`)
 * through the REST API: the collection's hook seals it before anything is stored. Payload's edit
 * view renders virtual fields read-only, so they are written here.
 */
function EnviarAoDenunciante({ id, campo, rotulo, aoEnviar }: { id: string | number; campo: 'novaMensagem' | 'novaObservacao'; rotulo: string; aoEnviar: (texto: string) => void }) {
  const idCampo = useId()
  const [texto, setTexto] = useState('')
  const [estado, setEstado] = useState<'pronto' | 'enviando' | 'enviado' | 'falhou'>('pronto')
  async function enviar() {
    const limpo = texto.trim()
    if (!limpo) return
    setEstado('enviando')
    const r = await fetch(`/api/denuncias/${id}`, { method: 'PATCH', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ [campo]: limpo }) }).catch(() => null)
    if (r?.ok) {
      aoEnviar(limpo)
      setTexto('')
      setEstado('enviado')
    } else setEstado('falhou')
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: '0.75rem' }}>
      <label htmlFor={idCampo}>{rotulo}</label>
      <textarea id={idCampo} rows={3} value={texto} onChange={(e) => setTexto(e.target.value)} style={{ padding: '0.5rem' }} />
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <button type="button" onClick={() => void enviar()} disabled={estado === 'enviando' || !texto.trim()} className="btn btn--style-primary btn--size-small" style={{ margin: 0 }}>
          {estado === 'enviando' ? 'Enviando...' : 'Enviar ao denunciante'}
        </button>
        <span role="status">{estado === 'enviado' ? 'Enviado e cifrado.' : estado === 'falhou' ? 'Não foi possível enviar.' : ''}</span>
      </div>
    </div>
  )
}

const texto = (v: unknown) => (typeof v === 'string' ? v : '')
const quando = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })

/** The opened report: for whom it is sealed, the text, the identity, the files, the observation and the messages. */
function DenunciaAberta({ id, aberta, setAberta }: { id: string | number; aberta: Aberta; setAberta: (a: Aberta | null) => void }) {
  return (
    <div style={{ marginTop: '0.75rem' }}>
      <p>
        <strong>Cifrada para:</strong> {aberta.seladaPara.join(', ') || '—'} (e o código do denunciante). Se houver alguém inesperado, avise a equipe e a auditoria.
      </p>
      <h4>Relato</h4>
      <p style={{ whiteSpace: 'pre-wrap' }}>{aberta.texto}</p>
      <h4>Denunciante</h4>
      <Identidade identidade={aberta.identidade} />
      <h4>Arquivos</h4>
      {aberta.documentos.length ? (
        <ul>
          {aberta.documentos.map((d, i) => (
            <li key={i}>
              <a href={`data:application/octet-stream;base64,${d.conteudo}`} download={d.nome}>
                {d.nome}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>Nenhum arquivo.</p>
      )}
      <h4>Observação ao denunciante</h4>
      <p style={{ whiteSpace: 'pre-wrap' }}>{aberta.observacao || '—'}</p>
      <EnviarAoDenunciante id={id} campo="novaObservacao" rotulo="Nova observação (substitui a anterior; o denunciante a lê na consulta)" aoEnviar={(t) => setAberta({ ...aberta, observacao: t })} />
      <h4>Mensagens</h4>
      <Mensagens mensagens={aberta.mensagens} />
      <EnviarAoDenunciante
        id={id}
        campo="novaMensagem"
        rotulo="Nova mensagem ao denunciante"
        aoEnviar={(t) => setAberta({ ...aberta, mensagens: [...aberta.mensagens, { autor: 'equipe', data: new Date().toISOString(), texto: t, anexos: [] }] })}
      />
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setAberta(null)}>
        Fechar
      </button>
    </div>
  )
}

function Identidade({ identidade }: { identidade: Aberta['identidade'] }) {
  if (!identidade) return <p>Denúncia anônima.</p>
  return (
    <dl>
      {Object.entries(ROTULOS_DA_IDENTIDADE).map(([chave, rotulo]) => (
        <div key={chave} style={{ display: 'flex', gap: '0.5rem' }}>
          <dt style={{ fontWeight: 600 }}>{rotulo}:</dt>
          <dd style={{ margin: 0 }}>{texto(identidade[chave])}</dd>
        </div>
      ))}
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <dt style={{ fontWeight: 600 }}>Pediu sigilo dos dados:</dt>
        <dd style={{ margin: 0 }}>{identidade.sigilo ? 'Sim' : 'Não'}</dd>
      </div>
    </dl>
  )
}

function Mensagens({ mensagens }: { mensagens: Aberta['mensagens'] }) {
  if (!mensagens.length) return <p>Nenhuma mensagem.</p>
  return (
    <ol>
      {mensagens.map((m, i) => (
        <li key={i} style={{ marginBottom: '0.5rem' }}>
          <strong>{m.autor === 'equipe' ? 'Equipe' : 'Denunciante'}</strong> · {quando(m.data)}
          <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.texto}</p>
          {m.anexos.length > 0 && <p style={{ margin: 0 }}>Anexos: {m.anexos.join(', ')}</p>}
        </li>
      ))}
    </ol>
  )
}

/**
 * The integridade member's reading of a report in the back-office (issue 21):
 * the passphrase is typed here, sent once to POST /api/denuncias/:id/abrir (which
 * records the opening) and never kept; the decrypted report lives only in this
 * component's state until 'Fechar' or leaving the page. Messages to the reporter
 * are written in the field below ('Nova mensagem ao denunciante').
 */
export function AbrirDenuncia() {
  const { id } = useDocumentInfo()
  const campo = useId()
  const [aberta, setAberta] = useState<Aberta | null>(null)
  const envio = useEnvioDaFrase<Aberta>(`/api/denuncias/${id}/abrir`, 'Não foi possível abrir a denúncia.')

  if (!id) return null
  return (
    <section id="conteudo-da-denuncia" aria-labelledby={`${campo}-titulo`} style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '1rem', marginBottom: '1.5rem' }}>
      <h3 id={`${campo}-titulo`}>Conteúdo da denúncia</h3>
      {!aberta ? (
        <FraseSecreta
          campo={campo}
          rotuloDoGrupo="Abrir com a frase secreta"
          {...envio}
          aoEnviar={() => void envio.enviar().then((r) => r && setAberta(r))}
          botao="Abrir denúncia"
          botaoEnviando="Abrindo..."
          depois={<p style={{ width: '100%', margin: 0 }}>Cada abertura fica registrada na auditoria (quem e quando).</p>}
        />
      ) : (
        <DenunciaAberta id={id} aberta={aberta} setAberta={setAberta} />
      )}
    </section>
  )
}
