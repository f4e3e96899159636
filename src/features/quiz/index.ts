// The quiz feature's public face: what other features may use.
export { invalidateLearnerProgress } from './api/learner-progress'
export { MathText, QUESTION_LANG } from './components/math-text'
export { QuestionFigure } from './components/question-figure'
export { QuizScreen } from './components/quiz-screen'
export { QuizStage } from './components/quiz-stage'
export { plainMathText } from './components/tex-text'
