import { useId } from 'react'
import { css } from 'styled-system/css'
import type { components } from '@common/api/schema.gen'
import { Table } from '~/ui/table'
import { MathText, QUESTION_LANG } from './math-text'

type DataTable = components['schemas']['DataTable']

const caption = css({ captionSide: 'top', textAlign: 'start', fontWeight: 'semibold', color: 'fg.default', pb: '2' })
const NUMERIC = /^[-−]?[\d.,]+%?$/

/**
 * A question's data table (command-of-evidence items with numbers, Math data): English and left to
 * right, as the question is, whatever the page's language. The first column names each row; a
 * narrow screen scrolls the table, not the page.
 */
export function QuestionTable({ table }: { table: DataTable }) {
  const captionId = useId()
  const [first, ...rest] = table.columns
  return (
    <Table.ScrollArea framed aria-labelledby={captionId} lang={QUESTION_LANG} dir="ltr">
      <Table.Root size="sm" variant="outline" data-testid="question-table">
        <Table.Caption id={captionId} className={caption}>
          {table.title ? <MathText text={table.title} /> : table.columns.join(', ')}
        </Table.Caption>
        <Table.Head>
          <Table.Row>
            <Table.Header>{first}</Table.Header>
            {rest.map((column, index) => (
              <Table.Header key={index}>{column}</Table.Header>
            ))}
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {table.rows.map((row, index) => (
            <Table.Row key={index}>
              <Table.RowHeader>
                <MathText text={row[0] ?? ''} />
              </Table.RowHeader>
              {row.slice(1).map((value, column) => (
                <Table.Cell key={column} numeric={NUMERIC.test(value)}>
                  <MathText text={value} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
