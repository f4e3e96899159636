import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import { Table } from '~/ui/table'
import type { DomainResult, Report, SubjectResult } from '../api/report'
import { formatNumber, formatPercent } from '../report-format'
import { MiniBar, ReportSection } from './report-section'

const nameCell = css({ fontWeight: 'medium' })
// The subject's totals close its group of rows, in bold and set off by a heavier line.
const totalRow = css({ fontWeight: 'semibold', borderBlockStartWidth: '2px' })

/** Correct, wrong and unanswered per domain, and the subject's totals (spec §2, "domain and subject results"). */
export function DomainResults({ report }: { report: Pick<Report, 'subjects' | 'domains'> }) {
  const { t } = useLingui()
  return (
    <ReportSection id="report-domains" title={<Trans>Results by subject and domain</Trans>}>
      <Table.ScrollArea aria-label={t`Table of results by domain`} stack>
        <Table.Root size="sm">
          <Table.Head>
            <Table.Row>
              <Table.Header>
                <Trans>Domain</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Correct</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Wrong</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Not answered</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Score</Trans>
              </Table.Header>
            </Table.Row>
          </Table.Head>
          {report.subjects.map((subject) => (
            <SubjectRows
              key={subject.subject}
              subject={subject}
              domains={report.domains.filter((domain) => domain.subject === subject.subject)}
            />
          ))}
        </Table.Root>
      </Table.ScrollArea>
    </ReportSection>
  )
}

function SubjectRows({ subject, domains }: { subject: SubjectResult; domains: DomainResult[] }) {
  const name = subject.name
  return (
    <Table.Body>
      {domains.map((domain) => (
        <ResultRow key={domain.id} name={domain.name} result={domain} />
      ))}
      <ResultRow name={<Trans>{name}, all domains</Trans>} result={subject} totals />
    </Table.Body>
  )
}

function ResultRow({
  name,
  result,
  totals = false,
}: {
  name: ReactNode
  result: SubjectResult | DomainResult
  /** The subject's totals, closing its rows. @default false */
  totals?: boolean
}) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const correct = formatNumber(result.correct, locale)
  const total = formatNumber(result.total, locale)
  return (
    <Table.Row className={totals ? totalRow : undefined}>
      <Table.RowHeader className={totals ? undefined : nameCell}>{name}</Table.RowHeader>
      <Table.Cell numeric label={t`Correct`}>
        <Trans>
          <bdi>{correct}</bdi> of <bdi>{total}</bdi>
        </Trans>
      </Table.Cell>
      <Table.Cell numeric label={t`Wrong`}>
        <bdi>{formatNumber(result.wrong, locale)}</bdi>
      </Table.Cell>
      <Table.Cell numeric label={t`Not answered`}>
        <bdi>{formatNumber(result.unanswered, locale)}</bdi>
      </Table.Cell>
      <Table.Cell numeric label={t`Score`}>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <bdi className={css({ minWidth: '10' })}>{formatPercent(result.percentage, locale)}</bdi>
          <MiniBar percentage={result.percentage} />
        </span>
      </Table.Cell>
    </Table.Row>
  )
}
