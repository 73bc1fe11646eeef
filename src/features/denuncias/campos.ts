/**
 * The whistleblower page's field catalogues (spec 3 §3, §4, §5): the report's
 * from its definition (domain/denuncia/submissao.ts), and the lookup's; the
 * rules are in schema.ts.
 */
import { catalogo } from '@/domain/formulario/catalogo'
import { DENUNCIA } from '@/domain/denuncia/submissao'
import { CAPTCHA } from '@/domain/submissao/campos-comuns'
import { catalogoDe } from '@/domain/submissao/definicao'

export const CAMPOS_DENUNCIA = catalogoDe(DENUNCIA)

export const CAMPOS_CONSULTA = catalogo({
  campos: [
    {
      nome: 'ID',
      rotulo: 'Código de acompanhamento (protocolo)',
      dica: 'O código mostrado ao enviar a denúncia, como 7K2M-Q9XD-3F0A-WN8R.',
      widget: 'texto',
      autoComplete: 'off',
      maxLength: 64,
      obrigatorio: true,
      inteiro: true,
    },
    CAPTCHA,
  ],
})
