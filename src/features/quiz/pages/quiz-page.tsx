import type { PageProps } from '~/lib/page-props'
import { QuizScreen } from '../components/quiz-screen'

/**
 * `/evaluate/quiz/{id}` and `/practice/quiz/{id}` (spec §2 quiz screen, §4): the quiz machine
 * drives the flow; unsent answers survive a reload in localStorage; the report follows the end.
 */
export default function QuizPage({ title, params }: PageProps) {
  const quizId = params.id ?? ''
  return <QuizScreen key={quizId} quizId={quizId} title={title} />
}
