import { describe, expect, it } from 'vitest'

import { comSiglas, SEM_TIPO_DOCUMENTO } from './siglas'

const SIGLAS = new Map([
  ['CARTEIRA DE IDENTIDADE', 'RG'],
  ['CARTEIRA NACIONAL DE HABILITAÇÃO', 'CNH'],
])

describe('comSiglas (spec 3 §3: tipoDocumentoSigla from the document-type list)', () => {
  it('sends every person’s acronym, always: the beneficiary’s and the spouse’s on the individual form', () => {
    expect(comSiglas({ tipoDocumentoBeneficiario: 'CARTEIRA DE IDENTIDADE', tipoDocumentoConjuge: 'CARTEIRA NACIONAL DE HABILITAÇÃO' }, 'fisica', SIGLAS)).toEqual({
      valores: { tipoDocumentoBeneficiario: 'CARTEIRA DE IDENTIDADE', tipoDocumentoConjuge: 'CARTEIRA NACIONAL DE HABILITAÇÃO', tipoDocumentoSiglaBeneficiario: 'RG', tipoDocumentoSiglaConjuge: 'CNH' },
      semSigla: false,
    })
    // No spouse: the acronym goes empty, and that is no warning.
    expect(comSiglas({ tipoDocumentoBeneficiario: 'CARTEIRA DE IDENTIDADE', tipoDocumentoConjuge: '' }, 'fisica', SIGLAS).valores.tipoDocumentoSiglaConjuge).toBe('')
  })

  it('the representative’s on the company form', () => {
    expect(comSiglas({ tipoDocumentoRepresentanteLegal: 'CARTEIRA DE IDENTIDADE' }, 'juridica', SIGLAS).valores).toEqual({ tipoDocumentoRepresentanteLegal: 'CARTEIRA DE IDENTIDADE', tipoDocumentoSiglaRepresentanteLegal: 'RG' })
  })

  it('a chosen type missing from the list (the list failed) is the warning’s case, sent with an empty acronym', () => {
    expect(comSiglas({ tipoDocumentoRepresentanteLegal: 'PASSAPORTE' }, 'juridica', SIGLAS)).toEqual({ valores: { tipoDocumentoRepresentanteLegal: 'PASSAPORTE', tipoDocumentoSiglaRepresentanteLegal: '' }, semSigla: true })
    expect(SEM_TIPO_DOCUMENTO).toBe('Nenhum tipo documento encontrado com a descrição fornecida.')
  })
})
