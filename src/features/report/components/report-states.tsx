import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '4',
  maxWidth: '2xl',
  p: { base: '4', md: '8' },
  bg: 'bg.default',
  borderWidth: '1px',
  borderRadius: 'l3',
  borderColor: 'border.subtle',
})

/** A page-sized message instead of the report, with its own heading and a way on. */
function StateMessage({ title, children, actions }: { title: ReactNode; children: ReactNode; actions: ReactNode }) {
  return (
    <div className={box}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{title}</h1>
      <div className={css({ color: 'fg.muted' })}>{children}</div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>{actions}</div>
    </div>
  )
}

const HomeLink = ({ variant = 'solid' }: { variant?: 'solid' | 'outline' }) => (
  <Button asChild variant={variant}>
    <Link href={paths.home.getHref()}>
      <Icon name="arrowBack" />
      <Trans>Back to home</Trans>
    </Link>
  </Button>
)

export function ReportLoading({ title }: { title: string }) {
  return (
    <div aria-busy="true" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{title}</h1>
      <p role="status" className={css({ color: 'fg.muted' })}>
        <Trans>Loading your report…</Trans>
      </p>
    </div>
  )
}

/** `404`: an unknown id, an exited quiz, or another learner's. */
export function ReportNotFound() {
  return (
    <StateMessage title={<Trans>Report not found</Trans>} actions={<HomeLink />}>
      <p>
        <Trans>
          There is no report at this address. It may be mistyped, or the quiz was exited before it ended, which keeps no
          answers and makes no report.
        </Trans>
      </p>
    </StateMessage>
  )
}

/** `409`: the quiz is still running, so there is nothing to report yet. */
export function QuizStillRunning({ quizHref }: { quizHref: string }) {
  return (
    <StateMessage
      title={<Trans>This quiz is not finished yet</Trans>}
      actions={
        <>
          <Button asChild>
            <Link href={quizHref}>
              <Trans>Back to the quiz</Trans>
            </Link>
          </Button>
          <HomeLink variant="outline" />
        </>
      }
    >
      <p>
        <Trans>Its report is ready as soon as you end the quiz or its time runs out.</Trans>
      </p>
    </StateMessage>
  )
}

/** Anything else (a server or network failure, already toasted): try again, or leave. */
export function ReportFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateMessage
      title={<Trans>The report could not be loaded</Trans>}
      actions={
        <>
          <Button onClick={onRetry} loading={retrying}>
            <Trans>Try again</Trans>
          </Button>
          <HomeLink variant="outline" />
        </>
      }
    >
      <p>
        <Trans>Your results are safe. Check your connection and try again.</Trans>
      </p>
    </StateMessage>
  )
}
