import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { Table } from '~/ui/table'
import { shortEventName, type MachinePath } from './machine-paths'

const styles = {
  caption: css({
    fontWeight: 'semibold',
    textStyle: 'sm',
    color: 'fg.muted',
    textAlign: 'start',
    captionSide: 'top',
    mb: '2',
  }),
  code: css({ fontFamily: 'mono', textStyle: 'xs', color: 'fg.default' }),
  steps: css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' }),
  step: css({
    fontFamily: 'mono',
    textStyle: 'xs',
    px: '1.5',
    borderRadius: 'l1',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border.subtle',
  }),
  muted: css({ color: 'fg.muted', textStyle: 'xs' }),
  note: css({ color: 'fg.muted', textStyle: 'xs' }),
}

export interface PathTableProps {
  paths: readonly MachinePath[]
  /** Resets the machine and sends the path's events. */
  onReplay: (path: MachinePath) => void
}

/** The shortest event sequence to every reachable state, each with a button that replays it. */
export function PathTable({ paths, onReplay }: PathTableProps) {
  const { t } = useLingui()
  const captionId = useId()
  return (
    <Table.ScrollArea aria-labelledby={captionId} framed>
      <Table.Root size="sm">
        <Table.Caption id={captionId} className={styles.caption}>
          <Trans>Shortest paths to every state</Trans>
          <span className={styles.note}>
            {' '}
            <Trans>(a replay sends each event, answering for invoked actors and timers)</Trans>
          </span>
        </Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.Header>
              <Trans>State</Trans>
            </Table.Header>
            <Table.Header>
              <Trans>Events from the start</Trans>
            </Table.Header>
            <Table.Header>
              <span className={css({ srOnly: true })}>
                <Trans>Replay</Trans>
              </span>
            </Table.Header>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {paths.map((path) => {
            const target = path.target.join(', ')
            return (
              <Table.Row key={target}>
                <Table.RowHeader>
                  <code className={styles.code} dir="ltr">
                    {target}
                  </code>
                </Table.RowHeader>
                <Table.Cell>
                  {path.events.length === 0 ? (
                    <span className={styles.muted}>
                      <Trans>initial state</Trans>
                    </span>
                  ) : (
                    <ol className={styles.steps} dir="ltr">
                      {path.events.map((event, index) => (
                        <li key={index} className={styles.step}>
                          {shortEventName(event.type)}
                        </li>
                      ))}
                    </ol>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Button
                    variant="outline"
                    size="xs"
                    aria-label={t`Replay the path to ${target}`}
                    onClick={() => onReplay(path)}
                  >
                    <Trans>Replay</Trans>
                  </Button>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
