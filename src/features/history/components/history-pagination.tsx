import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'

const nav = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })

export interface HistoryPaginationProps {
  page: number
  lastPage: number
  onPage: (page: number) => void
  /** Number formatting of the page's language. */
  formatNumber: (value: number) => string
}

/**
 * Previous, "Page N of M", Next. The button pressed keeps the focus; when it has just reached the
 * first or last page it turns disabled, and the focus moves to the other one instead of the page.
 */
export function HistoryPagination({ page, lastPage, onPage, formatNumber }: HistoryPaginationProps) {
  const { t } = useLingui()
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const pressed = useRef<'previous' | 'next' | null>(null)
  useEffect(() => {
    if (pressed.current === 'next' && page >= lastPage) previous.current?.focus()
    if (pressed.current === 'previous' && page <= 1) next.current?.focus()
    pressed.current = null
  }, [page, lastPage])

  const current = formatNumber(page)
  const last = formatNumber(lastPage)
  return (
    <nav aria-label={t`Pages of tests`} className={nav}>
      <Button
        ref={previous}
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => {
          pressed.current = 'previous'
          onPage(page - 1)
        }}
      >
        <Icon name="arrowBack" size="sm" />
        <Trans>Previous</Trans>
      </Button>
      <span className={css({ fontVariantNumeric: 'tabular-nums' })}>
        <Trans>
          Page <bdi>{current}</bdi> of <bdi>{last}</bdi>
        </Trans>
      </span>
      <Button
        ref={next}
        variant="outline"
        size="sm"
        disabled={page >= lastPage}
        onClick={() => {
          pressed.current = 'next'
          onPage(page + 1)
        }}
      >
        <Trans>Next</Trans>
        <Icon name="arrowForward" size="sm" />
      </Button>
    </nav>
  )
}
