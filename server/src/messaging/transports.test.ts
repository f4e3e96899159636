import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '../db/schema'
import { registration } from '../test/accounts'
import { createTestApp } from '../test/test-app'
import { messagingApiTransport, smtpTransport } from './transports'

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: { to: string[]; raw: string }[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `smtp://127.0.0.1:${port}`, received }
}

/** A fake messaging-app API: checks the bearer token, keeps the messages, fails on demand. */
async function startMessagingFake(token: string) {
  const received: { to: string; text: string }[] = []
  let failNext = 0
  const server = createServer((request: IncomingMessage, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${token}`) return void response.writeHead(401).end()
      if (failNext > 0) {
        failNext -= 1
        return void response.writeHead(503).end()
      }
      received.push(JSON.parse(raw) as { to: string; text: string })
      response.writeHead(202, { 'Content-Type': 'application/json' }).end('{"status":"queued"}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: `http://127.0.0.1:${port}/messages`, received, failOnce: () => (failNext = 1) }
}

const smtp = await startSmtp()
const messaging = await startMessagingFake('fake-token')
const config = {
  smtpUrl: smtp.url,
  mailFrom: 'Exam Prep Academy <no-reply@academy.test>',
  messagingApiUrl: messaging.url,
  messagingApiToken: 'fake-token',
}
const { client, app, db } = await createTestApp(config, {
  email: smtpTransport(config),
  whatsapp: messagingApiTransport(config),
})

describe('message delivery', () => {
  it('delivers the activation code by SMTP to a real mail server, in the learner language', async () => {
    const body = registration()
    const registered = await client.post<{ verification_code: string; message: string }>('/register', {
      body,
      lang: 'ar',
    })
    // The outbox's own kick after the write may deliver it before this test asks: wait for the
    // delivery itself (the mail server has it), not for how many messages one call sent.
    const mail = await delivered(() => smtp.received.find((m) => m.to.includes(body.email)))
    expect(mail.raw).toContain('From: Exam Prep Academy <no-reply@academy.test>')
    // The body is UTF-8 (quoted-printable or base64); decode what nodemailer wrote.
    const decoded = decodeBody(mail.raw)
    expect(decoded).toContain(registered.body.verification_code)
    expect(decoded).toContain('رمز التحقق الخاص بك هو')
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, body.email))
    expect(row).toMatchObject({ status: 'sent', transport: 'smtp' })
  })

  it('sends codes to the messaging app when the learner chose it, and retries after a failure', async () => {
    const body = registration({ channel: 'whatsapp', mobile: '+201009876543' })
    messaging.failOnce()
    const registered = await client.post<{ verification_code: string; message: string }>('/register', { body })
    expect(registered.body.message).toBe(
      'Registered successfully, please check your WhatsApp messages for verification',
    )
    await app.deps.outbox.deliverDue()
    const [failed] = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, body.mobile))
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'messaging API answered 503' })
    await db.update(outboxMessages).set({ nextAttemptAt: new Date() }).where(eq(outboxMessages.id, failed!.id))
    await app.deps.outbox.deliverDue()
    expect(messaging.received).toContainEqual({
      to: body.mobile,
      text: expect.stringContaining(registered.body.verification_code),
    })
    const [sent] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, failed!.id))
    expect(sent).toMatchObject({ status: 'sent', transport: 'messaging-api', attempts: 2 })
  })
})

/** Runs the outbox until `found` sees the delivery (at most 5 s), then returns what it found. */
async function delivered<T>(found: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 5_000
  for (;;) {
    await app.deps.outbox.deliverDue()
    const value = found()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('the message was not delivered within 5 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function decodeBody(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/))
  if (/Content-Transfer-Encoding: base64/i.test(raw))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replaceAll('=', ''), 'hex').toString('utf8'))
}
