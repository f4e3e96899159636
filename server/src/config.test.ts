import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

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
      PAYMENT_PROVIDER: 'sandbox',
      CLIENT_RATE_LIMIT_MULTIPLIER: '20',
    })
    expect(production.rateLimits.registerPerClient).toEqual(base.registerPerClient)
  })

  it('QUIZ_SECONDS_PER_QUESTION shortens both timers outside production only', () => {
    expect(loadConfig({}).timers).toEqual({ strict: 45, loose: 60 })
    expect(loadConfig({ QUIZ_SECONDS_PER_QUESTION: '2' }).timers).toEqual({ strict: 2, loose: 2 })
    expect(() => loadConfig({ QUIZ_SECONDS_PER_QUESTION: 'soon' })).toThrow(/QUIZ_SECONDS_PER_QUESTION/)
    const production = loadConfig({
      APP_ENV: 'production',
      PUBLIC_URL: 'https://academy.example.com',
      SMTP_URL: 'smtp://mail.example.com:587',
      PAYMENT_PROVIDER: 'sandbox',
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
    PAYMENT_PROVIDER: 'sandbox',
  }

  it('starts with the settings production needs', () => {
    expect(loadConfig(production)).toMatchObject({ env: 'production', seedDemo: false, paymentProvider: 'sandbox' })
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
