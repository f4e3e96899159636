import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import type { QuizActor } from '../hooks/use-quiz-actor'
import { questionMarks } from '../machines/quiz-answers'
import { QuestionNavigator } from './question-navigator'

const counts = css({ display: 'flex', flexWrap: 'wrap', gap: '4', my: '3', listStyle: 'none', p: '0' })
const count = css({ display: 'flex', flexDirection: 'column', minWidth: '20' })
const countValue = css({ textStyle: '2xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end', mt: '4' })

/**
 * A full test's "check your work" page (issue 17): before a module is submitted, the answered,
 * unanswered and marked questions, each a button back to it. Submitting ends the module for good:
 * the learner has just seen what is missing, so the end is confirmed at once.
 */
export function CheckYourWork({ actor, open, onClose }: { actor: QuizActor; open: boolean; onClose: () => void }) {
  const quiz = useSelector(actor, (snapshot) => snapshot.context.quiz)
  const answers = useSelector(actor, (snapshot) => snapshot.context.answers)
  const position = useSelector(actor, (snapshot) => snapshot.context.position)
  const marks = questionMarks(quiz, answers, position).map((mark) => ({
    ...mark,
    // Every question shows its own state here, the one on screen too.
    mark: mark.mark === 'current' ? (answers[mark.questionId]?.status ?? 'not_answered') : mark.mark,
  }))
  const answered = marks.filter((mark) => mark.mark === 'answered').length
  const marked = marks.filter((mark) => mark.markedForReview).length
  const unanswered = marks.length - answered
  const submit = () => {
    onClose()
    actor.send({ type: 'end' })
    if (actor.getSnapshot().matches({ inProgress: { flow: 'confirmingEnd' } })) actor.send({ type: 'end.confirm' })
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>
            <Trans>Check your work</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>Once you submit this module you cannot come back to it. Choose a question to go back to it.</Trans>
          </Dialog.Description>
          <ul className={counts}>
            <li className={count}>
              <span className={countValue}>
                <bdi>{answered}</bdi>
              </span>
              <Trans>Answered</Trans>
            </li>
            <li className={count}>
              <span className={countValue}>
                <bdi>{unanswered}</bdi>
              </span>
              <Trans>Unanswered</Trans>
            </li>
            <li className={count}>
              <span className={countValue}>
                <bdi>{marked}</bdi>
              </span>
              <Trans>Marked for review</Trans>
            </li>
          </ul>
          <QuestionNavigator
            marks={marks}
            practice={false}
            disabled={false}
            onSelect={(target) => {
              onClose()
              actor.send({ type: 'goTo', position: target })
            }}
          />
          <div className={actions}>
            <Dialog.CloseTrigger asChild>
              <Button variant="outline">
                <Trans>Back to the questions</Trans>
              </Button>
            </Dialog.CloseTrigger>
            <Button onClick={submit}>
              <Trans>Submit module</Trans>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
