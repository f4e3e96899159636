import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'
import type { Report } from '../api/report'
import { reportCsv, reportCsvFileName } from '../report-csv'
import { screenOnly } from './report-section'

/** Saves text as a file through a Blob URL (nothing leaves the browser). */
function downloadFile(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after `click()` returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * What to do next (home, practise, retake) and the two exports: CSV built here from the report,
 * and the browser's print dialog, which also saves as PDF. None of it is printed.
 */
export function ReportActions({ report }: { report: Report }) {
  const { t, i18n } = useLingui()
  const exportCsv = () =>
    downloadFile(reportCsvFileName(report.quiz_id), reportCsv(report, i18n), 'text/csv;charset=utf-8')

  return (
    <div
      role="group"
      aria-label={t`Report actions`}
      className={cx(css({ display: 'flex', flexWrap: 'wrap', gap: '2' }), screenOnly)}
    >
      <Button asChild variant="outline">
        <Link href={paths.home.getHref()}>
          <Icon name="arrowBack" />
          <Trans>Back to home</Trans>
        </Link>
      </Button>
      <NextStep kind={report.kind} />
      <Button variant="outline" onClick={exportCsv}>
        <Trans>Export CSV</Trans>
      </Button>
      <Button variant="outline" onClick={() => window.print()}>
        <Trans>Print / Save as PDF</Trans>
      </Button>
    </div>
  )
}

/** Practise the subject after an evaluation, practise again after a practice, back to the divisions otherwise. */
function NextStep({ kind }: { kind: Report['kind'] }) {
  if (kind === 'evaluation')
    return (
      <>
        <Button asChild>
          <Link href={paths.practice.getHref()}>
            <Trans>Practice this subject</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.evaluate.getHref()}>
            <Trans>Retake the evaluation</Trans>
          </Link>
        </Button>
      </>
    )
  if (kind === 'practice')
    return (
      <Button asChild>
        <Link href={paths.practice.getHref()}>
          <Trans>Practice again</Trans>
        </Link>
      </Button>
    )
  return (
    <Button asChild>
      <Link href={paths.divisions.getHref()}>
        <Trans>Back to divisions</Trans>
      </Link>
    </Button>
  )
}
