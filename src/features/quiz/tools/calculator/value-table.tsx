import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, type Dispatch } from 'react'
import { css } from 'styled-system/css'
import { Select } from '~/ui/select'
import { Table } from '~/ui/table'
import { TextField } from '~/ui/text-field'
import { evaluateExpression, formatNumber, tableOfValues } from './calculator-model'
import type { CalculatorEvent, CalculatorLine, TableSettings } from './calculator-state'
import type { CalculatorFunction } from './use-calculator'

const TABLE_ROWS = 10

const settingsRow = css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > *': { flex: '1 1 8rem', minWidth: '0' } })
const mathInput = css({ _rtl: { textAlign: 'right' } })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const srOnly = css({ srOnly: true })

export interface ValueTableProps {
  functions: readonly CalculatorFunction[]
  lines: readonly CalculatorLine[]
  settings: TableSettings
  dispatch: Dispatch<CalculatorEvent>
}

/**
 * A table of values for one function line: x from a start by a step (each typed as an
 * expression, `pi/4` included), ten rows, "undefined" where the function has no value.
 */
export function ValueTable({ functions, lines, settings, dispatch }: ValueTableProps) {
  const { t } = useLingui()
  const chosen = functions.find(({ lineId }) => lineId === settings.lineId) ?? functions[0]
  const items = useMemo(
    () =>
      functions.map(({ lineId, position }) => ({
        value: lineId,
        label: t`Expression ${position}`,
        text: lines.find(({ id }) => id === lineId)?.text ?? '',
      })),
    [functions, lines, t],
  )
  const collection = useMemo(() => Select.createListCollection({ items }), [items])

  const start = evaluateExpression(settings.start)
  const step = evaluateExpression(settings.step)
  // Math in the messages reads left to right inside Arabic ("-2" keeps its minus on the left).
  const startError = start.ok ? undefined : (
    <Trans>
      Enter a number, such as <bdi dir="ltr">-2</bdi> or <bdi dir="ltr">pi/4</bdi>.
    </Trans>
  )
  const stepError =
    step.ok && step.value !== 0 ? undefined : (
      <Trans>
        Enter a number other than 0, such as <bdi dir="ltr">1</bdi> or <bdi dir="ltr">0.5</bdi>.
      </Trans>
    )
  const rows =
    chosen && start.ok && step.ok && step.value !== 0
      ? tableOfValues(chosen.fn.evaluate, start.value, step.value, TABLE_ROWS)
      : []

  if (!chosen)
    return (
      <p className={muted}>
        <Trans>
          Type a function, such as <bdi dir="ltr">y = 2x + 1</bdi>, to see its table of values.
        </Trans>
      </p>
    )

  const chosenItem = items.find(({ value }) => value === chosen.lineId)
  const { name, param } = chosen.fn
  const position = chosen.position
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Select.Root
        collection={collection}
        value={[chosen.lineId]}
        onValueChange={(details) => dispatch({ type: 'table.edited', settings: { lineId: details.value[0] ?? null } })}
      >
        <Select.Label>
          <Trans>Function</Trans>
        </Select.Label>
        <Select.Control>
          <Select.Trigger>
            <Select.ValueText>
              {chosenItem?.label}: <bdi dir="ltr">{chosenItem?.text}</bdi>
            </Select.ValueText>
            <Select.Indicator />
          </Select.Trigger>
        </Select.Control>
        <Select.Positioner>
          <Select.Content>
            {items.map((item) => (
              <Select.Item key={item.value} item={item}>
                <Select.ItemText>
                  {item.label}: <bdi dir="ltr">{item.text}</bdi>
                </Select.ItemText>
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
        <Select.HiddenSelect />
      </Select.Root>
      <div className={settingsRow}>
        <TextField
          label={<Trans>Start at x =</Trans>}
          value={settings.start}
          onChange={(event) => dispatch({ type: 'table.edited', settings: { start: event.target.value } })}
          invalid={startError !== undefined}
          errorText={startError}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          className={mathInput}
        />
        <TextField
          label={<Trans>Step</Trans>}
          value={settings.step}
          onChange={(event) => dispatch({ type: 'table.edited', settings: { step: event.target.value } })}
          invalid={stepError !== undefined}
          errorText={stepError}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          className={mathInput}
        />
      </div>
      {rows.length > 0 && (
        <Table.ScrollArea aria-label={t`Values of expression ${position}`} framed>
          <Table.Root size="sm">
            <Table.Caption className={srOnly}>
              <Trans>
                Values of expression <bdi>{position}</bdi>
              </Trans>
            </Table.Caption>
            <Table.Head>
              <Table.Row>
                <Table.Header>
                  <bdi dir="ltr">{param}</bdi>
                </Table.Header>
                <Table.Header>
                  <bdi dir="ltr">{name === null ? 'y' : `${name}(${param})`}</bdi>
                </Table.Header>
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {rows.map(({ x, y }, index) => (
                <Table.Row key={index}>
                  <Table.RowHeader>
                    <bdi dir="ltr">{formatNumber(x)}</bdi>
                  </Table.RowHeader>
                  <Table.Cell numeric>
                    {y === null ? <Trans>undefined</Trans> : <bdi dir="ltr">{formatNumber(y)}</bdi>}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </div>
  )
}
