import type { ResponseBody } from '../../api/contract'

export const healthBody = (version: string, now = new Date()): ResponseBody<'getHealth', 200> => ({
  status: 'ok',
  version,
  database: 'ok',
  time: now.toISOString(),
})

export const readinessBody = (): ResponseBody<'getReadiness', 200> => ({ status: 'ready' })
