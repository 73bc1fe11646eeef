/**
 * The simulator's applicant step as a field catalogue (spec 1 §2.5, §5); the
 * rules are in schema.ts (esquemaSolicitante).
 */
import { catalogo } from '@/domain/formulario/catalogo'

export const CAMPOS_SOLICITANTE = catalogo({
  campos: [
    { nome: 'razaoSocial', rotulo: 'Razão social', widget: 'texto', autoComplete: 'organization', maxLength: 150, obrigatorio: true, inteiro: true },
    { nome: 'cnpj', rotulo: 'CNPJ', dica: 'Somente números; o CNPJ alfanumérico também é aceito.', widget: 'mascarado', mascara: 'cnpj', obrigatorio: true },
    { nome: 'telefoneSolicitante', rotulo: 'Telefone', widget: 'mascarado', mascara: 'telefone', autoComplete: 'tel', obrigatorio: true },
    { nome: 'emailSolicitante', rotulo: 'E-mail', widget: 'texto', inputMode: 'email', autoComplete: 'email', maxLength: 100, obrigatorio: true, inteiro: true },
    { nome: 'uf', rotulo: 'UF', widget: 'selecao', fonte: 'estados', obrigatorio: true },
    { nome: 'cidade', rotulo: 'Cidade', dica: 'Digite 3 letras para ver sugestões.', widget: 'sugestoes', fonte: 'municipios', rotuloSugestoes: 'Cidades sugeridas', obrigatorio: true },
  ],
})
