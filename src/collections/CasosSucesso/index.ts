import { ROTAS_CASOS } from '@/domain/casos-sucesso'

import { declararColecao } from '../colecao'
import { camposDoTexto, gerarCorpo } from '../Noticias/hooks/corpo'

/** Success stories at their fixed addresses (/amsterland, /htMicron, /dimed, /guatambu, /biomix). */
export const CasosSucesso = declararColecao('casos-sucesso', {
  labels: { singular: 'Caso de sucesso', plural: 'Casos de sucesso' },
  admin: { useAsTitle: 'titulo', defaultColumns: ['rota', 'titulo', 'empresa', 'updatedAt'], group: 'Conteúdo' },
  mostradaNoSite: true,
  hooks: { beforeChange: [gerarCorpo] },
  fields: [
    {
      name: 'rota',
      label: 'Endereço da página',
      type: 'select',
      required: true,
      unique: true,
      options: ROTAS_CASOS.map((r) => ({ value: r, label: `/${r}` })),
    },
    { name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 200 },
    { name: 'empresa', label: 'Empresa', type: 'text', required: true, maxLength: 150 },
    { name: 'resumo', label: 'Resumo', type: 'textarea', required: true, maxLength: 400 },
    { name: 'imagem', label: 'Imagem', type: 'upload', relationTo: 'imagens' },
    ...camposDoTexto('Texto'),
  ],
})
