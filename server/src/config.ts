import path from 'node:path'
import { defaultRateLimits, learning, type RateLimitRules } from './domain/constants'

export type AppEnv = 'development' | 'production' | 'test'

export type PaymentProviderName = 'sandbox' | 'stripe'
export const paymentProviderNames: readonly PaymentProviderName[] = ['sandbox', 'stripe']

export interface StripeSettings {
  secretKey: string | undefined
  webhookSecret: string | undefined
  apiUrl: string
}

export interface AppConfig {
  env: AppEnv
  port: number
  host: string
  /** Where PGlite keeps its files and where uploaded pictures go (`media/`). */
  dataDir: string
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined
  /** The built SPA served with history fallback; not served when the folder is missing. */
  spaDir: string
  version: string
  /** Public origin of the app (checkout URLs, links in messages); the request's origin when unset (not in production). */
  publicUrl: string | undefined
  trialDays: number
  /** `smtp://user:pass@host:port` or `smtps://…`; e-mails go to the dev inbox only when unset. */
  smtpUrl: string | undefined
  mailFrom: string
  /** Messaging-app HTTP API (codes to a mobile number): both set, or neither. */
  messagingApiUrl: string | undefined
  messagingApiToken: string | undefined
  googleClientId: string | undefined
  googleJwksUrl: string
  googleIssuers: string[]
  /**
   * Who takes payments: `stripe` (Stripe Checkout, the only one allowed in production) or `sandbox`
   * (the built-in checkout page that takes no money: development and test only).
   */
  paymentProvider: PaymentProviderName | undefined
  /** Stripe: the secret API key, the webhook endpoint's signing secret, the API origin (a local fake in tests). */
  stripe: StripeSettings
  /**
   * How many proxies you control stand in front of the server (`TRUST_PROXY`, 0 = none): the client
   * address is the X-Forwarded-For entry that many hops from the right (what the furthest trusted proxy
   * appended); entries further left are the client's own words and never read.
   */
  trustProxy: number
  rateLimits: RateLimitRules
  /** Seconds per question of each timer type (45 and 60; shorter only in development, for tests). */
  timers: { strict: number; loose: number }
  /**
   * Divides every clock of a full-length test (modules, break, the hidden clock's last stretch): 1 in
   * production; more only in development, for tests (`FULL_TEST_CLOCK_DIVISOR`).
   */
  fullTestClockDivisor: number
  /** Seed the demo learner on an empty database (never in production). */
  seedDemo: boolean
  /** Login, register and password-reset requests answer no sooner than this (no enumeration by timing). */
  enumerationFloorMs: number
  /** The help centre, hosted elsewhere: `/help` redirects there (a route rule) when set. */
  helpCenterUrl: string | undefined
  /** Where the SPA asks the visitor's country for phone fields (replies like `1;EG;EGY;Egypt`); off when unset. */
  countryLookupUrl: string | undefined
  /** Server processes sharing the port (node:cluster workers); above 1 needs PostgreSQL. */
  webConcurrency: number
  /** One JSON line per request on stdout (REQUEST_LOG=0 turns it off). */
  requestLog: boolean
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new ConfigError(`PORT must be an integer 0-65535, got "${raw}"`)
  return port
}

function readEnv(raw: string | undefined): AppEnv {
  const value = raw ?? 'development'
  if (value === 'development' || value === 'production' || value === 'test') return value
  throw new ConfigError(`APP_ENV must be development, production or test, got "${value}"`)
}

function readInteger(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be an integer ${min}-${max}, got "${raw}"`)
  return value
}

function readUrl(name: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (!raw) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`)
  }
  if (!protocols.includes(url.protocol)) throw new ConfigError(`${name} must use ${protocols.join(' or ')}`)
  return raw
}

/** `TRUST_PROXY`: a number of proxies (0-10); `true`/`false` are kept for 1/0. */
function readTrustProxy(raw: string | undefined): number {
  if (raw === 'true') return 1
  if (raw === 'false') return 0
  return readInteger('TRUST_PROXY', raw, 0, 0, 10)
}

function quizTimers(secondsPerQuestion: number): AppConfig['timers'] {
  return secondsPerQuestion === 0 ? learning.timers : { strict: secondsPerQuestion, loose: secondsPerQuestion }
}

function scaledRateLimits(multiplier: number): RateLimitRules {
  if (multiplier === 1) return defaultRateLimits
  return Object.fromEntries(
    Object.entries(defaultRateLimits).map(([key, rule]) => [
      key,
      key.endsWith('PerClient') ? { ...rule, limit: rule.limit * multiplier } : rule,
    ]),
  ) as RateLimitRules
}

function readPaymentProvider(raw: string | undefined): PaymentProviderName | undefined {
  if (!raw) return undefined
  const name = paymentProviderNames.find((known) => known === raw)
  if (!name) throw new ConfigError(`PAYMENT_PROVIDER must be "stripe" or "sandbox", got "${raw}"`)
  return name
}

/** Stripe's settings; with PAYMENT_PROVIDER=stripe both secrets are required (no checkout, or no way to learn it was paid). */
function readStripe(env: NodeJS.ProcessEnv, provider: PaymentProviderName | undefined, appEnv: AppEnv): StripeSettings {
  const apiUrl = readUrl('STRIPE_API_URL', env.STRIPE_API_URL, ['http:', 'https:'])?.replace(/\/+$/, '')
  if (apiUrl && appEnv === 'production' && !apiUrl.startsWith('https://'))
    throw new ConfigError('STRIPE_API_URL must be https in production')
  const secretKey = env.STRIPE_SECRET_KEY || undefined
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined
  if (secretKey && !/^(sk|rk)_(test|live)_\S+$/.test(secretKey))
    throw new ConfigError(
      'STRIPE_SECRET_KEY must be a secret or restricted key (sk_… or rk_…), never a publishable one',
    )
  if (provider === 'stripe') {
    const missing = [
      secretKey ? '' : 'STRIPE_SECRET_KEY (creates the Checkout Sessions)',
      webhookSecret ? '' : 'STRIPE_WEBHOOK_SECRET (verifies the webhook events that record payments)',
    ].filter(Boolean)
    if (missing.length) throw new ConfigError(`PAYMENT_PROVIDER=stripe needs ${missing.join(' and ')}`)
  }
  return { secretKey, webhookSecret, apiUrl: apiUrl ?? 'https://api.stripe.com' }
}

