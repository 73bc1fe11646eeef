'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'

import { LinkParaAcompanhar } from '@/components/form/NumeroParaAcompanhar'
import { classesBotao } from '@/components/ui/botao'
import { DialogoAberto } from '@/components/ui/DialogoAberto.client'

/**
 * 'Protocolo enviado com sucesso' (spec 3 §4): the number, which the citizen
 * keeps to send more documents, and the link to follow it up (issue 32); 'Enviar mais documentos' starts a sending to
 * this protocol, closing empties the form. Focus lands on the number, so a
 * screen reader reads it first.
 */
export function DialogoProtocoloEnviado({ numero, enviarMais, fechar }: { numero: string; enviarMais: () => void; fechar: () => void }) {
  const foco = useRef<HTMLParagraphElement>(null)
  // On close, focus goes to the form's first field, read then: the form was remounted and its submit button is gone.
  const gatilho = { get current() { return document.getElementById('protocolo-digital-anexarExistente') } }
  return (
    <DialogoAberto fechar={fechar} gatilho={gatilho} focarAoAbrir={foco} className="fixed inset-x-2 top-10 z-50 mx-auto max-w-lg rounded-lg bg-white p-5 shadow-xl sm:inset-x-4 sm:p-8">
      <Dialog.Title className="text-2xl font-bold text-marca-800">Protocolo enviado com sucesso</Dialog.Title>
      <p className="mt-4">O número do seu protocolo é:</p>
      <p ref={foco} tabIndex={-1} className="mt-1 rounded bg-marca-50 p-3 text-center font-mono text-2xl font-bold tracking-wider text-marca-800 break-all">
        {numero}
      </p>
      <p className="mt-4 text-sm">
        Guarde este número: com ele você pode enviar mais documentos a este mesmo protocolo. Também o enviamos para o seu e-mail.
      </p>
      <p className="mt-2 text-sm">
        <LinkParaAcompanhar numero={numero} />
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={enviarMais} className={classesBotao('secundario')}>
          Enviar mais documentos
        </button>
        <Dialog.Close className={classesBotao()}>Fechar</Dialog.Close>
      </div>
    </DialogoAberto>
  )
}
