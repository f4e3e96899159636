import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { BarLayout } from './layouts/bar-layout'

/**
 * Spec §2/§8: an unknown route gives `Page not found: {path}`. In the bar layout (issue 16: it was
 * bare), so the brand, the beta label and the language switch are where they are on every page,
 * with a way on: the start page (home for a signed-in learner, who is sent on from there) and help.
 */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <BarLayout maxWidth="3xl">
      <div
        className={css({
          minHeight: '60vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '4',
          textAlign: 'center',
        })}
      >
        <p aria-hidden className={css({ fontSize: '6xl', fontWeight: 'bold', color: 'green.11', lineHeight: '1' })}>
          404
        </p>
        <h1 className={css({ textStyle: 'xl', fontWeight: 'bold', overflowWrap: 'anywhere' })}>
          <Trans>
            Page not found: <bdi>{path}</bdi>
          </Trans>
        </h1>
        <p className={css({ color: 'fg.muted', maxWidth: 'md' })}>
          <Trans>The address may be mistyped, or the page has moved.</Trans>
        </p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3' })}>
          <Button asChild>
            <Link href={paths.login.getHref()}>
              <Trans>Go to the start page</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.help.getHref()}>
              <Trans>Help center</Trans>
            </Link>
          </Button>
        </div>
      </div>
    </BarLayout>
  )
}
