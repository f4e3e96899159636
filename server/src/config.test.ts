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
})
