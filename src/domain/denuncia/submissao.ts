/**
 * The whistleblower report, defined once (spec 3 §3, §4, §5; issue 30;
 * docs/security/whistleblower.md): its collection's slug, the integrity team,
 * its statuses, the page's fields in order and the lines of its data-protection
 * notice. The page's catalogue (features/denuncias/campos.ts), the status list
 * (status.ts), the collection's names (collections/Denuncias), the access row
 * and the opened report's identity labels derive from it.
 *
 * It is sealed (`selada`): everything the reporter sends is encrypted for the
 * team's keys and the reporter's receipt, so no field is stored in clear and the
 * collection is not derived from the fields. What stays beside the definition,
 * and why: the rules (features/denuncias/schema.ts: the identity counts only
 * when the report is not anonymous, with the spec's own messages, which the
 * derived schema cannot say), and the receipt (recibo.ts: a random code that is
 * the reporter's key, not a protocol number the agency could look up).
 */
import { REGRAS_DENUNCIA } from '../formulario/arquivos'
import type { Predicado } from '../formulario/catalogo'
import { CAPTCHA } from '../submissao/campos-comuns'
import { fluxo } from '../submissao/caso'
import { definirSubmissao, type CampoDeSubmissao } from '../submissao/definicao'

/** The identity fields and 'sigilo' exist only for an identified report: hidden, and emptied, once the reporter chose to stay anonymous (the server clears them too). */
const anonimo: Predicado = (v) => v.anonimo === true

/** The files of a report or of a later message: the same rules and the same choice about metadata. */
export const anexosDaDenuncia = (rotulo: string): CampoDeSubmissao => ({
  nome: 'Documentos',
  rotulo,
  dica: 'Opcional. PDF, DOC, DOCX, TXT, JPG, JPEG ou PNG; até 5MB no total.',
  widget: 'anexos',
  anexos: { regras: REGRAS_DENUNCIA },
  inteiro: true,
})

export const MANTER_METADADOS: CampoDeSubmissao = {
  nome: 'manterMetadados',
  rotulo: 'Manter os metadados das imagens (data, local GPS, aparelho)',
  dica: 'Deixe desmarcado para que retiremos das fotos os dados que podem identificar você ou o aparelho usado.',
  widget: 'caixa',
  inteiro: true,
}

export const DENUNCIA = definirSubmissao({
  slug: 'denuncias',
  interfaceName: 'Denuncia',
  rotulos: { singular: 'Denúncia', plural: 'Denúncias' },
  // Only the integrity team reads and moves them; administrators neither read nor delete them.
  equipe: 'integridade',
  selada: true,
  // As the team moves a report and the reporter's lookup shows it. Any move is allowed (a closed report may be
  // reopened): the sealed collection has no case spine to refuse one, and this table says so.
  ...fluxo({
    recebida: ['Recebida', ['em-analise', 'concluida', 'arquivada']],
    'em-analise': ['Em análise', ['recebida', 'concluida', 'arquivada']],
    concluida: ['Concluída', ['recebida', 'em-analise', 'arquivada'], 'encerrada'],
    arquivada: ['Arquivada', ['recebida', 'em-analise', 'concluida'], 'encerrada'],
  }),
  campos: [
    { nome: 'anonimo', rotulo: 'Desejo fazer uma denúncia anônima', widget: 'caixa', inteiro: true },
    { nome: 'nome', rotulo: 'Nome', widget: 'texto', autoComplete: 'name', maxLength: 100, obrigatorio: true, inteiro: true, oculto: anonimo },
    { nome: 'cpfcnpj', rotulo: 'CPF/CNPJ', widget: 'mascarado', mascara: 'cpfCnpj', maxLength: 18, obrigatorio: true, oculto: anonimo },
    { nome: 'telefone', rotulo: 'Telefone', widget: 'mascarado', mascara: 'telefoneEspacado', autoComplete: 'tel', maxLength: 15, obrigatorio: true, oculto: anonimo },
    { nome: 'email', rotulo: 'E-mail', widget: 'texto', inputMode: 'email', autoComplete: 'email', maxLength: 100, obrigatorio: true, oculto: anonimo },
    { nome: 'endereco', rotulo: 'Endereço', widget: 'texto', autoComplete: 'address-line1', maxLength: 100, obrigatorio: true, oculto: anonimo },
    {
      nome: 'sigilo',
      rotulo: 'Desejo manter em sigilo meus dados',
      dica: 'Seus dados ficam só com a equipe de integridade e não são revelados a quem for investigado.',
      widget: 'caixa',
      inteiro: true,
      oculto: anonimo,
    },
    {
      nome: 'denuncia',
      rotulo: 'Descrição',
      dica: 'Conte o que aconteceu: quem, o quê, quando e onde. Quanto mais detalhes, melhor a apuração.',
      widget: 'area',
      linhas: 8,
      maxLength: 20_000,
      obrigatorio: true,
      inteiro: true,
    },
    anexosDaDenuncia('Anexos'),
    MANTER_METADADOS,
    { nome: 'declaracao', rotulo: 'Declaro que as informações listadas são verídicas', widget: 'caixa', obrigatorio: true, inteiro: true },
    CAPTCHA,
  ],
  vistaDaEquipe: [],
  lgpd: {
    // Which data depends on the reporter's choice: said in words, not listed from the fields.
    dados: 'o relato, os arquivos e, só se você se identificar, nome, CPF/CNPJ, telefone, e-mail e endereço,',
    finalidade: 'para apurar a denúncia (Lei 13.608/2018; LGPD, art. 7º, II e III). Tudo é guardado cifrado, legível apenas pela equipe de integridade e, com o código, por você.',
    prazo: 'até a conclusão da apuração e pelo prazo de retenção seguinte, e depois os apagamos,',
  },
})

/** The identity of an identified report, as a member reads it once opened: each field's label, in the form's order. */
export const ROTULOS_DA_IDENTIDADE: Readonly<Record<string, string>> = Object.fromEntries(
  (DENUNCIA.campos as readonly CampoDeSubmissao[]).filter((c) => c.oculto === anonimo && c.widget !== 'caixa').map((c) => [c.nome, c.rotulo]),
)
