/**
 * The ombudsman form's field catalogue (spec 3 §3, §5): what the page shows, in
 * order; the rules are in schema.ts.
 */
import { REGRAS_OUVIDORIA } from '@/domain/formulario/arquivos'
import { catalogo } from '@/domain/formulario/catalogo'
import { NATUREZAS_MANIFESTACAO } from '@/domain/ouvidoria/manifestacao'

import { LIMITES } from './limites'

/** The upload call of the page's files (one per file, with progress). */
export const URL_ANEXO_OUVIDORIA = '/fas/formularioOuvidoria/anexo'

export const CAMPOS_OUVIDORIA = catalogo({
  campos: [
    { nome: 'nome', rotulo: 'Nome', widget: 'texto', autoComplete: 'name', maxLength: LIMITES.nome, obrigatorio: true },
    { nome: 'cpfCnpj', rotulo: 'CPF/CNPJ', widget: 'mascarado', mascara: 'cpfCnpj', maxLength: LIMITES.cpfCnpj, obrigatorio: true },
    { nome: 'telefone', rotulo: 'Telefone', widget: 'mascarado', mascara: 'telefone', autoComplete: 'tel', obrigatorio: true },
    { nome: 'email', rotulo: 'E-mail', widget: 'texto', inputMode: 'email', autoComplete: 'email', maxLength: LIMITES.email, obrigatorio: true },
    { nome: 'endereco', rotulo: 'Endereço', widget: 'texto', autoComplete: 'address-line1', maxLength: LIMITES.endereco, obrigatorio: true, inteiro: true },
    {
      nome: 'naturezaManifestacao',
      rotulo: 'Natureza da manifestação',
      widget: 'selecao',
      opcoes: NATUREZAS_MANIFESTACAO.map((n) => ({ valor: n, rotulo: n })),
      obrigatorio: true,
    },
    { nome: 'assunto', rotulo: 'Assunto', widget: 'texto', maxLength: LIMITES.assunto, obrigatorio: true },
    { nome: 'mensagem', rotulo: 'Mensagem', widget: 'area', maxLength: LIMITES.mensagem, obrigatorio: true, inteiro: true, linhas: 6 },
    {
      nome: 'arquivos',
      rotulo: 'Documentos',
      dica: 'Opcional. PDF, DOC, DOCX ou TXT, até 5MB cada e 5MB no total.',
      widget: 'anexos',
      anexos: { regras: REGRAS_OUVIDORIA, url: URL_ANEXO_OUVIDORIA },
      inteiro: true,
    },
    { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha', inteiro: true },
  ],
})
