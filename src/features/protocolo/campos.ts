/**
 * The digital protocol's field catalogue (spec 3 §3, §4, §5): what the page
 * shows, in order; the rules are in schema.ts.
 */
import { REGRAS_PROTOCOLO } from '@/domain/formulario/arquivos'
import { catalogo } from '@/domain/formulario/catalogo'
import { AREAS_DESTINATARIAS } from '@/domain/protocolo/areas'

import { LIMITES } from './mensagens'

/** The upload call of the protocol's files (spec 3 §7). */
export const URL_SUBIR_ARQUIVO = '/fas/protocoloDigital/subirArquivo'

const semAnexar = (v: Record<string, unknown>) => v.anexarExistente !== true

export const CAMPOS_PROTOCOLO = catalogo({
  campos: [
    { nome: 'anexarExistente', rotulo: 'Anexar a um protocolo já existente', widget: 'caixa', inteiro: true },
    {
      nome: 'protocolo',
      rotulo: 'Número do protocolo',
      dica: 'O número que você recebeu ao enviar o primeiro documento, como 7K2M-Q9XD-4HFT-B8WN.',
      widget: 'texto',
      autoComplete: 'off',
      maxLength: LIMITES.protocolo,
      obrigatorio: true,
      inteiro: true,
      oculto: semAnexar,
      limparQuando: semAnexar,
    },
    { nome: 'nome', rotulo: 'Nome', widget: 'texto', autoComplete: 'name', maxLength: LIMITES.nome, obrigatorio: true, inteiro: true },
    { nome: 'cpfcnpj', rotulo: 'CPF/CNPJ', widget: 'mascarado', mascara: 'cpfCnpj', obrigatorio: true },
    { nome: 'telefone', rotulo: 'Telefone', widget: 'mascarado', mascara: 'telefone', autoComplete: 'tel', obrigatorio: true },
    { nome: 'email', rotulo: 'E-mail', widget: 'texto', inputMode: 'email', autoComplete: 'email', maxLength: LIMITES.email, obrigatorio: true },
    {
      nome: 'areaDestinataria',
      rotulo: 'Área destinatária',
      dica: 'Opcional.',
      widget: 'selecao',
      opcoes: AREAS_DESTINATARIAS.map((a) => ({ valor: a.valor, rotulo: a.rotulo })),
    },
    { nome: 'descricao', rotulo: 'Descrição', dica: 'Diga o que está enviando e para quê.', widget: 'area', maxLength: LIMITES.descricao, obrigatorio: true, inteiro: true },
    {
      nome: 'arquivos',
      rotulo: 'Documentos',
      dica: 'PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG; até 5MB cada e 10MB no total.',
      widget: 'anexos',
      anexos: { regras: REGRAS_PROTOCOLO, url: URL_SUBIR_ARQUIVO },
      obrigatorio: true,
      inteiro: true,
    },
    { nome: 'captcha', rotulo: 'Não sou um robô', widget: 'captcha', inteiro: true },
  ],
})
