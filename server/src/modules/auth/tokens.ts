import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { runPrepared } from '../../db/prepared'
import { authTokens, users } from '../../db/schema'
import { tokens } from '../../domain/constants'
import { newId } from '../../lib/ids'
import { newToken, sha256 } from '../../lib/secrets'

export type UserRow = typeof users.$inferSelect

/** A new bearer token for every sign-in; only its SHA-256 is stored. */
export async function issueToken(db: Db, userId: string): Promise<string> {
  const token = newToken()
  const now = Date.now()
  await db.insert(authTokens).values({
    id: newId('tok'),
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(now + tokens.lifetimeMs),
  })
  return token
}

/**
 * A login's token, only while the account still has the password hash the login checked (its row
 * read under a share lock): a reset or a takeover that changed or dropped the password meanwhile,
 * and ended every session, is never followed by a session made with the old password.
 */
export async function issueTokenForPassword(db: Db, userId: string, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.passwordHash, passwordHash)))
      .for('share')
    return row ? issueToken(tx, userId) : undefined
  })
}

const userColumns = Object.entries(getTableColumns(users))
const userSelection = sql.join(
  userColumns.map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
  sql`, `,
)
const timestampKeys = userColumns.filter(([, column]) => column.columnType === 'PgTimestamp').map(([key]) => key)

/**
 * The user and token row of a bearer token, or undefined when unknown, revoked or expired. Every
 * signed-in request asks this, so it is a prepared statement (see `db/prepared.ts`).
 */
export async function resolveToken(db: Db, token: string): Promise<{ user: UserRow; tokenId: string } | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined
  const [row] = await runPrepared<Record<string, unknown>>(
    db,
    'resolve_token',
    sql`SELECT ${authTokens.id} AS "tokenId", ${userSelection}
        FROM ${authTokens} JOIN ${users} ON ${users.id} = ${authTokens.userId}
        WHERE ${authTokens.tokenHash} = ${sha256(token)} AND ${authTokens.expiresAt} > now()
        LIMIT 1`,
  )
  if (!row) return undefined
  const { tokenId, ...user } = row
  for (const key of timestampKeys) {
    const value = user[key]
    if (typeof value === 'string') user[key] = new Date(value)
  }
  return { user: user as UserRow, tokenId: tokenId as string }
}

export async function revokeToken(db: Db, tokenId: string) {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId))
}

/** Every token of the user, or every one but `exceptTokenId` (password change keeps the current session). */
export async function revokeUserTokens(db: Db, userId: string, exceptTokenId?: string) {
  await db
    .delete(authTokens)
    .where(
      exceptTokenId
        ? and(eq(authTokens.userId, userId), ne(authTokens.id, exceptTokenId))
        : eq(authTokens.userId, userId),
    )
}
