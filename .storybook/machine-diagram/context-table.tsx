import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { Table } from '~/ui/table'

const styles = {
  caption: css({
    fontWeight: 'semibold',
    textStyle: 'sm',
    color: 'fg.muted',
    textAlign: 'start',
    captionSide: 'top',
    mb: '2',
  }),
  key: css({ fontFamily: 'mono', textStyle: 'xs' }),
  value: css({ fontFamily: 'mono', textStyle: 'xs', overflowWrap: 'anywhere' }),
  summary: css({ cursor: 'pointer', textStyle: 'sm', color: 'fg.muted', mt: '2' }),
  json: css({
    fontFamily: 'mono',
    textStyle: 'xs',
    bg: 'bg.subtle',
    p: '2',
    mt: '1',
    borderRadius: 'l2',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  }),
}

// Long values (a whole quiz) are cut in the table; the JSON below has them whole.
const VALUE_LIMIT = 80

function readable(value: unknown): string {
  if (value === null || value === undefined) return String(value)
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value !== 'object') return String(value)
  if (Array.isArray(value) && value.length === 0) return '[]'
  const json = JSON.stringify(value)
  return json.length > VALUE_LIMIT ? `${json.slice(0, VALUE_LIMIT - 1)}…` : json
}

/** The machine's context as a table of its top-level fields, and as JSON on demand. */
export function ContextTable({ context }: { context: unknown }) {
  const captionId = useId()
  const entries = context !== null && typeof context === 'object' ? Object.entries(context) : []
  return (
    <div>
      <Table.ScrollArea aria-labelledby={captionId} framed>
        <Table.Root size="sm">
          <Table.Caption id={captionId} className={styles.caption}>
            <Trans>Context</Trans>
          </Table.Caption>
          <Table.Head>
            <Table.Row>
              <Table.Header>
                <Trans>Field</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Value</Trans>
              </Table.Header>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {entries.map(([key, value]) => (
              <Table.Row key={key}>
                <Table.RowHeader className={styles.key} dir="ltr">
                  {key}
                </Table.RowHeader>
                <Table.Cell className={styles.value} dir="ltr" data-field={key}>
                  {readable(value)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <details>
        <summary className={styles.summary}>
          <Trans>Context as JSON</Trans>
        </summary>
        <pre className={styles.json} dir="ltr">
          {JSON.stringify(context, null, 2)}
        </pre>
      </details>
    </div>
  )
}
