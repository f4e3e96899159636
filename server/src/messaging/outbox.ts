import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { AppConfig } from '../config'
import type { Db } from '../db/client'
import { outboxMessages } from '../db/schema'
import type { ServerLocale } from '../i18n/messages'
import { newId } from '../lib/ids'
import { renderTemplate, type TemplateName } from './templates'
import { transportsFor, type Transports } from './transports'

export interface EnqueueInput {
  userId: string | null
  channel: 'email' | 'whatsapp'
  recipient: string
  template: TemplateName
  locale: ServerLocale
  params: Record<string, string>
}

const MAX_ATTEMPTS = 6
const CLAIM_MS = 5 * 60_000

/**
 * The outbox: messages are rows first (in the request), delivered after (by
 * `deliverDue`, kicked after each write and run every few seconds). A claimed
 * row is `sending` until done, so two processes never send one message twice;
 * a process that dies mid-send leaves a claim that expires after 5 minutes.
 */
export class Outbox {
  private readonly transports: Transports
  private running: Promise<number> | undefined
  private timer: NodeJS.Timeout | undefined
  private stopped = false

  constructor(
    private readonly db: Db,
    config: AppConfig,
    transports?: Transports,
  ) {
    this.transports = transports ?? transportsFor(config)
  }

  get canSendWhatsapp() {
    return this.transports.whatsapp !== undefined
  }

  async enqueue(input: EnqueueInput, db: Db = this.db): Promise<string> {
    const id = newId('msg')
    const { subject, body } = renderTemplate(input.template, input.locale, input.channel, input.params)
    await db.insert(outboxMessages).values({
      id,
      userId: input.userId,
      channel: input.channel,
      recipient: input.recipient,
      subject,
      body,
      locale: input.locale,
    })
    return id
  }

  /** Delivery soon, off the request path (so no timing difference reaches the caller). */
  kick() {
    setImmediate(() => void this.deliverDue().catch((error: unknown) => console.error('outbox:', error)))
  }

  start(intervalMs = 5_000) {
    this.timer ??= setInterval(() => this.kick(), intervalMs)
    this.timer.unref()
  }

  /**
   * Stops delivering (graceful shutdown): no new claims; resolves once the
   * message being sent, if any, is settled (sent or back to pending), so no
   * claim is left to expire.
   */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    this.timer = undefined
    await this.running?.catch(() => {})
  }

  /** Sends every due message once; returns how many were sent. Concurrent calls share one run. */
  deliverDue(): Promise<number> {
    if (this.stopped) return Promise.resolve(0)
    this.running ??= this.run().finally(() => (this.running = undefined))
    return this.running
  }

  private async run(): Promise<number> {
    let sent = 0
    const now = new Date()
    const due = await this.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        or(
          and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)),
          and(eq(outboxMessages.status, 'sending'), lte(outboxMessages.nextAttemptAt, now)),
        ),
      )
      .orderBy(asc(outboxMessages.createdAt))
      .limit(50)
    for (const { id } of due) {
      if (this.stopped) break
      // The claim re-checks the row as it is now (due, not sent or failed meanwhile by another
      // process: this list may be minutes old), in the one statement that takes it.
      const [message] = await this.db
        .update(outboxMessages)
        .set({
          status: 'sending',
          nextAttemptAt: new Date(Date.now() + CLAIM_MS),
          attempts: sql`${outboxMessages.attempts} + 1`,
        })
        .where(
          and(
            eq(outboxMessages.id, id),
            inArray(outboxMessages.status, ['pending', 'sending']),
            lte(outboxMessages.nextAttemptAt, new Date()),
          ),
        )
        .returning()
      if (!message) continue // another process claimed it
      const transport = message.channel === 'email' ? this.transports.email : this.transports.whatsapp
      try {
        if (!transport) throw new Error(`no transport for ${message.channel}`)
        await transport.send(message)
        await this.db
          .update(outboxMessages)
          .set({ status: 'sent', sentAt: new Date(), transport: transport.name, lastError: null })
          .where(eq(outboxMessages.id, id))
        sent += 1
      } catch (error) {
        const finalAttempt = message.attempts >= MAX_ATTEMPTS
        await this.db
          .update(outboxMessages)
          .set({
            status: finalAttempt ? 'failed' : 'pending',
            lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
            transport: transport?.name ?? null,
            // 30 s, 1 min, 2 min, 4 min… between attempts
            nextAttemptAt: new Date(Date.now() + 30_000 * 2 ** (message.attempts - 1)),
          })
          .where(eq(outboxMessages.id, id))
      }
    }
    return sent
  }
}
