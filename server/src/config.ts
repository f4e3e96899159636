import path from 'node:path'

export type AppEnv = 'development' | 'production' | 'test'

export interface AppConfig {
  env: AppEnv
  port: number
  host: string
  /** Where PGlite keeps its files (and, later, uploads). */
  dataDir: string
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined
  /** The built SPA served with history fallback; not served when the folder is missing. */
  spaDir: string
  version: string
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

/** Reads and checks the environment once, at start; the app never reads process.env elsewhere. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  return {
    env: readEnv(env.APP_ENV),
    port: readPort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    spaDir: path.resolve(cwd, env.SPA_DIR || 'dist'),
    version: env.APP_VERSION || env.npm_package_version || '0.0.0',
  }
}
