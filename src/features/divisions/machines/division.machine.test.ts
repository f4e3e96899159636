import { afterAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import type { Division, QuizSummary } from '../api/divisions'
import { divisionAfter, makeDivision, makeQuizSummary } from './division.fixtures'
import { divisionMachine, type DivisionEvent } from './division.machine'

/** Every state the tests entered and every (state, event) they sent, for the coverage check. */
const entered = new Set<string>()
const taken = new Set<string>()

/**
 * The machine with a scripted server: each `GET /divisions` answers the next division of the list
 * (the last one repeats); starting a quiz or the Short Test answers a running quiz.
 */
type State = Parameters<SnapshotFrom<typeof divisionMachine>['matches']>[0]

function run(divisions: (Division | Error)[], { startFails = false } = {}) {
  let reads = 0
  const actor = createActor(
    divisionMachine.provide({
      actors: {
        loadDivision: fromPromise(async () => {
          const next = divisions[Math.min(reads, divisions.length - 1)]!
          reads += 1
          if (next instanceof Error) throw next
          return next
        }),
        startQuiz: fromPromise(async (): Promise<QuizSummary> => {
          if (startFails) throw new Error('403')
          return makeQuizSummary('division')
        }),
        startShortTest: fromPromise(async (): Promise<QuizSummary> => makeQuizSummary('short_test', 'qz_Sh0rT7eSt')),
      },
    }),
    { input: { subject: 'math' } },
  )
  actor.subscribe((snapshot) => entered.add(String(snapshot.value)))
  actor.start()
  const settle = (state: State) => waitFor(actor, (snapshot) => snapshot.matches(state), { timeout: 1000 })
  const send = (event: DivisionEvent) => {
    taken.add(`${String(actor.getSnapshot().value)} ${event.type}`)
    actor.send(event)
  }
  return { actor, settle, send }
}

describe('division machine', () => {
  it('in level: a quiz that leaves the round going shows its result, then the next quiz starts', async () => {
    const { actor, settle, send } = run([makeDivision(), makeDivision({ quiz_number: 5, solved_quizzes: 4 })])
    await settle('inLevel')
    send({ type: 'quiz.start' })
    await settle('quizRunning')
    expect(actor.getSnapshot().context.quizId).toBe('qz_D1v4Q5zR2m')
    send({ type: 'quiz.ended' })
    await settle('quizResult')
    // The result is the quiz that just ended, against the division read after it.
    expect(actor.getSnapshot().context).toMatchObject({ quizId: null, lastQuizId: 'qz_D1v4Q5zR2m' })
    expect(actor.getSnapshot().context.division?.solved_quizzes).toBe(4)
    send({ type: 'quiz.start' })
    await settle('quizRunning')
  })

  it('an exit after a result forgets that result: the next quiz is offered, not the old score', async () => {
    const { actor, settle, send } = run([makeDivision(), makeDivision({ quiz_number: 5, solved_quizzes: 4 })])
    await settle('inLevel')
    send({ type: 'quiz.start' })
    await settle('quizRunning')
    send({ type: 'quiz.ended' })
    await settle('quizResult')
    send({ type: 'quiz.start' })
    await settle('quizRunning')
    send({ type: 'quiz.exited' })
    await settle('inLevel')
    expect(actor.getSnapshot().context).toMatchObject({ quizId: null, lastQuizId: null })
  })

  it('a round to promotion: eligible, the Short Test passed, promoted with the new level', async () => {
    const { actor, settle, send } = run([
      makeDivision({ quiz_number: 5, solved_quizzes: 4, remaining_quizzes: 1 }),
      divisionAfter('eligible_for_promotion'),
      divisionAfter('promoted'),
    ])
    await settle('inLevel')
    send({ type: 'quiz.start' })
    await settle('quizRunning')
    send({ type: 'quiz.ended' })
    await settle('eligibleForPromotion')
    send({ type: 'shortTest.start' })
    await settle('shortTest')
    expect(actor.getSnapshot().context.quizId).toBe('qz_Sh0rT7eSt')
    send({ type: 'quiz.ended' })
    await settle('promoted')
    const { division, lastQuizId } = actor.getSnapshot().context
    expect(lastQuizId).toBe('qz_Sh0rT7eSt')
    expect(division?.level).toBe(4)
    expect(division?.last_result?.message).toBe('Promoted! You are now in Level 4.')
    // The next quiz starts a new round.
    send({ type: 'quiz.start' })
    await settle('quizRunning')
  })

  it('a failed Short Test keeps the level', async () => {
    const { settle, send } = run([divisionAfter('eligible_for_promotion'), divisionAfter('stayed')])
    await settle('eligibleForPromotion')
    send({ type: 'shortTest.start' })
    await settle('shortTest')
    send({ type: 'quiz.ended' })
    await settle('stayed')
    send({ type: 'quiz.start' })
    await settle('quizRunning')
  })

  it('a round in the middle band stays, a low one is relegated', async () => {
    const stays = run([makeDivision(), divisionAfter('stayed')])
    await stays.settle('inLevel')
    stays.send({ type: 'quiz.start' })
    await stays.settle('quizRunning')
    stays.send({ type: 'quiz.ended' })
    await stays.settle('stayed')

    const drops = run([makeDivision(), divisionAfter('relegated')])
    await drops.settle('inLevel')
    drops.send({ type: 'quiz.start' })
    await drops.settle('quizRunning')
    drops.send({ type: 'quiz.ended' })
    await drops.settle('relegated')
    expect(drops.actor.getSnapshot().context.division?.last_result?.message).toBe('You moved down to Level 2.')
    drops.send({ type: 'quiz.start' })
    await drops.settle('quizRunning')
  })

  it('arriving with a quiz or a Short Test running resumes it; an outcome shows until the next quiz', async () => {
    const quiz = run([makeDivision({ current_quiz_id: 'qz_Running000' })])
    await quiz.settle('quizRunning')
    expect(quiz.actor.getSnapshot().context.quizId).toBe('qz_Running000')

    const test = run([{ ...divisionAfter('eligible_for_promotion'), short_test_quiz_id: 'qz_ShortRun00' }])
    await test.settle('shortTest')
    expect(test.actor.getSnapshot().context.quizId).toBe('qz_ShortRun00')

    for (const status of ['promoted', 'stayed', 'relegated'] as const) {
      const outcome = run([divisionAfter(status)])
      await outcome.settle(status)
    }
  })

  it('an exit counts nothing: the division is read again and the learner is where they were', async () => {
    const { actor, settle, send } = run([makeDivision({ current_quiz_id: 'qz_Running000' }), makeDivision()])
    await settle('quizRunning')
    send({ type: 'quiz.exited' })
    await settle('inLevel')
    expect(actor.getSnapshot().context).toMatchObject({ quizId: null, lastQuizId: null })

    const test = run([
      { ...divisionAfter('eligible_for_promotion'), short_test_quiz_id: 'qz_ShortRun00' },
      divisionAfter('eligible_for_promotion'),
    ])
    await test.settle('shortTest')
    test.send({ type: 'quiz.exited' })
    await test.settle('eligibleForPromotion')
  })

  it('a failure (network, no subscription) can be retried', async () => {
    const load = run([new Error('offline'), makeDivision()])
    await load.settle('failed')
    load.send({ type: 'retry' })
    await load.settle('inLevel')

    const start = run([makeDivision()], { startFails: true })
    await start.settle('inLevel')
    start.send({ type: 'quiz.start' })
    await start.settle('failed')
    expect(start.actor.getSnapshot().context.error).toBeInstanceOf(Error)

    const afterQuiz = run([makeDivision({ current_quiz_id: 'qz_Running000' }), new Error('offline')])
    await afterQuiz.settle('quizRunning')
    afterQuiz.send({ type: 'quiz.ended' })
    await afterQuiz.settle('failed')

    const afterTest = run([{ ...divisionAfter('eligible_for_promotion'), short_test_quiz_id: 'qz_S' }, new Error('x')])
    await afterTest.settle('shortTest')
    afterTest.send({ type: 'quiz.ended' })
    await afterTest.settle('failed')
  })

  afterAll(() => {
    // Every state of the machine was entered by these tests, and every event each state takes was sent.
    const states = Object.keys(divisionMachine.root.states)
    const transient = ['routing', 'roundDone', 'shortTestDone']
    expect(states.filter((state) => !transient.includes(state) && !entered.has(state))).toEqual([])
    const expected = Object.values(divisionMachine.root.states).flatMap((node) =>
      Object.keys(node.config.on ?? {}).map((event) => `${node.key} ${event}`),
    )
    expect(expected.filter((transition) => !taken.has(transition))).toEqual([])
  })
})
