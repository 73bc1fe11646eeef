/**
 * On SQLite, the file beside the database that a process writes after publishing (server/payload/invalidacao):
 * the other processes' servers read it to drop their kept pages. A signal, not data: backups leave it out.
 */
export const SUFIXO_DO_MARCADOR = '.conteudo'

/** The marker of the database file `arquivo`. */
export const marcadorDoBanco = (arquivo: string) => `${arquivo}${SUFIXO_DO_MARCADOR}`
