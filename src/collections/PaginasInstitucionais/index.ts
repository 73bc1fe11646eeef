import { declararColecao } from '../colecao'
import { camposDoTexto, gerarCorpoDasLinhas } from '../Noticias/hooks/corpo'
import { OPCOES_MUNICIPIOS_RS } from './municipios-rs'

/**
 * Text pages made of titled sections: /historia (Quem Somos), /modelo-de-negocio, and the pages a public
 * body owes its visitors (/acessibilidade, /politica-de-privacidade, /acesso-a-informacao), kept by staff.
 */
export const PaginasInstitucionais = declararColecao('paginas-institucionais', {
  labels: { singular: 'Página institucional', plural: 'Páginas institucionais' },
  interfaceName: 'PaginaInstitucional',
  admin: { useAsTitle: 'titulo', defaultColumns: ['rota', 'titulo', 'updatedAt'], group: 'Conteúdo' },
  mostradaNoSite: true,
  hooks: { beforeChange: [gerarCorpoDasLinhas('secoes')] },
  fields: [
    {
      name: 'rota',
      label: 'Endereço',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { value: 'historia', label: '/historia (Quem Somos)' },
        { value: 'modelo-de-negocio', label: '/modelo-de-negocio' },
        { value: 'acessibilidade', label: '/acessibilidade (declaração de acessibilidade)' },
        { value: 'politica-de-privacidade', label: '/politica-de-privacidade (LGPD)' },
        { value: 'acesso-a-informacao', label: '/acesso-a-informacao (LAI)' },
      ],
    },
    { name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 200 },
    { name: 'resumo', label: 'Resumo (descrição para buscadores)', type: 'textarea', required: true, maxLength: 300 },
    {
      name: 'secoes',
      label: 'Seções',
      type: 'array',
      fields: [
        { name: 'titulo', label: 'Título', type: 'text', required: true, maxLength: 200 },
        ...camposDoTexto('Texto'),
      ],
    },
    {
      name: 'video',
      label: 'Vídeo institucional (Quem Somos)',
      type: 'group',
      admin: { condition: (d) => d?.rota === 'historia' },
      fields: [
        { name: 'arquivo', label: 'Vídeo (MP4 ou WebM)', type: 'upload', relationTo: 'arquivos' },
        { name: 'legendas', label: 'Legendas (WebVTT, pt-BR)', type: 'upload', relationTo: 'arquivos' },
        { name: 'transcricao', label: 'Transcrição', type: 'textarea', maxLength: 10000 },
      ],
    },
    {
      name: 'mapa',
      label: "Mapa de 'Onde já chegamos' (Modelo de Negócio)",
      type: 'group',
      admin: { condition: (d) => d?.rota === 'modelo-de-negocio' },
      fields: [
        {
          name: 'municipiosSemFinanciamento',
          label: 'Municípios ainda sem projeto financiado',
          type: 'select',
          hasMany: true,
          options: OPCOES_MUNICIPIOS_RS,
          // Short names: PostgreSQL cuts identifiers at 63 characters.
          enumName: 'enum_municipios_rs',
          dbName: 'paginas_inst_sem_financiamento',
          admin: { description: 'Os demais municípios do Estado aparecem no mapa como atendidos. A contagem do mapa sai desta lista.' },
        },
      ],
    },
  ],
})
