/** The reporter's reply to the team (beyond the spec): the message, files, and the captcha. */
import { catalogo } from '@/domain/formulario/catalogo'
import { REGRAS_DENUNCIA } from '@/domain/formulario/arquivos'

export const CAMPOS_MENSAGEM = catalogo({
  campos: [
    { nome: 'mensagem', rotulo: 'Sua mensagem', widget: 'area', linhas: 5, maxLength: 20_000, obrigatorio: true, inteiro: true },
    {
      nome: 'Documentos',
      rotulo: 'Novos anexos',
      dica: 'Opcional. PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG; até 5MB no total.',
      widget: 'anexos',
      anexos: { regras: REGRAS_DENUNCIA },
      inteiro: true,
    },
    {
      nome: 'manterMetadados',
      rotulo: 'Manter os metadados das imagens (data, local GPS, aparelho)',
      dica: 'Deixe desmarcado para que retiremos das fotos os dados que podem identificar você ou o aparelho usado.',
      widget: 'caixa',
      inteiro: true,
    },
    { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha', inteiro: true },
  ],
})
