import { deleteCookie, writeCookie } from '~/lib/cookies'

/**
 * Whether the learner's last signed-in page showed a subscription banner (a trial or an expired
 * subscription), as a cookie the server reads when it sends a signed-in page's prerendered frame
 * (server/src/http/spa.ts): it then marks `<html data-banner>`, and the frame keeps the banner's
 * room before the page's code runs (default-layout.tsx). Without it, the banner arriving with the
 * subscription's answer pushed the page down by its height, on every load, for every learner on a
 * trial. It says nothing about the learner but that, and is dropped when no banner shows.
 */
const BANNER_HINT_COOKIE = 'banner'

export function rememberBannerShown(shown: boolean): void {
  if (shown) writeCookie(BANNER_HINT_COOKIE, '1', { days: 30 })
  else deleteCookie(BANNER_HINT_COOKIE)
}
