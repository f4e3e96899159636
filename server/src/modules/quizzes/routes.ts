import { createRouter } from '../../http/app-env'
import { localeOf } from '../../http/problem'
import { idParam, jsonBody } from '../../http/validation'
import { currentUser, requireUser } from '../auth/middleware'
import { annotationBody, answerResultBody, answerStateBody, exitBody, quizBody, quizResultBody } from './present'
import { quizWithItems, startEvaluation, startPractice } from './service'
import { starterOf, startedQuizResponse } from './start-response'
import { createAnnotation, deleteAnnotation, setEliminations, updateAnnotation } from './tools'
import { endQuiz, exitQuiz, saveAnswer } from './writes'

/** POST /evaluations: a placement quiz over every domain of the subject. */
export const evaluationRoutes = createRouter()
  .use('/', requireUser)
  .post('/', async (c) => {
    const body = await jsonBody(c, 'createEvaluation')
    return startedQuizResponse(c, await startEvaluation(starterOf(c), body))
  })

/** POST /practices: a quiz on the learner's own criteria. */
export const practiceRoutes = createRouter()
  .use('/', requireUser)
  .post('/', async (c) => {
    const body = await jsonBody(c, 'createPractice')
    return startedQuizResponse(c, await startPractice(starterOf(c), body))
  })

/** The learner and the quiz a write names (the quiz is checked to be theirs by the write itself). */
const quizTarget = (c: Parameters<typeof currentUser>[0]) => ({
  userId: currentUser(c).id,
  quizId: idParam(c, 'quiz_id'),
})

/** A running quiz, mounted at `/quizzes`: read it, answer, skip, end or exit. */
export const quizRoutes = createRouter()
  .use('*', requireUser)

  .get('/:quiz_id', async (c) => {
    const { quiz, items, annotations } = await quizWithItems(c.get('deps').db, currentUser(c).id, idParam(c, 'quiz_id'))
    return c.json(quizBody(quiz, items, localeOf(c), annotations), 200)
  })

  .put('/:quiz_id/answers/:question_id', async (c) => {
    const body = await jsonBody(c, 'saveAnswer')
    const target = { ...quizTarget(c), questionId: idParam(c, 'question_id') }
    const saved = await saveAnswer(c.get('deps').db, {
      ...target,
      kind: 'answer',
      answering: 'choice_id' in body || 'response' in body,
      choiceId: body.choice_id ?? null,
      response: body.response ?? null,
      markedForReview: body.marked_for_review,
      secondsSpent: body.seconds_spent,
    })
    return c.json(answerResultBody(target, saved), 200)
  })

  .post('/:quiz_id/questions/:question_id/skip', async (c) => {
    const target = { ...quizTarget(c), questionId: idParam(c, 'question_id') }
    const saved = await saveAnswer(c.get('deps').db, { ...target, kind: 'skip' })
    return c.json(answerResultBody(target, saved), 200)
  })

  .post('/:quiz_id/end', async (c) => {
    // The body is optional: an end without one is an unconfirmed end.
    const hasBody = (c.req.header('Content-Length') ?? '0') !== '0' || c.req.header('Content-Type') !== undefined
    const body: { confirm_missing?: boolean } = hasBody ? await jsonBody(c, 'endQuiz') : {}
    const quiz = await endQuiz(c.get('deps').db, { ...quizTarget(c), confirmMissing: body.confirm_missing === true })
    return c.json(quizResultBody(quiz, localeOf(c)), 200)
  })

  .put('/:quiz_id/questions/:question_id/eliminations', async (c) => {
    const body = await jsonBody(c, 'setEliminations')
    const { quiz, item } = await setEliminations(c.get('deps').db, {
      ...quizTarget(c),
      questionId: idParam(c, 'question_id'),
      eliminated: body.eliminated,
    })
    return c.json(answerStateBody(quiz, item), 200)
  })

  .post('/:quiz_id/questions/:question_id/annotations', async (c) => {
    const body = await jsonBody(c, 'createAnnotation')
    const questionId = idParam(c, 'question_id')
    const annotation = await createAnnotation(c.get('deps').db, {
      ...quizTarget(c),
      questionId,
      start: body.start,
      end: body.end,
      note: body.note ?? null,
    })
    return c.json(annotationBody(annotation, questionId), 201)
  })

  .patch('/:quiz_id/annotations/:annotation_id', async (c) => {
    const body = await jsonBody(c, 'updateAnnotation')
    const { annotation, questionId } = await updateAnnotation(c.get('deps').db, {
      ...quizTarget(c),
      annotationId: idParam(c, 'annotation_id'),
      note: body.note,
    })
    return c.json(annotationBody(annotation, questionId), 200)
  })

  .delete('/:quiz_id/annotations/:annotation_id', async (c) => {
    await deleteAnnotation(c.get('deps').db, { ...quizTarget(c), annotationId: idParam(c, 'annotation_id') })
    return c.body(null, 204)
  })

  .post('/:quiz_id/exit', async (c) => {
    const target = quizTarget(c)
    await exitQuiz(c.get('deps').db, target)
    return c.json(exitBody(target.quizId, localeOf(c)), 200)
  })
