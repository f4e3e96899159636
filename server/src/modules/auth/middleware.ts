import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnvBindings } from '../../http/app-env'
import { ApiProblem } from '../../http/errors'
import { resolveToken, type UserRow } from './tokens'

/** 401 (with a Bearer challenge) unless the request carries a live token of an activated account. */
export const requireUser: MiddlewareHandler<AppEnvBindings> = async (c, next) => {
  const header = c.req.header('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  const session = match ? await resolveToken(c.get('deps').db, match[1]!) : undefined
  if (!session || !session.user.activatedAt)
    throw new ApiProblem(401, 'unauthenticated', {}, { headers: { 'WWW-Authenticate': 'Bearer' } })
  c.set('user', session.user)
  c.set('tokenId', session.tokenId)
  await next()
}

export const currentUser = (c: Context<AppEnvBindings>): UserRow => c.get('user')
