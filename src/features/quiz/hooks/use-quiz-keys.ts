import { useEffect } from 'react'
import { useLocale } from '~/i18n/locale-context'
import type { QuizActor } from './use-quiz-actor'

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input:not([type=radio]), textarea, select, [role=radiogroup]') !== null)

/** Enter saves (or checks) and arrows move between questions; arrows follow the reading direction. */
export function useQuizKeys(actor: QuizActor, enabled: boolean) {
  const { dir } = useLocale()
  useEffect(() => {
    if (!enabled) return
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const target = event.target
      if (target instanceof HTMLElement && target.closest('[role=dialog], [role=alertdialog]')) return
      const snapshot = actor.getSnapshot()
      if (!snapshot.matches({ inProgress: { flow: 'question' } })) return
      if (event.key === 'Enter') {
        if (target instanceof HTMLElement && target.closest('button, a, textarea')) return
        event.preventDefault()
        const practice = Boolean(snapshot.context.quiz?.immediate_feedback)
        const answering = snapshot.matches({ inProgress: { flow: { question: 'answering' } } })
        actor.send({ type: practice && answering ? 'answer.submit' : 'next' })
        return
      }
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
      if (isField(target)) return
      const forward = (event.key === 'ArrowRight') === (dir === 'ltr')
      event.preventDefault()
      const { position } = snapshot.context
      actor.send(forward ? { type: 'goTo', position: position + 1 } : { type: 'previous' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [actor, enabled, dir])
}
