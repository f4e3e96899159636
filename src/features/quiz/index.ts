// The quiz feature's public face: what other features may use.
export { invalidateLearnerProgress } from './api/learner-progress'
export { Explanation } from './components/explanation'
export { MathText, QUESTION_LANG } from './components/math-text'
export { QuestionFigure } from './components/question-figure'
export { QuestionTable } from './components/question-table'
export { QuizScreen } from './components/quiz-screen'
export { QuizStage } from './components/quiz-stage'
export { plainMathText } from './components/tex-text'
