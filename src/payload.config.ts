import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { pt } from '@payloadcms/translations/languages/pt'
import { buildConfig, type PayloadRequest, type SanitizedConfig } from 'payload'
import sharp from 'sharp'

import { acessoDaRegra, MATRIZ_COLECOES, MATRIZ_GLOBAIS } from './access/matriz'
import { hasRole } from './access/roles'
import { comVisibilidadePorPapel, globaisComVisibilidadePorPapel, ocultoPelaMatriz } from './access/visibilidade'
import { comAcessoAsTravasDeDocumentos } from './access/travas-de-documentos'
import { Auditoria } from './collections/Auditoria'
import { Banners } from './collections/Banners'
import { AvaliacoesSatisfacao } from './collections/AvaliacoesSatisfacao'
import { CaptchasUsados } from './collections/CaptchasUsados'
import { CasosSucesso } from './collections/CasosSucesso'
import { ContadoresAcesso } from './collections/ContadoresAcesso'
import { Arquivos } from './collections/Arquivos'
import { Diretorias } from './collections/Diretorias'
import { ItensMenu } from './collections/ItensMenu'
import { Orgaos } from './collections/Orgaos'
import { IndiceBusca } from './collections/IndiceBusca'
import { PaginasDocumentos } from './collections/PaginasDocumentos'
import { PaginasInstitucionais } from './collections/PaginasInstitucionais'
import { CanaisAtendimento } from './collections/CanaisAtendimento'
import { ProjetosSociais } from './collections/ProjetosSociais'
import { Publicacoes } from './collections/Publicacoes'
import { TiposPublicacao } from './collections/TiposPublicacao'
import { comFiltrosSalvosEmPortugues, filtrosSalvos } from './collections/FiltrosSalvos'
import { Fundos } from './collections/Fundos'
import { Imagens } from './collections/Imagens'
import { Indicadores } from './collections/Indicadores'
import { LinhasCredito } from './collections/LinhasCredito'
import { Mensagens } from './collections/Mensagens'
import { Anexos } from './collections/Anexos'
import { Denuncias } from './collections/Denuncias'
import { comExportacao } from './collections/exportacao/endpoint'
import { MembrosIntegridade } from './collections/MembrosIntegridade'
import { Noticias } from './collections/Noticias'
import { Produtos } from './collections/Produtos'
import { editorDeConteudo } from './collections/Produtos/editor'
import { Simulacoes } from './collections/Simulacoes'
import { SolicitacoesFinanciamento } from './collections/SolicitacoesFinanciamento'
import { CadastrosFundos } from './collections/CadastrosFundos'
import { MensagensContato } from './collections/MensagensContato'
import { ManifestacoesOuvidoria } from './collections/ManifestacoesOuvidoria'
import { Protocolos } from './collections/Protocolos'
import { mapaDePermissoes } from './collections/Usuarios/endpoints/mapaDePermissoes'
import { Usuarios } from './collections/Usuarios'
import { EstadosCivis } from './collections/EstadosCivis'
import { RegimesCasamento } from './collections/RegimesCasamento'
import { TiposDocumento } from './collections/TiposDocumento'
import { EnquadramentosPep } from './collections/EnquadramentosPep'
import { TiposParteRelacionada } from './collections/TiposParteRelacionada'
import { PrefixosEndereco } from './collections/PrefixosEndereco'
import { ConfiguracoesSite } from './globals/ConfiguracoesSite'
import { Remuneracao } from './globals/Remuneracao'
import { ConfiguracoesAtendimento } from './globals/ConfiguracoesAtendimento'
import { ambienteDoArmazenamento } from './server/adaptadores/armazenamento/ambiente'
import { comArmazenamentoCompartilhado } from './server/adaptadores/armazenamento/s3'
import { adaptadorCaixaDeSaida } from './server/adaptadores/email/adaptador-payload'
import { conferirPermissaoDeMigrar, databaseAdapter, migracoes, sobreviverAQuedaDoBanco } from './server/plataforma/database'
import { env, payloadSecret } from './server/plataforma/env'
import { aoIniciar } from './server/payload/inicializacao'
import { todosSemEditorDeJson } from './collections/sem-editor-de-json'
import { camposDasTarefas } from './collections/Tarefas/campos'
import { tarefaAtualizarIndicadores } from './server/payload/jobs/atualizar-indicadores'
import { tarefaEnviarMensagens } from './server/payload/jobs/enviar-mensagens'
import { agendadaSoNoLider, eLider } from './server/payload/jobs/lider'
import { tarefaPurgarAnexos } from './server/payload/jobs/purgar-anexos'
import { tarefaPurgarAtendimento } from './server/payload/jobs/purgar-atendimento'
import { tarefaPurgarDenuncias } from './server/payload/jobs/purgar-denuncias'
import { tarefaResumoDosPrazos } from './server/payload/jobs/resumo-dos-prazos'
import { logger } from './server/plataforma/log'
import { comEntradasConferidas } from './server/borda/rest/entradas'
import { comExecucoesContadas } from './server/plataforma/metricas/tarefas'
import { serializarTransacoes } from './server/plataforma/sqlite-transacoes'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const somenteAdministrador = ({ req }: { req: PayloadRequest }) => hasRole(req.user, 'admin')

