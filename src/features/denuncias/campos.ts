/**
 * The whistleblower form's field catalogue (spec 3 §3, §4, §5): what the page
 * shows, in order; the rules are in schema.ts. The identity fields and 'sigilo'
 * exist only for an identified report: hidden, and emptied, once the reporter
 * chose to stay anonymous (the server clears them too).
 */
import { catalogo, type DefinicaoCampo, type Predicado } from '@/domain/formulario/catalogo'
import { REGRAS_DENUNCIA } from '@/domain/formulario/arquivos'

const anonimo: Predicado = (v) => v.anonimo === true

/** The files of a report or of a later message: the same rules and the same choice about metadata. */
export const anexosDaDenuncia = (rotulo: string): DefinicaoCampo => ({
  nome: 'Documentos',
  rotulo,
  dica: 'Opcional. PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG; até 5MB no total.',
  widget: 'anexos',
  anexos: { regras: REGRAS_DENUNCIA },
  inteiro: true,
})

export const MANTER_METADADOS: DefinicaoCampo = {
  nome: 'manterMetadados',
  rotulo: 'Manter os metadados das imagens (data, local GPS, aparelho)',
  dica: 'Deixe desmarcado para que retiremos das fotos os dados que podem identificar você ou o aparelho usado.',
  widget: 'caixa',
  inteiro: true,
}

export const CAPTCHA: DefinicaoCampo = { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha', inteiro: true }

export const CAMPOS_DENUNCIA = catalogo({
  campos: [
    { nome: 'anonimo', rotulo: 'Desejo fazer uma denúncia anônima', widget: 'caixa', inteiro: true },
    { nome: 'nome', rotulo: 'Nome', widget: 'texto', autoComplete: 'name', maxLength: 100, obrigatorio: true, inteiro: true, oculto: anonimo },
    { nome: 'cpfcnpj', rotulo: 'CPF/CNPJ', widget: 'mascarado', mascara: 'cpfCnpj', maxLength: 18, obrigatorio: true, oculto: anonimo },
    { nome: 'telefone', rotulo: 'Telefone', widget: 'mascarado', mascara: 'telefoneEspacado', autoComplete: 'tel', maxLength: 15, obrigatorio: true, oculto: anonimo },
    { nome: 'email', rotulo: 'E-mail', widget: 'texto', inputMode: 'email', autoComplete: 'email', maxLength: 100, obrigatorio: true, oculto: anonimo },
    { nome: 'endereco', rotulo: 'Endereço', widget: 'texto', autoComplete: 'address-line1', maxLength: 100, obrigatorio: true, oculto: anonimo },
    {
      nome: 'sigilo',
      rotulo: 'Desejo manter em sigilo meus dados',
      dica: 'Seus dados ficam só com a equipe de integridade e não são revelados a quem for investigado.',
      widget: 'caixa',
      inteiro: true,
      oculto: anonimo,
    },
    {
      nome: 'denuncia',
      rotulo: 'Descrição',
      dica: 'Conte o que aconteceu: quem, o quê, quando e onde. Quanto mais detalhes, melhor a apuração.',
      widget: 'area',
      linhas: 8,
      maxLength: 20_000,
      obrigatorio: true,
      inteiro: true,
    },
    anexosDaDenuncia('Anexos'),
    MANTER_METADADOS,
    { nome: 'declaracao', rotulo: 'Declaro que as informações listadas são verídicas', widget: 'caixa', obrigatorio: true, inteiro: true },
    CAPTCHA,
  ],
})

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
