import { ROLE_LABELS, ROLES } from '@/access/roles'

import { escolha } from '../campos'
import { declararColecao } from '../colecao'

const leitura = { readOnly: true }

/**
 * The durable e-mail outbox (ENGINEERING.md: submissions are never lost). A
 * submission and its message are committed together; the `enviarMensagens`
 * job sends them over SMTP with retries and backoff.
 */
export const Mensagens = declararColecao('mensagens', {
  labels: { singular: 'Mensagem de e-mail', plural: 'Caixa de saída (e-mails)' },
  interfaceName: 'Mensagem',
  admin: {
    useAsTitle: 'assunto',
    defaultColumns: ['assunto', 'para', 'situacao', 'tentativas', 'enviadaEm', 'createdAt'],
    group: 'Administração',
    description: 'E-mails que o site envia. Quando o servidor de e-mail está fora, ficam pendentes e são reenviados automaticamente.',
    // Without SMTP_URL the messages wait: the list says so to administrators.
    components: { beforeList: ['@/components/admin/AvisoSemSmtp#AvisoSemSmtp'] },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      ...escolha('situacao', 'Situação', [
        { value: 'pendente', label: 'Pendente (aguardando envio)' },
        { value: 'enviada', label: 'Enviada' },
        { value: 'falhou', label: 'Falhou (tentativas esgotadas)' },
      ]),
      index: true,
      admin: { position: 'sidebar', ...leitura },
    },
    { name: 'para', label: 'Para', type: 'email', required: true, admin: leitura },
    { name: 'responderPara', label: 'Responder para', type: 'email', admin: leitura },
    { name: 'assunto', label: 'Assunto', type: 'text', required: true, admin: leitura },
    { name: 'texto', label: 'Texto', type: 'textarea', required: true, admin: leitura },
    {
      // Files that go with the message (the registration's PDF): kept here, in the same transaction as
      // the submission, so a message waiting for the SMTP server still has them; emptied once sent.
      name: 'anexos',
      label: 'Anexos',
      type: 'array',
      admin: { ...leitura, description: 'O conteúdo é apagado daqui depois do envio; o registro de origem continua no back-office.' },
      fields: [
        { name: 'nome', label: 'Nome do arquivo', type: 'text', required: true, admin: leitura },
        { name: 'tipo', label: 'Tipo', type: 'text', required: true, admin: leitura },
        { name: 'tamanho', label: 'Tamanho (bytes)', type: 'number', admin: leitura },
        { name: 'conteudo', label: 'Conteúdo (base64)', type: 'textarea', admin: { ...leitura, hidden: true } },
      ],
    },
    {
      name: 'papel',
      label: 'Equipe responsável',
      type: 'select',
      required: true,
      options: ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
      admin: { position: 'sidebar', ...leitura },
    },
    { name: 'origem', label: 'Origem', type: 'text', admin: { position: 'sidebar', ...leitura, description: 'Coleção e número do registro que gerou a mensagem.' } },
    { name: 'tentativas', label: 'Tentativas', type: 'number', defaultValue: 0, admin: { position: 'sidebar', ...leitura } },
    { name: 'proximaTentativaEm', label: 'Próxima tentativa', type: 'date', index: true, admin: { position: 'sidebar', ...leitura, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'ultimoErro', label: 'Último erro', type: 'text', admin: { position: 'sidebar', ...leitura } },
    { name: 'enviadaEm', label: 'Enviada em', type: 'date', admin: { position: 'sidebar', ...leitura, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'idMensagem', label: 'Message-ID', type: 'text', admin: { position: 'sidebar', ...leitura } },
  ],
})