/** Reads and checks the environment once, at start; the app never reads process.env elsewhere. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const appEnv = readEnv(env.APP_ENV)
  const publicUrl = readUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:'])?.replace(/\/+$/, '')
  const messagingApiUrl = readUrl('MESSAGING_API_URL', env.MESSAGING_API_URL, ['http:', 'https:'])
  const messagingApiToken = env.MESSAGING_API_TOKEN || undefined
  if (Boolean(messagingApiUrl) !== Boolean(messagingApiToken))
    throw new ConfigError('MESSAGING_API_URL and MESSAGING_API_TOKEN go together: set both or neither')
  const provider = readPaymentProvider(env.PAYMENT_PROVIDER)
  const stripe = readStripe(env, provider, appEnv)

  const config: AppConfig = {
    env: appEnv,
    port: readPort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    spaDir: path.resolve(cwd, env.SPA_DIR || 'dist'),
    version: env.APP_VERSION || env.npm_package_version || '0.0.0',
    publicUrl,
    trialDays: readInteger('TRIAL_DAYS', env.TRIAL_DAYS, 7, 0, 365),
    smtpUrl: readUrl('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Exam Prep Academy <no-reply@exam-prep.local>',
    messagingApiUrl,
    messagingApiToken,
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleJwksUrl:
      readUrl('GOOGLE_JWKS_URL', env.GOOGLE_JWKS_URL, ['http:', 'https:']) ??
      'https://www.googleapis.com/oauth2/v3/certs',
    googleIssuers: ['https://accounts.google.com', 'accounts.google.com'],
    paymentProvider: provider ?? (appEnv === 'production' ? undefined : 'sandbox'),
    stripe,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    // CLIENT_RATE_LIMIT_MULTIPLIER (development and test only) raises the per-address limits: the
    // end-to-end suites register and log in dozens of learners from one address.
    rateLimits: scaledRateLimits(
      readInteger(
        'CLIENT_RATE_LIMIT_MULTIPLIER',
        appEnv === 'production' ? undefined : env.CLIENT_RATE_LIMIT_MULTIPLIER,
        1,
        1,
        1000,
      ),
    ),
    // QUIZ_SECONDS_PER_QUESTION (development and test only) shortens both timers: the end-to-end
    // suite watches a clock run out without waiting minutes.
    timers: quizTimers(
      readInteger(
        'QUIZ_SECONDS_PER_QUESTION',
        appEnv === 'production' ? undefined : env.QUIZ_SECONDS_PER_QUESTION,
        0,
        1,
        3600,
      ),
    ),
    // FULL_TEST_CLOCK_DIVISOR (development and test only) shortens a full test's clocks: the end-to-end
    // suite takes whole tests and watches a module's time run out.
    fullTestClockDivisor: readInteger(
      'FULL_TEST_CLOCK_DIVISOR',
      appEnv === 'production' ? undefined : env.FULL_TEST_CLOCK_DIVISOR,
      1,
      1,
      1000,
    ),
    seedDemo: appEnv === 'development' && env.SEED_DEMO !== '0',
    // Above the slowest work seen (argon2id and the writes on a loaded 2-core machine: ~220 ms).
    enumerationFloorMs: 250,
    helpCenterUrl: readUrl('HELP_CENTER_URL', env.HELP_CENTER_URL, ['http:', 'https:']),
    countryLookupUrl: readUrl('COUNTRY_LOOKUP_URL', env.COUNTRY_LOOKUP_URL, ['http:', 'https:']),
    webConcurrency: readInteger('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1, 1, 64),
    requestLog: env.REQUEST_LOG !== '0',
  }
  if (config.webConcurrency > 1 && !config.databaseUrl)
    throw new ConfigError(
      `WEB_CONCURRENCY=${config.webConcurrency} needs PostgreSQL (DATABASE_URL): the embedded PGlite database ` +
        'serves one process. Unset WEB_CONCURRENCY (or set it to 1), or set DATABASE_URL.',
    )
  if (appEnv === 'production') checkProduction(config)
  return config
}

/** Production refuses to start rather than run with a development fallback. */
function checkProduction(config: AppConfig) {
  const missing: string[] = []
  if (!config.publicUrl) missing.push('PUBLIC_URL (the https origin learners use)')
  else if (!config.publicUrl.startsWith('https://')) missing.push('PUBLIC_URL must be https')
  if (!config.smtpUrl) missing.push('SMTP_URL (codes must reach real inboxes; there is no dev inbox in production)')
  if (!config.paymentProvider)
    missing.push('PAYMENT_PROVIDER=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)')
  else if (config.paymentProvider === 'sandbox')
    missing.push('a real PAYMENT_PROVIDER: the sandbox takes no money and is for development and tests only')
  if (config.googleClientId && !config.googleJwksUrl.startsWith('https://'))
    missing.push('GOOGLE_JWKS_URL must be https')
  if (missing.length) throw new ConfigError(`production mode needs: ${missing.join('; ')}`)
}
