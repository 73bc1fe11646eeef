/**
 * How the operator creates the first administrator, said the same way by the
 * server log and the back-office page shown while the site has no account.
 */
export const COMANDO_CRIAR_ADMINISTRADOR = 'npm run create-admin -- --email voce@exemplo.gov.br --nome "Seu Nome"'

export const SENHA_DO_ADMINISTRADOR =
  'A senha (12 caracteres ou mais) é pedida no terminal ou lida de ADMIN_PASSWORD.'
