import { declararColecao } from '../colecao'
import { camposDoTexto, gerarCorpo } from '../Noticias/hooks/corpo'

/** The sponsored social and cultural projects of /projetos-sociais, each at ?projeto={slug}. */
export const ProjetosSociais = declararColecao('projetos-sociais', {
  labels: { singular: 'Projeto social', plural: 'Projetos sociais' },
  interfaceName: 'ProjetoSocial',
  admin: { useAsTitle: 'nome', defaultColumns: ['nome', 'slug', 'ordem'], group: 'Conteúdo' },
  mostradaNoSite: true,
  hooks: { beforeChange: [gerarCorpo] },
  defaultSort: 'ordem',
  fields: [
    { name: 'nome', label: 'Nome', type: 'text', required: true, maxLength: 150 },
    {
      name: 'slug',
      label: 'Identificador no endereço',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 60,
      validate: (v: unknown) => (typeof v === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v) ? true : 'Use letras minúsculas, números e hífens.'),
    },
    { name: 'resumo', label: 'Resumo', type: 'textarea', required: true, maxLength: 300 },
    { name: 'imagem', label: 'Imagem', type: 'upload', relationTo: 'imagens' },
    ...camposDoTexto('Texto'),
    { name: 'ordem', label: 'Ordem', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
})
