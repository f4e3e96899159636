import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { reviewCards, reviewReminders, users } from '../../db/schema'
import type { Outbox } from '../../messaging/outbox'

/**
 * The review reminder: an e-mail, at most one a day (UTC), to each learner who opted into e-mail
 * notifications and has missed questions due for review, through the outbox, in the learner's
 * language. The (learner, day) key is claimed in the transaction that queues the message, so two
 * sweeps at once (two processes, or a sweep overlapping itself) send one.
 */

export interface ReminderDeps {
  db: Db
  outbox: Pick<Outbox, 'enqueue' | 'kick'>
  /** Where the link in the message points: the app's public origin. */
  origin: string
}

/** Queues today's reminders; returns how many were queued. */
export async function sendReviewReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10)
  const due = await deps.db
    .select({
      id: users.id,
      email: users.email,
      name: users.firstName,
      locale: users.locale,
      due: count(),
    })
    .from(reviewCards)
    .innerJoin(users, eq(users.id, reviewCards.userId))
    .where(
      and(
        eq(users.emailNotifications, true),
        isNotNull(users.activatedAt),
        sql`${reviewCards.due} <= ${now.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${reviewReminders} where ${reviewReminders.userId} = ${users.id} and ${reviewReminders.day} = ${day})`,
      ),
    )
    .groupBy(users.id, users.email, users.firstName, users.locale)
  let queued = 0
  for (const learner of due) {
    const sent = await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reviewReminders)
        .values({ userId: learner.id, day, dueCount: learner.due })
        .onConflictDoNothing()
        .returning({ userId: reviewReminders.userId })
      if (!claimed) return false
      await deps.outbox.enqueue(
        {
          userId: learner.id,
          channel: 'email',
          recipient: learner.email,
          template: 'review_reminder',
          locale: learner.locale,
          params: { name: learner.name, count: String(learner.due), url: `${deps.origin}/home` },
        },
        tx,
      )
      return true
    })
    if (sent) queued++
  }
  if (queued) deps.outbox.kick()
  return queued
}

/** Runs the sweep every `intervalMs` (an hour by default) until stopped; errors are logged, not thrown. */
export function startReminderSweep(deps: ReminderDeps, intervalMs = 60 * 60_000): () => void {
  const run = () =>
    void sendReviewReminders(deps, new Date()).catch((error: unknown) => console.error('reminders:', error))
  const timer = setInterval(run, intervalMs)
  timer.unref()
  setTimeout(run, 10_000).unref()
  return () => clearInterval(timer)
}
