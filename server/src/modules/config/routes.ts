import { createRouter } from '../../http/app-env'
import { configBody } from './present'

/** GET /config: mounted at the API root, where the contract puts it. */
export const configRoutes = createRouter().get('/config', (c) => c.json(configBody(c.var.deps.config), 200))
