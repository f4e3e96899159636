import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import type { QuizActor } from '../hooks/use-quiz-actor'

const dialogActions = css({ display: 'flex', gap: '3', justifyContent: 'flex-end', mt: '4' })

/** A question the quiz asks before a step it cannot undo; closing it any way cancels. */
function ConfirmDialog({
  open,
  busy = false,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean
  /** The confirmed step is under way: cancelling is off. @default false */
  busy?: boolean
  title: ReactNode
  description: ReactNode
  confirmLabel: ReactNode
  onConfirm: () => void
  onCancel: () => void
  children?: ReactNode
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel()
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          {children}
          <div className={dialogActions}>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline" disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.CloseTrigger>
            <Button loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

/** Spec §8: ending with questions unanswered asks first, naming them. */
export function EndDialog({ actor }: { actor: QuizActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches({ inProgress: { flow: 'confirmingEnd' } }))
  const { t } = useLingui()
  // The language's list separator (the Arabic comma in Arabic).
  const separator = t({ message: ', ', comment: 'Separator between the parts of a question button name' })
  const unanswered = useSelector(actor, (snapshot) => snapshot.context.unansweredPositions.join(separator))
  const kind = useSelector(actor, (snapshot) => snapshot.context.quiz?.kind)
  return (
    <ConfirmDialog
      open={open}
      // Named for what it is (issue 16: "quiz" on an evaluation).
      title={
        kind === 'evaluation' ? (
          <Trans>End the evaluation?</Trans>
        ) : kind === 'practice' ? (
          <Trans>End the practice?</Trans>
        ) : (
          <Trans>End the quiz?</Trans>
        )
      }
      description={<Trans>Some answers are missing, please check questions before ending quiz</Trans>}
      confirmLabel={<Trans>End anyway</Trans>}
      onConfirm={() => actor.send({ type: 'end.confirm' })}
      onCancel={() => actor.send({ type: 'end.cancel' })}
    >
      {unanswered && (
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          <Trans>
            Not answered: <bdi>{unanswered}</bdi>
          </Trans>
        </p>
      )}
    </ConfirmDialog>
  )
}

/** Exit discards every answer: it asks first, and stays open while the exit is sent. */
export function ExitDialog({ actor }: { actor: QuizActor }) {
  const open = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches({ inProgress: { flow: 'confirmingExit' } }) ||
      snapshot.matches({ inProgress: { flow: 'exiting' } }),
  )
  const exiting = useSelector(actor, (snapshot) => snapshot.matches({ inProgress: { flow: 'exiting' } }))
  const kind = useSelector(actor, (snapshot) => snapshot.context.quiz?.kind)
  return (
    <ConfirmDialog
      open={open}
      busy={exiting}
      title={
        kind === 'evaluation' ? (
          <Trans>Exit the evaluation?</Trans>
        ) : kind === 'practice' ? (
          <Trans>Exit the practice?</Trans>
        ) : (
          <Trans>Exit the quiz?</Trans>
        )
      }
      description={<Trans>Exit discards all your answers and saves no points.</Trans>}
      confirmLabel={<Trans>Exit</Trans>}
      onConfirm={() => actor.send({ type: 'exit.confirm' })}
      onCancel={() => actor.send({ type: 'exit.cancel' })}
    />
  )
}
