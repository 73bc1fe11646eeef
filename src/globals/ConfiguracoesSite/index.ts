import type { Field } from 'payload'

import { declararGlobal } from '@/collections/colecao'
import { enderecoExterno } from '@/domain/configuracoes'

const texto = (name: string, label: string, extra: Partial<Field> = {}): Field =>
  ({ name, label, type: 'text', required: true, ...extra }) as Field

/** A link to the internet-banking app (another site): a full address, or empty to hide the link. */
const linkExterno = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { description: 'Endereço completo, começando por https://. Deixe vazio para não mostrar o link.' },
  validate: (valor: string | null | undefined) =>
    !valor || enderecoExterno(valor) !== '' ? true : 'Informe o endereço completo, começando por https:// (ou deixe vazio para esconder o link).',
})

/** The agency's public facts shown by the shell (name, contacts, address, social links). */
export const ConfiguracoesSite = declararGlobal('configuracoes-site', {
  label: 'Configurações do site',
  admin: { group: 'Administração' },
  mostradaNoSite: true,
  fields: [
    texto('nomeAgencia', 'Nome da agência'),
    texto('siglaAgencia', 'Nome curto'),
    { name: 'descricaoSite', label: 'Descrição padrão (meta description)', type: 'textarea', required: true },
    texto('telefoneCentral', 'Central de atendimento (telefone)'),
    texto('horarioAtendimento', 'Horário de atendimento'),
    {
      // Res. CMN 4.860/2020 art. 9º: the ombudsman's free line, public on the site.
      name: 'telefoneOuvidoria',
      label: 'Ouvidoria: telefone gratuito (0800)',
      type: 'text',
      maxLength: 30,
      admin: { description: 'Mostrado nas páginas da Ouvidoria e dos canais de atendimento. Deixe vazio para não mostrar.' },
    },
    { name: 'emailContato', label: 'E-mail de contato', type: 'email', required: true },
    {
      // LGPD art. 41: the officer's identity and contact must be public.
      name: 'encarregado',
      label: 'Encarregado de dados (LGPD)',
      type: 'group',
      fields: [texto('nome', 'Nome'), { name: 'email', label: 'E-mail', type: 'email', required: true }, texto('telefone', 'Telefone')],
    },
    {
      name: 'endereco',
      label: 'Endereço',
      type: 'group',
      fields: [
        texto('logradouro', 'Logradouro'),
        texto('bairro', 'Bairro'),
        texto('cidade', 'Cidade'),
        texto('uf', 'UF', { maxLength: 2 }),
        texto('cep', 'CEP'),
      ],
    },
    {
      name: 'redesSociais',
      label: 'Redes sociais',
      type: 'group',
      fields: [
        texto('instagram', 'Instagram'),
        texto('youtube', 'YouTube'),
        texto('facebook', 'Facebook'),
        texto('linkedin', 'LinkedIn'),
      ],
    },
    {
      name: 'linksExternos',
      label: 'Links externos',
      type: 'group',
      fields: [
        texto('governoEstado', 'Governo do Estado'),
        texto('portalTransparencia', 'Portal da Transparência do Estado'),
        texto('acessoInformacao', 'Portal de Acesso à Informação'),
        linkExterno('emissaoBoleto', 'Emissão de boleto'),
        linkExterno('areaParceiro', 'Área do parceiro'),
        texto('balancetes', 'Balancetes (publicações)', { required: false }),
      ],
    },
    linkExterno('areaClienteUrl', 'Endereço da Área do Cliente'),
    {
      name: 'iof',
      label: 'IOF no crédito a empresas (entra no CET da simulação)',
      type: 'group',
      admin: {
        description:
          'Decreto nº 6.306/2007, art. 7º, I, "b", 2 (alíquota diária para pessoa jurídica, sobre cada parcela do principal, por no máximo 365 dias) e § 15 (alíquota adicional sobre o valor da operação).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'aliquotaDiaria', label: 'Alíquota diária (% ao dia)', type: 'number', required: true, min: 0, max: 1, defaultValue: 0.0041, admin: { step: 0.0001 } },
            { name: 'aliquotaAdicional', label: 'Alíquota adicional (%)', type: 'number', required: true, min: 0, max: 10, defaultValue: 0.38, admin: { step: 0.01 } },
          ],
        },
      ],
    },
    {
      name: 'requisitosProposta',
      label: 'Requisitos mínimos para apresentar uma proposta',
      type: 'array',
      labels: { singular: 'Requisito', plural: 'Requisitos' },
      admin: { description: 'Mostrados nas páginas de produto e no pedido de financiamento (especificação 2, §1).' },
      fields: [{ name: 'texto', label: 'Requisito', type: 'text', required: true, maxLength: 300 }],
    },
  ],
})