export default buildConfig({
  serverURL: env().PUBLIC_SITE_URL ?? '',
  // Staff cookies are accepted only from the site's own origin. Payload adds serverURL to this
  // list only when PUBLIC_SITE_URL is set; an empty list would accept them from any origin.
  csrf: [env().siteUrl],
  secret: payloadSecret(),
  db: databaseAdapter(),
  editor: editorDeConteudo,
  sharp,
  admin: {
    user: 'users',
    meta: { titleSuffix: ' — Back-office', icons: [{ url: '/favicon.svg', type: 'image/svg+xml' }] },
    // No Gravatar: staff e-mails are not sent to a third party, and the network may be closed.
    avatar: 'default',
    dateFormat: 'dd/MM/yyyy HH:mm',
    importMap: { baseDir: path.resolve(dirname) },
    components: {
      // Staff who reached the login by another address than PUBLIC_SITE_URL are told where to sign in.
      beforeLogin: ['@/components/admin/AvisoEndereco#AvisoEndereco', '@/components/admin/AvisoAdministrador#AvisoAdministrador'],
      // Administrators see on arrival when e-mails wait because SMTP_URL is not set and what the install
      // still lacks (the readiness panel); every team sees its queue's counts (Sua fila), above the cards
      // of what it may change.
      beforeDashboard: ['@/components/admin/AvisoSemSmtp#AvisoSemSmtp', '@/components/admin/PainelProntidao#PainelProntidao', '@/components/admin/fila/SuaFila#SuaFila'],
      // An integridade member's way to their key screen.
      afterNavLinks: ['@/components/admin/LinkMinhaChave#LinkMinhaChave'],
      graphics: { Icon: '@/components/admin/Marca#Icone', Logo: '@/components/admin/Marca#Logo' },
      // Payload's own password screens get the autocomplete tokens password managers read (WCAG 2.2 SC 3.3.8).
      providers: ['@/components/admin/AutocompletarSenhas.client#AutocompletarSenhas'],
      views: {
        // Replaces Payload's open "create first user" form: on an empty site it says how the
        // operator creates the administrator instead of letting any visitor become one.
        primeiroAcesso: { Component: '@/components/admin/SemAdministrador#SemAdministrador', path: '/create-first-user' },
        // The second factor's screen: the code after the password, or the enrolment
        // (docs/decisions/0015-segundo-fator.md).
        segundoFator: { Component: '@/components/admin/SegundoFator#SegundoFator', path: '/segundo-fator', exact: true },
        // An integridade member creates their key here and sees whether it awaits approval (decision 0017).
        minhaChave: { Component: '@/components/admin/MinhaChave#MinhaChave', path: '/minha-chave', exact: true },
        // An administrator invites a person, who sets their own password by a one-time link.
        convidar: { Component: '@/components/admin/Convidar#Convidar', path: '/convidar', exact: true },
      },
    },
    // Payload sends a signed-in session that may not use the back-office to this route: here
    // that is only a session that owes its second factor (Usuarios access.admin), so the
    // route is the second factor's screen.
    routes: { unauthorized: '/segundo-fator' },
  },
  i18n: { supportedLanguages: { pt }, fallbackLanguage: 'pt' },
  // With S3_BUCKET, every upload collection keeps its files on the shared store (server/adaptadores/armazenamento/s3.ts).
  // Each team's submission lists get their CSV export (collections/exportacao); each account's menu
  // and dashboard show what its roles change (access/visibilidade.ts).
  // No JSON or code field opens Payload's editor, which loads from a CDN (collections/sem-editor-de-json.ts).
  collections: todosSemEditorDeJson(comArmazenamentoCompartilhado(comVisibilidadePorPapel(comExportacao([
    Usuarios,
    Imagens,
    Produtos,
    Noticias,
    Banners,
    Indicadores,
    LinhasCredito,
    Simulacoes,
    SolicitacoesFinanciamento,
    CadastrosFundos,
    MensagensContato,
    ManifestacoesOuvidoria,
    Protocolos,
    Mensagens,
    Anexos,
    Denuncias,
    MembrosIntegridade,
    CaptchasUsados,
    AvaliacoesSatisfacao,
    Fundos,
    CasosSucesso,
    ContadoresAcesso,
    Diretorias,
    TiposPublicacao,
    ItensMenu,
    Publicacoes,
    Arquivos,
    PaginasDocumentos,
    PaginasInstitucionais,
    CanaisAtendimento,
    ProjetosSociais,
    Orgaos,
    IndiceBusca,
    EstadosCivis,
    RegimesCasamento,
    TiposDocumento,
    EnquadramentosPep,
    TiposParteRelacionada,
    PrefixosEndereco,
    Auditoria,
  ])), ambienteDoArmazenamento.atual().s3)),
  // Saved list filters per account, private or shared with the author's team only (collections/FiltrosSalvos).
  queryPresets: filtrosSalvos,
  globals: todosSemEditorDeJson(globaisComVisibilidadePorPapel([ConfiguracoesSite, Remuneracao, ConfiguracoesAtendimento])),
  jobs: {
    tasks: [tarefaAtualizarIndicadores, tarefaEnviarMensagens, tarefaPurgarAnexos, tarefaPurgarAtendimento, tarefaPurgarDenuncias, tarefaResumoDosPrazos].map((t) => agendadaSoNoLider(comExecucoesContadas(t))),
    // Scheduled publishing of news (queue "default"), the indicators' refresh, the e-mail outbox and
    // the purges (queue "manutencao"): attachments no submission claimed, customer-service records
    // past their retention, closed whistleblower reports past theirs; each team's daily deadline digest.
    // Only the site's server runs them; tests and one-off scripts set JOBS_AUTORUN=false. With
    // several instances on PostgreSQL, only the one holding the jobs' lock schedules and runs them
    // (server/payload/jobs/lider.ts), so scheduled work runs once.
    autoRun: [
      { cron: '* * * * *', queue: 'default', limit: 20 },
      { cron: '* * * * *', queue: 'indicadores', limit: 1 },
      { cron: '* * * * *', queue: 'email', limit: 1 },
      { cron: '*/5 * * * *', queue: 'manutencao', limit: 1 },
    ],
    shouldAutoRun: eLider,
    // Payload lets any signed-in account queue, run and cancel jobs through the API (its
    // /payload-jobs/run endpoint sends the outbox): only administrators run or cancel them,
    // and only the server queues them (its Local API calls skip this check).
    access: { queue: () => false, run: somenteAdministrador, cancel: somenteAdministrador },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      labels: { singular: 'Tarefa agendada', plural: 'Tarefas agendadas' },
      fields: camposDasTarefas(defaultJobsCollection.fields),
      access: {
        read: acessoDaRegra(MATRIZ_COLECOES['payload-jobs'].read),
        create: acessoDaRegra(MATRIZ_COLECOES['payload-jobs'].create),
        update: acessoDaRegra(MATRIZ_COLECOES['payload-jobs'].update),
        delete: acessoDaRegra(MATRIZ_COLECOES['payload-jobs'].delete),
      },
      admin: { ...defaultJobsCollection.admin, hidden: ocultoPelaMatriz('payload-jobs'), group: 'Administração' },
    }),
  },
  // Payload's /access answers a session that still owes its second factor with 403, not 500.
  endpoints: [mapaDePermissoes],
  graphQL: { disable: true },
  telemetry: false,
  logger: logger(),
  // Every e-mail goes through the outbox; Payload sends none itself (and no longer says it writes them to the console).
  email: adaptadorCaixaDeSaida,
  // Types are generated on purpose (npm run generate:types), not by every process that starts Payload.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  onInit: async (payload) => {
    serializarTransacoes(payload, 5000)
    sobreviverAQuedaDoBanco(payload)
    await conferirPermissaoDeMigrar(payload)
    await payload.db.migrate({ migrations: migracoes() })
    await aoIniciar(payload, {
      // The demo content (and JSDOM, which converts it) loads only when a database is seeded.
      semear: env().SEED_DEMO ? async (p) => (await import('./seed')).semearSeVazio(p) : undefined,
      obrigatorio: async (p) => (await import('./seed/obrigatorio')).semearConteudoObrigatorio(p),
    })
  },
})
  .then(comAcessoAsEstatisticasDosJobs)
  .then(comAcessoAsTravasDeDocumentos)
  .then(comEntradasConferidas)
  .then(comFiltrosSalvosEmPortugues)

/**
 * Payload adds the scheduler's `payload-jobs-stats` global itself, with its default access (any
 * signed-in account reads and rewrites when each job last ran); the matrix's rule replaces it.
 */
function comAcessoAsEstatisticasDosJobs(config: SanitizedConfig): SanitizedConfig {
  const estatisticas = config.globals.find((g) => g.slug === 'payload-jobs-stats')
  if (estatisticas) {
    const regras = MATRIZ_GLOBAIS['payload-jobs-stats']
    Object.assign(estatisticas.access, { read: acessoDaRegra(regras.read), update: acessoDaRegra(regras.update), readVersions: acessoDaRegra(regras.update) })
  }
  return config
}
