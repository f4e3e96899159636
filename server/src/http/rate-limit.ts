import { getConnInfo } from '@hono/node-server/conninfo'
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppDeps } from '../app'
import { rateLimits } from '../db/schema'
import type { RateLimitRules } from '../domain/constants'
import { sha256 } from '../lib/secrets'
import { ApiProblem } from './errors'

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(c: Context): string {
  const { config } = c.get('deps') as AppDeps
  if (config.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // app.request() in tests has no socket
  }
}

/**
 * Counts one attempt against a fixed window kept in the database (one row per
 * key, updated atomically), so every server process shares the same counts.
 * Over the limit: 429 with Retry-After. Keys are hashed: no e-mail is stored.
 */
export async function rateLimit(c: Context, rule: keyof RateLimitRules, subject: string): Promise<void> {
  const { db, config } = c.get('deps') as AppDeps
  const { limit, windowMs } = config.rateLimits[rule]
  const now = new Date()
  const reset = new Date(now.getTime() + windowMs)
  const key = sha256(`${rule}:${subject.toLowerCase()}`)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: reset })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz THEN ${reset.toISOString()}::timestamptz ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
  if (row && row.count > limit) {
    const seconds = String(Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)))
    throw new ApiProblem(429, 'rateLimited', { seconds }, { headers: { 'Retry-After': seconds } })
  }
}

/** Forgets old windows (called by the background worker). */
export async function pruneRateLimits(deps: AppDeps) {
  await deps.db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 day'`)
}
