/** The reporter's reply to the team (beyond the spec): the message, files, and the captcha. */
import { catalogo } from '@/domain/formulario/catalogo'

import { anexosDaDenuncia, MANTER_METADADOS } from '@/domain/denuncia/submissao'
import { CAPTCHA } from '@/domain/submissao/campos-comuns'

export const CAMPOS_MENSAGEM = catalogo({
  campos: [
    { nome: 'mensagem', rotulo: 'Sua mensagem', widget: 'area', linhas: 5, maxLength: 20_000, obrigatorio: true, inteiro: true },
    anexosDaDenuncia('Novos anexos'),
    MANTER_METADADOS,
    CAPTCHA,
  ],
})
