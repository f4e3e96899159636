import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { LanguageSwitch } from '~/i18n/language-switch'
import { paths } from '~/lib/paths'

/** Spec §2/§8: an unknown route gives `Page not found: {path}`. */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <main
      id="main"
      className={css({ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: '6', textAlign: 'center' })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' })}>
        <p aria-hidden className={css({ fontSize: '6xl', fontWeight: 'bold', color: 'green.9' })}>
          404
        </p>
        <h1 className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
          <Trans>
            Page not found: <bdi>{path}</bdi>
          </Trans>
        </h1>
        <Link href={paths.login.getHref()} className={css({ color: 'accent.text', textDecoration: 'underline' })}>
          <Trans>Go to the start page</Trans>
        </Link>
        <LanguageSwitch />
      </div>
    </main>
  )
}
