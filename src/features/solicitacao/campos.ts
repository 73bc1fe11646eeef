/**
 * The financing request's field catalogue (spec 1 §2.6, §5): what the modal
 * shows, in order; the rules are in schema.ts.
 */
import { catalogo } from '@/domain/formulario/catalogo'

import { LIMITES } from './schema'

export const CAMPOS_SOLICITACAO = catalogo({
  campos: [
    { nome: 'nome', rotulo: 'Nome', widget: 'texto', autoComplete: 'name', maxLength: LIMITES.nome, obrigatorio: true, inteiro: true },
    { nome: 'cpfCnpj', rotulo: 'CPF/CNPJ', widget: 'mascarado', mascara: 'cpfCnpj', obrigatorio: true },
    { nome: 'municipio', rotulo: 'Município', widget: 'texto', autoComplete: 'address-level2', maxLength: LIMITES.municipio, obrigatorio: true },
    { nome: 'telefone', rotulo: 'Telefone', widget: 'mascarado', mascara: 'telefone', autoComplete: 'tel', obrigatorio: true },
    { nome: 'email', rotulo: 'E-mail', widget: 'texto', inputMode: 'email', autoComplete: 'email', maxLength: LIMITES.email, obrigatorio: true },
    { nome: 'valor', rotulo: 'Valor', dica: 'Quanto você precisa, em reais.', widget: 'dinheiro', obrigatorio: true, inteiro: true },
    { nome: 'motivo', rotulo: 'Motivo', dica: 'De 10 a 2000 caracteres: para que é o financiamento.', widget: 'area', maxLength: LIMITES.motivoMax, obrigatorio: true, inteiro: true },
    { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha', inteiro: true },
  ],
})
