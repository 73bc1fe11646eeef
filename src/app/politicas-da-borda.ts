import { enderecoDoCanal } from '@/domain/atendimento'
import { ENDERECO_CARTA_SERVICOS } from '@/domain/carta-servicos'
import { ENDERECO_ACOMPANHAR } from '@/domain/submissao/acompanhamento'
import type { PoliticasDaBorda } from '@/server/borda/http/servidor'

/**
 * The rules the site's HTTP server applies to a few of these routes (src/server/borda/http/servidor.ts), kept
 * beside the routes: handed to the server by scripts/servir.ts and scripts/start.ts.
 */
export const POLITICAS_DA_BORDA: PoliticasDaBorda = {
  // The access counter's page shows every visit as it happens; the ombudsman's account counts cases as they
  // arrive and are answered (no content version covers them); the follow-up page, a submission's status as
  // it is now; the survey's page, whether its one-time link was used. The charter publishes the survey's
  // results, which change with every rating (no publish): not kept, rather than a content-version bump per
  // rating, which would empty every kept page of the site. The whistleblower channel's page shows its form only
  // while an integridade member holding the role has an approved key: a key approved or a role removed publishes
  // nothing, and a kept "channel unavailable" would turn reporters away after the first key is in.
  semCache: ['/contador-acessos', '/relatorio-da-ouvidoria', ENDERECO_ACOMPANHAR, '/atendimento-ao-cliente/avaliar', ENDERECO_CARTA_SERVICOS, enderecoDoCanal('denuncias')],
  // A new search runs a query: limited per client (`busca` in server/adaptadores/limites/regras.ts); a kept answer is free.
  // A number looked up is a key tried: 30 a minute per client, like the other lookups.
  limitadas: [
    { caminho: '/busca', parametro: 'q', regra: 'busca' },
    { caminho: ENDERECO_ACOMPANHAR, parametro: 'numero', regra: 'consulta' },
  ],
  // The legacy calls' GETs kept like pages until the next publish (decision 0021): each reads only published
  // content, reference lists (back-office Cadastros, which invalidate like content) or data embedded in the code.
  chamadasGuardadas: [
    '/banner/listAllPublicados',
    '/dados-abertos/publicacoes/[arquivo]',
    '/fas-service/rest/cotacao/findAll',
    '/fas-service/rest/menu/listAll',
    '/fas/conteudo/[chave]',
    '/fas/findNoticiasDestaque',
    '/fas/findNoticiasHome',
    '/fas/noticias/detalhe/load/[id]',
    '/fas/produtos/perfil/findProdutoByPerfil/[perfil]',
    '/fas/transparencia/findAllPublicacaoByTipoPublicacao/[tipo]/[mes]/[ano]',
    '/fas/transparencia/findAllTipoPublicacao',
    '/localidades/estados',
    '/localidades/estados/[uf]/municipios',
    ...[
      'banco',
      'estadoCivil',
      'municipio',
      'pais',
      'prefixoEndereco',
      'profissao',
      'qualificacaoPj',
      'ramoAtividade',
      'regimeCasamento',
      'tipoDocumento',
      'tipoEnquadramentoParteRelacionada',
      'tipoEnquadramentoPessoaExpostaPoliticamente',
      'uf',
    ].map((lista) => `/site-api/formulario/${lista}`),
  ],
}

/**
 * The legacy calls' GETs never kept, and why (read by the table's test, which asks that every GET route of
 * src/app/(contract) be in exactly one of the two lists: a new call is kept or not by a decision, not by default).
 */
export const CHAMADAS_NAO_GUARDADAS: Readonly<Record<string, string>> = {
  '/captcha/desafio': 'a new challenge per form (no-store)',
  '/fas/protocoloDigital/protocoloExiste/[protocolo]': 'a protocol exists once it is sent, with no publish',
  '/site-api/acompanhamento/[numero]': 'a submission\'s status moves with no publish',
  '/site-api/email-api/enviarEmail': 'a fixed refusal (410, no-store)',
  '/site-api/formulario/cep': 'each CEP is its own address; the lookup keeps its own cache',
  '/transparencia/download': 'files: served from storage, not kept among pages',
  '/fas/noticias/image/[nome]': 'an image (a file)',
  '/fas/produtos/image/[imagemCapa]': 'an image (a file)',
  '/fas-ckfinder/noticias/image/[nome]': 'an image (a file)',
}
