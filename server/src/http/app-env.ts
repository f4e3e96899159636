import { createFactory } from 'hono/factory'
import type { AppConfig } from '../config'
import type { Db } from '../db/client'
import type { users } from '../db/schema'
import type { Outbox } from '../messaging/outbox'
import type { RequestLogSink } from '../ops/request-log'

/** What every handler reaches through `c.get('deps')`: built once per app by `createApp`. */
export interface AppDeps {
  db: Db
  config: AppConfig
  outbox: Outbox
  /** Operations hooks (main.ts): the request-log sink and whether the process is shutting down. */
  ops?: { requestLog?: RequestLogSink; draining?: () => boolean }
}

/** Hono's environment: the dependencies, and the signed-in learner once `requireUser` has run. */
export interface AppEnvBindings {
  Variables: { deps: AppDeps; user: typeof users.$inferSelect; tokenId: string }
}

/**
 * Hono's factory pattern: sub-apps and middleware are typed from this one place, so no
 * module imports the app that mounts it (the import circle around app.ts).
 */
export const appFactory = createFactory<AppEnvBindings>()

/** A sub-app of one product area, mounted by app.ts at the area's own prefix. */
export const createRouter = () => appFactory.createApp()
