import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import type { DomainResult, Report, SubjectResult } from '../api/report'
import { formatNumber, formatPercent } from '../report-format'
import { MiniBar, ReportSection } from './report-section'

const cell = css({ px: '3', py: '2', textAlign: 'start', borderBlockEndWidth: '1px', borderColor: 'border.subtle' })
const headCell = css({ color: 'fg.muted', fontWeight: 'medium', textStyle: 'sm' })
const number = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
const totalRow = css({ fontWeight: 'semibold', borderBlockEndWidth: '0', borderBlockStartWidth: '2px' })

/** A table a narrow screen scrolls sideways; the region takes focus so the keyboard scrolls it too. */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
      tabIndex={0}
      className={css({
        overflowX: 'auto',
        _focusVisible: { outline: '2px solid', outlineColor: 'green.11' },
        _print: { overflow: 'visible' },
      })}
    >
      <table
        className={css({ width: 'full', borderCollapse: 'collapse', _print: { '& tr': { breakInside: 'avoid' } } })}
      >
        {children}
      </table>
    </div>
  )
}

export const tableCell = cell
export const tableHeadCell = cx(cell, headCell)
export const numberCell = cx(cell, number)

/** Correct, wrong and unanswered per domain, and the subject's totals (spec §2, "domain and subject results"). */
export function DomainResults({ report }: { report: Report }) {
  const { t } = useLingui()
  return (
    <ReportSection id="report-domains" title={<Trans>Results by subject and domain</Trans>}>
      <ScrollingTable label={t`Table of results by domain`}>
        <thead>
          <tr>
            <th scope="col" className={tableHeadCell}>
              <Trans>Domain</Trans>
            </th>
            <th scope="col" className={tableHeadCell}>
              <Trans>Correct</Trans>
            </th>
            <th scope="col" className={tableHeadCell}>
              <Trans>Wrong</Trans>
            </th>
            <th scope="col" className={tableHeadCell}>
              <Trans>Not answered</Trans>
            </th>
            <th scope="col" className={tableHeadCell}>
              <Trans>Score</Trans>
            </th>
          </tr>
        </thead>
        {report.subjects.map((subject) => (
          <SubjectRows
            key={subject.subject}
            subject={subject}
            domains={report.domains.filter((domain) => domain.subject === subject.subject)}
          />
        ))}
      </ScrollingTable>
    </ReportSection>
  )
}

function SubjectRows({ subject, domains }: { subject: SubjectResult; domains: DomainResult[] }) {
  const name = subject.name
  return (
    <tbody>
      {domains.map((domain) => (
        <ResultRow key={domain.id} name={domain.name} result={domain} />
      ))}
      <ResultRow name={<Trans>{name}, all domains</Trans>} result={subject} className={totalRow} />
    </tbody>
  )
}

function ResultRow({
  name,
  result,
  className,
}: {
  name: ReactNode
  result: SubjectResult | DomainResult
  className?: string
}) {
  const { locale } = useLocale()
  const correct = formatNumber(result.correct, locale)
  const total = formatNumber(result.total, locale)
  return (
    <tr>
      <th scope="row" className={cx(cell, css({ fontWeight: 'medium' }), className)}>
        {name}
      </th>
      <td className={cx(numberCell, className)}>
        <Trans>
          <bdi>{correct}</bdi> of <bdi>{total}</bdi>
        </Trans>
      </td>
      <td className={cx(numberCell, className)}>
        <bdi>{formatNumber(result.wrong, locale)}</bdi>
      </td>
      <td className={cx(numberCell, className)}>
        <bdi>{formatNumber(result.unanswered, locale)}</bdi>
      </td>
      <td className={cx(numberCell, className)}>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <bdi className={css({ minWidth: '10' })}>{formatPercent(result.percentage, locale)}</bdi>
          <MiniBar percentage={result.percentage} />
        </span>
      </td>
    </tr>
  )
}
