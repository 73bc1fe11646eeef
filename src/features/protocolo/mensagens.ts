/** The digital protocol's field limits and messages (spec 3 §5, §8): the catalogue, the page and the schema share them; no zod here, so the page's first load has none. */
export const LIMITES = { nome: 100, email: 100, descricao: 5000, protocolo: 40 } as const
export const MENSAGENS_PROTOCOLO = {
  nomeObrigatorio: 'Campo nome é obrigatório',
  nomeCurto: 'Nome deve ter pelo menos 3 caracteres',
  nomeLongo: 'Nome não pode exceder 100 caracteres',
  cpfCnpjObrigatorio: 'Campo CPF/CNPJ é obrigatório',
  cpfCnpjInvalido: 'CPF/CNPJ inválido',
  telefoneObrigatorio: 'Campo telefone é obrigatório',
  telefoneInvalido: 'Telefone inválido',
  emailObrigatorio: 'Campo e-mail é obrigatório',
  emailInvalido: 'E-mail inválido',
  descricaoObrigatoria: 'Campo descrição é obrigatório',
  descricaoLonga: 'Descrição não pode exceder 5000 caracteres',
  areaInvalida: 'Área destinatária inválida',
  /** Spec 3 §5, verbatim (the asterisk included). */
  semDocumento: '* Ao menos um documento deve ser carregado',
  protocoloObrigatorio: 'Por favor, informe o número do protocolo',
  /** Spec 3 §8. */
  protocoloInexistente: 'O número do protocolo informado não existe.',
  /** Spec 3 §8 (the other forms' wording). */
  captcha: 'Por favor, confirme que você não é um robô',
} as const
