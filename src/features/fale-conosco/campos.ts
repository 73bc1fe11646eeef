/**
 * The contact form's field catalogue (spec 3 §3, §5): what the page shows, in
 * order; the rules are in schema.ts.
 */
import { catalogo } from '@/domain/formulario/catalogo'

import { LIMITES } from './limites'

export const CAMPOS_FALE_CONOSCO = catalogo({
  campos: [
    { nome: 'nome', rotulo: 'Nome', widget: 'texto', autoComplete: 'name', maxLength: LIMITES.nome, obrigatorio: true, inteiro: true },
    { nome: 'email', rotulo: 'E-mail', widget: 'texto', inputMode: 'email', autoComplete: 'email', maxLength: LIMITES.email, obrigatorio: true },
    { nome: 'telefone', rotulo: 'Telefone', widget: 'mascarado', mascara: 'telefone', autoComplete: 'tel', obrigatorio: true },
    { nome: 'empresa', rotulo: 'Empresa', dica: 'Opcional.', widget: 'texto', autoComplete: 'organization', maxLength: LIMITES.empresa },
    { nome: 'municipio', rotulo: 'Município', widget: 'texto', autoComplete: 'address-level2', maxLength: LIMITES.municipio, obrigatorio: true },
    { nome: 'uf', rotulo: 'UF', dica: 'Sigla do estado, duas letras.', widget: 'texto', autoComplete: 'address-level1', maxLength: 2, obrigatorio: true },
    { nome: 'mensagem', rotulo: 'Mensagem', dica: 'De 10 a 2000 caracteres.', widget: 'area', maxLength: LIMITES.mensagemMax, obrigatorio: true, inteiro: true },
    { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha', inteiro: true },
  ],
})
