/**
 * Shown above the back-office login. Accounts are never self-service (an empty
 * site shows SemAdministrador instead of this page).
 */
export function AvisoAdministrador() {
  return <p>Acesso restrito à equipe. Contas são criadas por um administrador.</p>
}
