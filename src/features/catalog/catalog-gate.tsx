import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { catalogQuery, type Catalog } from './api/catalog'

const muted = css({ color: 'fg.muted' })

/**
 * Renders its children with the catalog once it has loaded: a loading line until then, and a
 * way to try again when it fails (the failure itself is toasted by the query cache). A language
 * switch keeps the form on screen while the other language's names load.
 */
export function CatalogGate({ children }: { children: (catalog: Catalog) => ReactNode }) {
  const { i18n } = useLingui()
  const catalog = useQuery({ ...catalogQuery(i18n.locale), placeholderData: keepPreviousData })
  if (catalog.data) return children(catalog.data)
  if (catalog.isError)
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
        <p className={muted}>
          <Trans>The exam choices could not be loaded.</Trans>
        </p>
        <Button variant="outline" loading={catalog.isFetching} onClick={() => void catalog.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  return (
    <p role="status" className={muted}>
      <Trans>Loading…</Trans>
    </p>
  )
}
