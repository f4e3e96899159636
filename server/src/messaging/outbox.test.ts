import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { outboxMessages } from '../db/schema'
import { openTestDatabase } from '../test/test-app'
import { Outbox } from './outbox'
import type { OutgoingMessage, Transport, Transports } from './transports'

const database = await openTestDatabase()
afterAll(() => database.close())
const { db } = database
const config = loadConfig({ APP_ENV: 'test' })

/** A transport that records what it sends and can run a hook in the middle of a send. */
function recordingTransport(during?: (message: OutgoingMessage) => Promise<void>) {
  const sent: string[] = []
  const transport: Transport = {
    name: 'smtp',
    async send(message) {
      await during?.(message)
      sent.push(message.recipient)
    },
  }
  const transports: Transports = { email: transport, whatsapp: undefined }
  return { sent, transports }
}

async function enqueue(outbox: Outbox, recipient: string) {
  return outbox.enqueue({
    userId: null,
    channel: 'email',
    recipient,
    template: 'activation',
    locale: 'en',
    params: { name: 'Sara', code: '123456' },
  })
}

async function statusOf(id: string) {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id))
  return row?.status
}

describe('outbox claims across processes', () => {
  it('never sends again a message another process has sent, even after its claim time has passed', async () => {
    const tag = `stale-${Date.now()}`
    const otherTransport = recordingTransport()
    const other = new Outbox(db, config, otherTransport.transports)
    const slow = recordingTransport(async (message) => {
      if (!message.recipient.endsWith(`1@${tag}.test`)) return
      // While this process is busy with its first message, another process sends the second
      // one; then time passes (a slow SMTP server) until the second one's claim has expired.
      await other.deliverDue()
      await db
        .update(outboxMessages)
        .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
        .where(eq(outboxMessages.recipient, `m2@${tag}.test`))
    })
    const outbox = new Outbox(db, config, slow.transports)
    await db.update(outboxMessages).set({ status: 'sent' }) // only this test's messages are due
    await enqueue(outbox, `m1@${tag}.test`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await enqueue(outbox, `m2@${tag}.test`)
    await outbox.deliverDue()
    expect(await statusOf(second)).toBe('sent')
    expect([...slow.sent, ...otherTransport.sent].filter((to) => to === `m2@${tag}.test`)).toHaveLength(1)
  })

  it('delivers each message exactly once when several processes deliver at the same time', async () => {
    const tag = `many-${Date.now()}`
    const ids: string[] = []
    const transports = [recordingTransport(), recordingTransport(), recordingTransport()]
    const outboxes = transports.map((t) => new Outbox(db, config, t.transports))
    for (let i = 0; i < 30; i += 1) ids.push(await enqueue(outboxes[0]!, `m${i}@${tag}.test`))
    await Promise.all(outboxes.flatMap((outbox) => [outbox.deliverDue(), outbox.deliverDue()]))
    // A run takes at most 50 due messages: run again until nothing is left.
    await Promise.all(outboxes.map((outbox) => outbox.deliverDue()))
    const sent = transports.flatMap((t) => t.sent).filter((to) => to.endsWith(`@${tag}.test`))
    expect(sent.sort()).toEqual(ids.map((_, i) => `m${i}@${tag}.test`).sort())
  })

  it('stop() waits for the message being sent to be settled and claims no more', async () => {
    const tag = `stop-${Date.now()}`
    let release: () => void = () => {}
    let started: () => void = () => {}
    const sending = new Promise<void>((resolve) => (started = resolve))
    const blocked = recordingTransport(async () => {
      started()
      await new Promise<void>((resolve) => (release = resolve))
    })
    const outbox = new Outbox(db, config, blocked.transports)
    await db.update(outboxMessages).set({ status: 'sent' })
    const first = await enqueue(outbox, `a@${tag}.test`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await enqueue(outbox, `b@${tag}.test`)
    void outbox.deliverDue()
    await sending
    let stopped = false
    const stopping = outbox.stop().then(() => (stopped = true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(stopped).toBe(false) // still sending the first message
    release()
    await stopping
    expect(await statusOf(first)).toBe('sent')
    expect(await statusOf(second)).toBe('pending') // left for the next process
    expect(blocked.sent).toEqual([`a@${tag}.test`])
    outbox.kick()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await statusOf(second)).toBe('pending') // a stopped outbox sends nothing more
  })
})
