import { ValidationError, type CollectionSlug, type PayloadRequest } from 'payload'

/** A refusal of one field: its name and the Portuguese message. */
export interface CampoRecusado {
  path: string
  message: string
}

/** The field's label as staff read it (top-level fields), else its name. */
function rotuloDoCampo(req: PayloadRequest, colecao: CollectionSlug, nome: string): string {
  const campo = req.payload.collections[colecao]?.config.flattenedFields.find((f) => f.name === nome)
  const rotulo = campo && 'label' in campo ? campo.label : undefined
  return typeof rotulo === 'string' ? rotulo : nome
}

/**
 * A validation error a collection's hook throws, in the back-office's language:
 * Payload words its toast ("O campo a seguir está inválido: …") in English
 * unless it is given the request's translator, and names the field by its
 * `path` unless given its label.
 */
export function erroDeCampos(req: PayloadRequest, colecao: CollectionSlug, campos: CampoRecusado[]): ValidationError {
  const errors = campos.map((c) => ({ ...c, label: rotuloDoCampo(req, colecao, c.path) }))
  return new ValidationError({ collection: colecao, errors, req }, req.t)
}
