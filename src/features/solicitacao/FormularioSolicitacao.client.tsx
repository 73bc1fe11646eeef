'use client'

import * as Dialog from '@radix-ui/react-dialog'

import { CamposDoCatalogo } from '@/components/form/CampoDoCatalogo.client'
import { enviarJson } from '@/components/form/enviar'
import { Formulario } from '@/components/form/Formulario.client'
import { WIDGETS_EXTRAS } from '@/components/form/widgets/extras'
import { notificar } from '@/components/toast/notificar'
import { classesBotao } from '@/components/ui/botao'
import type { Perfil } from '@/domain/perfil'
import { SOLICITACAO_FINANCIAMENTO } from '@/domain/solicitacao/submissao'
import { catalogoDe } from '@/domain/submissao/definicao'

import { esquemaFormularioSolicitacao } from './schema'

export interface ProdutoDaSolicitacao {
  id: number
  titulo: string
  /** The audience of the page: built-in innovation products 1 and 2 share ids with company products. */
  perfil: Perfil
}

const CATALOGO = catalogoDe(SOLICITACAO_FINANCIAMENTO)

/** Spec 1 §8: the success toast stays 3 s; a failure without a message of its own says this. */
const DURACAO_SUCESSO_MS = 3000
const FALHA = 'Erro ao enviar solicitação'

/**
 * The financing request form inside the modal (spec 1 §2.6, §5), written in the
 * form kit: its catalogue (its definition, domain/solicitacao/submissao.ts), its schema (schema.ts, the server's too)
 * and where it sends. Unmounted when the modal closes, so closing resets it.
 * On success the request's number goes to `aoEnviar` (shown beside the button, issue 32).
 */
export default function FormularioSolicitacao({ produto, fechar, aoEnviar }: { produto: ProdutoDaSolicitacao; fechar: () => void; aoEnviar: (numero: string) => void }) {
  return (
    <Formulario
      id="solicitacao"
      catalogo={CATALOGO}
      widgets={WIDGETS_EXTRAS}
      esquema={esquemaFormularioSolicitacao}
      rotuloEnviar="Enviar solicitação"
      mensagemFalha={FALHA}
      aoFalhar={(m) => notificar('error', m)}
      className="mt-4 flex flex-col gap-4"
      acoes={
        <Dialog.Close asChild>
          <button type="button" className={classesBotao('secundario')}>
            Cancelar
          </button>
        </Dialog.Close>
      }
      enviar={async (valores, chave) => {
        const r = await enviarJson<{ protocolo?: string }>('/fas-service/rest/solicitacaoFinanciamento/saveSolicitacao', { produto: { id: produto.id, titulo: produto.titulo, perfil: produto.perfil }, ...valores }, chave)
        if (!r.ok) return r
        notificar('success', 'Solicitação enviada com sucesso!', { duracaoMs: DURACAO_SUCESSO_MS })
        if (r.corpo?.protocolo) aoEnviar(r.corpo.protocolo)
        fechar()
        return { ok: true }
      }}
    >
      <CamposDoCatalogo />
    </Formulario>
  )
}
