/**
 * Masks by name, as a catalogue entry names them: what the field shows as the
 * visitor types, and the keyboard a phone should open.
 */
import { mascaraCep, mascaraCnpj, mascaraCpf, mascaraCpfCnpj, mascaraData, mascaraTelefone } from '../validacao'
import type { NomeMascara } from './catalogo'

export const MASCARAS: Record<NomeMascara, { aplicar: (valor: string) => string; inputMode: 'numeric' | 'text' | 'tel'; placeholder: string }> = {
  cpf: { aplicar: mascaraCpf, inputMode: 'numeric', placeholder: '000.000.000-00' },
  // Letters are allowed (alphanumeric CNPJ): a text keyboard.
  cnpj: { aplicar: mascaraCnpj, inputMode: 'text', placeholder: '00.000.000/0000-00' },
  cpfCnpj: { aplicar: mascaraCpfCnpj, inputMode: 'text', placeholder: '' },
  cep: { aplicar: mascaraCep, inputMode: 'numeric', placeholder: '00000-000' },
  telefone: { aplicar: (v) => mascaraTelefone(v), inputMode: 'tel', placeholder: '(51)99999-9999' },
  telefoneEspacado: { aplicar: (v) => mascaraTelefone(v, { espaco: true }), inputMode: 'tel', placeholder: '(51) 99999-9999' },
  data: { aplicar: mascaraData, inputMode: 'numeric', placeholder: 'dd/mm/aaaa' },
}
