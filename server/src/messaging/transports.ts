import nodemailer from 'nodemailer'
import type { AppConfig } from '../config'

export interface OutgoingMessage {
  id: string
  channel: 'email' | 'whatsapp'
  recipient: string
  subject: string
  body: string
}

export interface Transport {
  name: 'dev-inbox' | 'smtp' | 'messaging-api'
  send(message: OutgoingMessage): Promise<void>
}

/** Development only: the message stays in the outbox table, listed at /dev/inbox. */
export const devInbox: Transport = { name: 'dev-inbox', send: async () => {} }

export function smtpTransport(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): Transport {
  const transporter = nodemailer.createTransport(config.smtpUrl!)
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: config.mailFrom,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        headers: { 'X-Message-Id': message.id },
      })
    },
  }
}

/**
 * A messaging-app HTTP API (WhatsApp Business-style): POST {to, text} with a
 * bearer token; any non-2xx answer is a failed attempt, retried later.
 */
export function messagingApiTransport(config: Pick<AppConfig, 'messagingApiUrl' | 'messagingApiToken'>): Transport {
  return {
    name: 'messaging-api',
    async send(message) {
      const response = await fetch(config.messagingApiUrl!, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${config.messagingApiToken}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': message.id,
        },
        body: JSON.stringify({ to: message.recipient, text: message.body }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`messaging API answered ${response.status}`)
    },
  }
}

export interface Transports {
  email: Transport
  whatsapp: Transport | undefined
}

/** SMTP when configured, else the dev inbox; the messaging app only when configured (dev inbox outside production). */
export function transportsFor(config: AppConfig): Transports {
  return {
    email: config.smtpUrl ? smtpTransport(config) : devInbox,
    whatsapp: config.messagingApiUrl
      ? messagingApiTransport(config)
      : config.env === 'production'
        ? undefined
        : devInbox,
  }
}
