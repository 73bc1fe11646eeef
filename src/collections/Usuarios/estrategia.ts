import { JWTAuthentication, type AuthStrategy } from 'payload'

import { estadoDoSegundoFator, segundoFatorObrigatorio, type EstadoSegundoFator } from '@/access/segundo-fator'
import { situacaoDaSessao } from '@/server/servicos/segundo-fator/conta'

/**
 * Payload's own session check (the JWT and its `_sid`), plus where this session
 * stands with the second factor, attached to req.user as `_segundoFator`
 * (access/segundo-fator.ts). It runs before Payload's local strategy, under the
 * same name, so whatever authenticates by cookie or `Authorization: JWT` comes
 * through here; every role check then reads the state. Custom strategies run
 * before Payload's, and the first that answers a user wins.
 */
export const jwtComSegundoFator: AuthStrategy = {
  name: 'local-jwt',
  authenticate: async (args) => {
    const resultado = await JWTAuthentication(args)
    if (resultado.user && resultado.user.collection === 'users') {
      const user = resultado.user as typeof resultado.user & { _sid?: string; _segundoFator?: EstadoSegundoFator; roles?: unknown }
      // Fail closed: had this thrown, Payload would try its own JWT strategy next and let the
      // session in with no state at all. Unreadable, the session is held back as owing its code.
      const situacao = await situacaoDaSessao(args.payload, user.id, user._sid, args.req).catch(() => ({ ativo: true, sessaoVerificada: false }))
      user._segundoFator = estadoDoSegundoFator({ ...situacao, obrigatorio: segundoFatorObrigatorio(user.roles) })
    }
    return resultado
  },
}
