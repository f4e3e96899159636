import { paths } from '~/lib/paths'

/** The plan's section on the settings page (an anchor: the plan has no route of its own yet). */
export const PLAN_SECTION_ID = 'plan'
export const PLAN_SETTINGS_HREF = `${paths.settings.getHref()}#${PLAN_SECTION_ID}`
