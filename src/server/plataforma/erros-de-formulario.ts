import type { z } from 'zod'

import type { ErroDeCampo } from '@/domain/formulario/erros'

/**
 * The refusals a form's handler may raise: each carries its status and the field
 * it concerns, and the route builder turns it into the contract's answer (JSON,
 * legacy HTML or plain text) in one place (borda/formularios/resposta.ts).
 */
export class ErroDeFormulario extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 503,
    readonly campo: string,
    readonly mensagem: string,
  ) {
    super(mensagem)
    this.name = 'ErroDeFormulario'
  }

  /** The field list of the 400 answer; empty when the refusal concerns the whole body. */
  get erros(): ErroDeCampo[] {
    return this.campo ? [{ campo: this.campo, mensagem: this.mensagem }] : []
  }
}

/** The body is larger than the form accepts (counted while it streams in). */
export class CorpoGrandeDemais extends ErroDeFormulario {
  constructor(limiteBytes: number) {
    super(413, '', `O envio excede o limite de ${formatarLimite(limiteBytes)}.`)
  }
}

/** The body could not be read as the kind it says it is (broken JSON, unknown Content-Type). */
export class CorpoIlegivel extends ErroDeFormulario {
  constructor(mensagem = 'O corpo da requisição não é um JSON válido.') {
    super(400, '', mensagem)
  }
}

/** A failed schema parse: `message` names the first field ("campo: mensagem"), `erros` lists each field. */
export class ErroDeValidacao extends ErroDeFormulario {
  constructor(readonly lista: ErroDeCampo[]) {
    const primeiro = lista[0]
    super(400, primeiro?.campo ?? '', primeiro ? (primeiro.campo ? `${primeiro.campo}: ${primeiro.mensagem}` : primeiro.mensagem) : 'Dados inválidos.')
  }

  override get erros(): ErroDeCampo[] {
    return this.lista
  }

  /** Every field problem of a failed parse, once per field, so a form can show each message at its field. */
  static de(e: z.ZodError): ErroDeValidacao {
    const vistos = new Set<string>()
    return new ErroDeValidacao(
      e.issues.flatMap((i) => {
        const campo = i.path.map(String).join('.')
        if (vistos.has(campo)) return []
        vistos.add(campo)
        return [{ campo, mensagem: i.message }]
      }),
    )
  }
}

function formatarLimite(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace('.', ',')}MB` : `${Math.ceil(bytes / 1024)}KB`
}
