import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { css } from 'styled-system/css'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'

/** A closed padlock over an open book: the no-access illustration (decorative). */
function NoAccessImage() {
  return (
    <svg viewBox="0 0 160 120" width="160" height="120" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="60" ry="8" fill="var(--colors-gray-3)" />
      <path
        d="M20 30c20-8 40-8 60 4v66c-20-12-40-12-60-4Z"
        fill="var(--colors-green-3)"
        stroke="var(--colors-green-9)"
        strokeWidth="3"
      />
      <path
        d="M140 30c-20-8-40-8-60 4v66c20-12 40-12 60-4Z"
        fill="var(--colors-green-2)"
        stroke="var(--colors-green-9)"
        strokeWidth="3"
      />
      <rect x="58" y="52" width="44" height="36" rx="6" fill="var(--colors-red-9)" />
      <path
        d="M66 52V42a14 14 0 0 1 28 0v10"
        fill="none"
        stroke="var(--colors-red-9)"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="80" cy="68" r="5" fill="white" />
      <path d="M80 70v8" stroke="white" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

/** The in-layout screen of a page the subscription does not open (spec §2, §6). */
export function NoAccess() {
  return (
    <section
      aria-labelledby="no-access-title"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '4',
        py: { base: '10', md: '16' },
      })}
    >
      <NoAccessImage />
      <h1 id="no-access-title" className={css({ textStyle: '2xl', fontWeight: 'bold' })}>
        <Trans>Sorry, You Don't Have Access to this Page</Trans>
      </h1>
      <p className={css({ color: 'fg.muted', maxWidth: 'md' })}>
        <Trans>This page is part of a subscription. Choose a plan to keep practising.</Trans>
      </p>
      <Button asChild>
        <Link href={paths.pricing.getHref()}>
          <Trans>See plans</Trans>
        </Link>
      </Button>
    </section>
  )
}
