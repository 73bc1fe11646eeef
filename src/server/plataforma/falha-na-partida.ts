/**
 * Why the start failed, in one line an operator can act on (issue 33): the cause and the fix, in
 * Portuguese, never the driver's text (a failed migration's message is its whole SQL, ~40 KB, and a
 * connection error may carry the password). A cause no retry can cure (a refused password, a role
 * without CREATE on its schema, a missing database or extension, a host name that does not resolve)
 * ends the process; a database that does not answer yet is retried (the server comes up with
 * /readyz 503 meanwhile: src/instrumentation.ts).
 */
export interface DiagnosticoDaPartida {
  /** No retry can succeed: the process ends (exit code 1) with `mensagem`. */
  definitivo: boolean
  mensagem: string
}

interface ComCodigo {
  code?: unknown
  cause?: unknown
  message?: unknown
  hostname?: unknown
}

/** The codes (PostgreSQL SQLSTATE, Node errno, SQLite) along the error's cause chain, outermost first. */
function codigos(erro: unknown): string[] {
  const lista: string[] = []
  let atual: unknown = erro
  for (let i = 0; i < 6 && atual && typeof atual === 'object'; i++) {
    const e = atual as ComCodigo
    if (typeof e.code === 'string') lista.push(e.code)
    // AggregateError (a host with several addresses): the first of its errors.
    const varios = (atual as { errors?: unknown[] }).errors
    atual = e.cause ?? (Array.isArray(varios) ? varios[0] : undefined)
  }
  return lista
}

function textos(erro: unknown): string {
  const partes: string[] = []
  let atual: unknown = erro
  for (let i = 0; i < 6 && atual && typeof atual === 'object'; i++) {
    const m = (atual as ComCodigo).message
    if (typeof m === 'string') partes.push(m.slice(0, 2000))
    atual = (atual as ComCodigo).cause
  }
  return partes.join(' | ')
}

/** The database's user, host and name from DATABASE_URL (never the password). */
function destino(databaseUrl: string): { usuario: string; host: string; banco: string } {
  try {
    const u = new URL(databaseUrl)
    return { usuario: decodeURIComponent(u.username) || '(padrão)', host: `${u.hostname}${u.port ? `:${u.port}` : ''}`, banco: decodeURIComponent(u.pathname.slice(1)) }
  } catch {
    return { usuario: '?', host: '?', banco: '?' }
  }
}

/** The one-line diagnosis of a failed start against `databaseUrl`. */
export function diagnosticarPartida(erro: unknown, databaseUrl: string): DiagnosticoDaPartida {
  const texto = textos(erro)
  // Payload's PostgreSQL adapter rethrows a failed connection as a new Error with the driver's
  // message only (no code, no cause): the message's words stand for the code then.
  const pelaMensagem: [RegExp, string][] = [
    [/password authentication failed|no pg_hba\.conf entry|role "[^"]*" does not exist/i, '28P01'],
    [/permission denied for (schema|database)|must be owner of/i, '42501'],
    [/database "[^"]*" does not exist/i, '3D000'],
    [/\bENOTFOUND\b|\bEAI_AGAIN\b/, 'ENOTFOUND'],
    [/\bECONNREFUSED\b|\bETIMEDOUT\b|\bEHOSTUNREACH\b|timeout expired|Connection terminated/i, 'ECONNREFUSED'],
  ]
  const cs = [...codigos(erro), ...pelaMensagem.filter(([re]) => re.test(texto)).map(([, c]) => c)]
  const tem = (...c: string[]) => cs.some((x) => c.includes(x))
  const { usuario, host, banco } = destino(databaseUrl)
  if (!/^postgres(ql)?:/.test(databaseUrl)) {
    if (tem('SQLITE_CANTOPEN', 'EACCES', 'EROFS', 'ENOENT', 'SQLITE_READONLY', 'SQLITE_PERM')) {
      return { definitivo: true, mensagem: `Não foi possível abrir ou gravar o banco SQLite (${databaseUrl.replace(/^file:/, '')}): confira se a pasta DATA_DIR existe e se o usuário do processo pode gravar nela.` }
    }
    return { definitivo: false, mensagem: `Falha ao abrir o banco SQLite (${cs[0] ?? 'erro desconhecido'}).` }
  }
  if (tem('28P01', '28000')) {
    return { definitivo: true, mensagem: `O PostgreSQL recusou o usuário "${usuario}" ou a senha (DATABASE_URL): confira o usuário e a senha, e se pg_hba.conf permite essa conexão.` }
  }
  if (tem('42501')) {
    return {
      definitivo: true,
      mensagem: `O usuário "${usuario}" não tem permissão de criar tabelas no banco "${banco}" (as migrações precisam dela): rode, como dono do banco, GRANT CREATE ON SCHEMA public TO "${usuario}"; ou use um usuário dono do banco.`,
    }
  }
  if (tem('3D000')) {
    return { definitivo: true, mensagem: `O banco "${banco}" não existe em ${host}: crie-o (createdb -O "${usuario}" "${banco}") ou corrija DATABASE_URL.` }
  }
  if (tem('58P01', '0A000') || /extension "[^"]+" is not available|could not open extension control file/i.test(texto)) {
    const extensao = /extension "([^"]+)"/i.exec(texto)?.[1] ?? '(desconhecida)'
    return { definitivo: true, mensagem: `A extensão "${extensao}" do PostgreSQL não está instalada no servidor ${host}: instale o pacote dela (ex.: postgresql-contrib) ou peça ao administrador do banco que a crie.` }
  }
  if (tem('ENOTFOUND', 'EAI_AGAIN')) {
    return { definitivo: true, mensagem: `O endereço do banco "${host}" não foi encontrado (DNS): corrija o host em DATABASE_URL.` }
  }
  if (tem('ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET', '57P03', '53300')) {
    return { definitivo: false, mensagem: `O PostgreSQL em ${host} não aceita conexões (${cs.find((c) => /^[A-Z]/.test(c)) ?? cs[0]}): confira se o serviço está no ar e se a porta e o host de DATABASE_URL estão certos.` }
  }
  return { definitivo: false, mensagem: `Falha ao iniciar com o banco em ${host} (${cs[0] ?? 'erro desconhecido'}).` }
}

/** An error with a PostgreSQL code, for a check of ours that found what the database would refuse later. */
export function erroComCodigo(mensagem: string, code: string): Error {
  return Object.assign(new Error(mensagem), { code })
}
