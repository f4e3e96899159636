import { useLingui } from '@lingui/react/macro'
import { formatDuration } from './duration'

/**
 * What a timer gives a quiz, as one line: "45 seconds per question, 16 min 30 sec in all".
 * Returns a function of seconds per question and number of questions, in the current language.
 */
export function useTimerSummary() {
  const { t, i18n } = useLingui()
  return (secondsPerQuestion: number, questions: number) => {
    const perQuestion = formatDuration(secondsPerQuestion, i18n.locale, 'long')
    const total = formatDuration(secondsPerQuestion * questions, i18n.locale)
    return t`${perQuestion} per question, ${total} in all`
  }
}
