import { getConnInfo } from '@hono/node-server/conninfo'
import { eq, like, or, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppDeps } from './app-env'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import type { RateLimitRules } from '../domain/constants'
import { sha256 } from '../lib/secrets'
import { ApiProblem } from './errors'

/**
 * The client's address: the socket's, or behind `trustProxy` proxies the X-Forwarded-For entry that
 * many hops from the right. Each proxy appends the address it saw, so the last entry comes from the
 * nearest proxy, the second from the right from the one before it, and so on; anything further left
 * was written by the client and is never read. With fewer entries than proxies, the leftmost one.
 */
export function clientAddress(c: Context): string {
  const { config } = c.get('deps') as AppDeps
  const hops = config.trustProxy
  if (hops > 0) {
    const entries = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    if (entries.length) return entries[Math.max(0, entries.length - hops)]!
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown' // app.request() in tests has no socket
  }
}

/**
 * What a limit counts: one subject, or a member of a group (an account and one client address), whose
 * rows `clearRateLimits` can drop all at once for the group.
 */
export type RateLimitSubject = string | { group: string; member: string }

const groupKey = (rule: keyof RateLimitRules, group: string) => sha256(`${rule}:${group.toLowerCase()}`)
const keyOf = (rule: keyof RateLimitRules, subject: RateLimitSubject) =>
  typeof subject === 'string'
    ? groupKey(rule, subject)
    : `${groupKey(rule, subject.group)}:${sha256(subject.member.toLowerCase())}`

/**
 * Counts one attempt against a fixed window kept in the database (one row per
 * key, updated atomically), so every server process shares the same counts.
 * Over the limit: 429 with Retry-After. Keys are hashed: no e-mail is stored.
 */
export async function rateLimit(c: Context, rule: keyof RateLimitRules, subject: RateLimitSubject): Promise<void> {
  const { db, config } = c.get('deps') as AppDeps
  const { limit, windowMs } = config.rateLimits[rule]
  const now = new Date()
  const reset = new Date(now.getTime() + windowMs)
  const key = keyOf(rule, subject)
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

/** Lifts a rule's limit for a group: its own row and every member's (a password reset lifts an account's login locks). */
export async function clearRateLimits(db: Db, rule: keyof RateLimitRules, group: string) {
  const key = groupKey(rule, group)
  // Keys are hex digests and ':', so the pattern has no wildcard but its own.
  await db.delete(rateLimits).where(or(eq(rateLimits.key, key), like(rateLimits.key, `${key}:%`)))
}

/** Forgets old windows (called by the background worker). */
export async function pruneRateLimits(deps: AppDeps) {
  await deps.db.delete(rateLimits).where(sql`${rateLimits.resetAt} < now() - interval '1 day'`)
}
