import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const stripe = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
}

describe('loadConfig', () => {
  it('defaults to the demo (development) mode on port 3000 with data in ./data', () => {
    const config = loadConfig({}, '/srv/app')
    expect(config).toMatchObject({ env: 'development', port: 3000, dataDir: '/srv/app/data', databaseUrl: undefined })
  })

  it('refuses a port that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/)
  })

  it('refuses an unknown APP_ENV', () => {
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(/APP_ENV/)
  })

  it('CLIENT_RATE_LIMIT_MULTIPLIER raises only the per-address limits, never in production', () => {
    const base = loadConfig({}).rateLimits
    const raised = loadConfig({ CLIENT_RATE_LIMIT_MULTIPLIER: '20' }).rateLimits
    expect(raised.registerPerClient.limit).toBe(base.registerPerClient.limit * 20)
    expect(raised.loginPerClient.limit).toBe(base.loginPerClient.limit * 20)
    expect(raised.loginPerAccount).toEqual(base.loginPerAccount)
    expect(raised.codeVerifyPerAccount).toEqual(base.codeVerifyPerAccount)
    const production = loadConfig({
      APP_ENV: 'production',
      PUBLIC_URL: 'https://academy.example.com',
      SMTP_URL: 'smtp://mail.example.com:587',
      ...stripe,
      CLIENT_RATE_LIMIT_MULTIPLIER: '20',
    })
    expect(production.rateLimits.registerPerClient).toEqual(base.registerPerClient)
  })

  it('TRUST_PROXY is the number of proxies in front of the server (0 when unset)', () => {
    expect(loadConfig({}).trustProxy).toBe(0)
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(0)
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/)
  })

  it('WEB_CONCURRENCY: 1 by default, an integer 1-64, above 1 only with PostgreSQL', () => {
    expect(loadConfig({}).webConcurrency).toBe(1)
    const postgres = { DATABASE_URL: 'postgres://localhost/academy' }
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4)
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: 'many' })).toThrow(
      /WEB_CONCURRENCY must be an integer 1-64/,
    )
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/)
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL): the embedded PGlite database serves one process.',
    )
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1)
  })

  it('QUIZ_SECONDS_PER_QUESTION shortens both timers outside production only', () => {
    expect(loadConfig({}).timers).toEqual({ strict: 45, loose: 60 })
    expect(loadConfig({ QUIZ_SECONDS_PER_QUESTION: '2' }).timers).toEqual({ strict: 2, loose: 2 })
    expect(() => loadConfig({ QUIZ_SECONDS_PER_QUESTION: 'soon' })).toThrow(/QUIZ_SECONDS_PER_QUESTION/)
    const production = loadConfig({
      APP_ENV: 'production',
      PUBLIC_URL: 'https://academy.example.com',
      SMTP_URL: 'smtp://mail.example.com:587',
      ...stripe,
      QUIZ_SECONDS_PER_QUESTION: '2',
    })
    expect(production.timers).toEqual({ strict: 45, loose: 60 })
  })
})

describe('production mode', () => {
  const production = {
    APP_ENV: 'production',
    PUBLIC_URL: 'https://academy.example.com',
    SMTP_URL: 'smtp://mail.example.com:587',
    ...stripe,
  }

  it('starts with the settings production needs', () => {
    expect(loadConfig(production)).toMatchObject({
      env: 'production',
      seedDemo: false,
      paymentProvider: 'stripe',
      stripe: { secretKey: 'sk_live_abc123', webhookSecret: 'whsec_abc123', apiUrl: 'https://api.stripe.com' },
    })
  })

  it('refuses the sandbox (it takes no money) and Stripe without both of its secrets', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/sandbox/)
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: '' })).toThrow(/STRIPE_SECRET_KEY/)
    expect(() => loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => loadConfig({ ...production, STRIPE_API_URL: 'http://stripe.internal' })).toThrow(/STRIPE_API_URL/)
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/)
  })

  it('outside production: the sandbox by default, Stripe when chosen (with its secrets)', () => {
    expect(loadConfig({ APP_ENV: 'test' }).paymentProvider).toBe('sandbox')
    const local = loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111/' })
    expect(local).toMatchObject({ paymentProvider: 'stripe', stripe: { apiUrl: 'http://127.0.0.1:12111' } })
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    )
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(/STRIPE_SECRET_KEY/)
  })

  it.each([
    ['PUBLIC_URL', /PUBLIC_URL/],
    ['SMTP_URL', /SMTP_URL/],
    ['PAYMENT_PROVIDER', /PAYMENT_PROVIDER/],
  ])('refuses to start without %s', (name, message) => {
    expect(() => loadConfig({ ...production, [name]: '' })).toThrow(message)
  })

  it('refuses a public URL that is not https, and half a messaging configuration', () => {
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://academy.example.com' })).toThrow(/https/)
    expect(() => loadConfig({ ...production, MESSAGING_API_URL: 'https://api.example.com' })).toThrow(
      /MESSAGING_API_TOKEN/,
    )
  })

  it('development seeds the demo learner and takes sandbox payments by default', () => {
    expect(loadConfig({})).toMatchObject({ seedDemo: true, paymentProvider: 'sandbox', trialDays: 7 })
    expect(loadConfig({ TRIAL_DAYS: '14' }).trialDays).toBe(14)
    expect(() => loadConfig({ TRIAL_DAYS: 'a week' })).toThrow(/TRIAL_DAYS/)
  })
})
