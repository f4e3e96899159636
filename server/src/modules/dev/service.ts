import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outboxMessages } from '../../db/schema'

export type SentMessage = typeof outboxMessages.$inferSelect

/** The 50 newest messages the server sent (to `recipient` only, when given), newest first. */
export const recentMessages = (db: Db, recipient?: string): Promise<SentMessage[]> =>
  db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(50)
