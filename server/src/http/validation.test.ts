import { describe, expect, it } from 'vitest'
import { signUp } from '../test/accounts'
import { contractOperations } from '../test/fuzz'
import { createTestApp } from '../test/test-app'

/**
 * Request bodies nested deeper than the cap (32 levels) are refused with a
 * localized 400 before anything walks them: a few kilobytes of `[[[[…]]]]`
 * used to overflow the stack and answer 500.
 */
const { client } = await createTestApp({ googleClientId: 'fuzz-client.apps.googleusercontent.com' })
const account = await signUp(client)
const evaluation = await client.post<{ id: string }>('/evaluations', {
  token: account.token,
  body: { system: 'SAT', subject: 'math', timer_type: 'loose' },
})
const quiz = await client.get<{ id: string; questions: { id: string }[] }>(`/quizzes/${evaluation.body.id}`, {
  token: account.token,
})
const params: Record<string, string> = { quiz_id: quiz.body.id, question_id: quiz.body.questions[0]!.id }

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
/** `{"email": <value>}`: the top level is the object every JSON operation expects. */
const inObject = (value: string) => `{"email":${value}}`

/**
 * Stripe's webhook reads its raw body itself: the signature of those bytes is its credential, so an
 * unsigned body is a 400 before any parsing (fuzz.test.ts sends it signed deep bodies too).
 */
const ownBodyReaders = ['receiveStripeWebhook']
const jsonOperations = contractOperations().filter(
  (op) => op.requestMediaType === 'application/json' && !ownBodyReaders.includes(op.operationId),
)

describe('deeply nested JSON bodies', () => {
  it('are checked on every JSON-body operation of the contract', () => {
    expect(jsonOperations.length).toBeGreaterThanOrEqual(19)
  })

  for (const op of jsonOperations)
    it(`${op.operationId}: 3,000 nested arrays or objects are a localized 400, in English and Arabic`, async () => {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? 'unknown')
      for (const body of [inObject(nestedArrays(3000)), inObject(nestedObjects(3000)), nestedArrays(3000)])
        for (const lang of ['en', 'ar'] as const) {
          const res = await client.call<{ message: string; type: string }>(op.method, path, {
            token: account.token,
            body,
            lang,
          })
          expect(res.status, `${op.method} ${path}`).toBe(400)
          expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
          expect(res.body.type).toBe('urn:exam-prep:problem:bad-request')
          if (body.startsWith('{'))
            expect(res.body.message).toBe(
              lang === 'en'
                ? 'The request body is nested too deeply (at most 32 levels).'
                : 'محتوى الطلب متداخل أكثر من اللازم (32 مستوى على الأكثر).',
            )
        }
    })

  it('are accepted up to 32 levels (then the contract decides) and refused from 33', async () => {
    // The object itself is level 1, so 31 arrays inside it make 32.
    const atCap = await client.post<{ message: string }>('/login', { body: inObject(nestedArrays(31)) })
    expect(atCap.status).toBe(422)
    const overCap = await client.post<{ message: string }>('/login', { body: inObject(nestedArrays(32)) })
    expect(overCap.status).toBe(400)
    expect(overCap.body.message).toBe('The request body is nested too deeply (at most 32 levels).')
  })

  it('a JSON body over 64 KB is a documented, localized 413', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(70_000) })
    for (const [lang, message] of [
      ['en', 'The request body is too large (at most 64 KB).'],
      ['ar', 'محتوى الطلب كبير جدًا (64 KB على الأكثر).'],
    ] as const) {
      const res = await client.post<{ message: string; type: string }>('/login', { body, lang })
      expect(res.status).toBe(413)
      expect(res.body).toMatchObject({ type: 'urn:exam-prep:problem:content-too-large', message })
    }
  })

  it('a flat array as long as the body limit allows is checked in linear time, not quadratic', async () => {
    // 5,000 distinct objects (~55 KB): comparing every pair would take 12.5 million deep comparisons.
    const distinct = Array.from({ length: 5000 }, (_, i) => ({ a: i }))
    // The same size with a duplicate found in one pass: the linear reference.
    const duplicated = [...distinct.slice(0, -1), { a: 0 }]
    const timed = async (skills: unknown[]) => {
      const started = performance.now()
      const res = await client.post<{ errors: Record<string, string[]> }>('/practices', {
        token: account.token,
        body: { system: 'SAT', subject: 'math', timer: false, skills },
      })
      const elapsed = performance.now() - started
      expect(res.status).toBe(422)
      expect(Object.keys(res.body.errors)).toContain('skills')
      return elapsed
    }
    // Interleaved, fastest of four each: a busy machine slows both alike.
    let reference = Infinity
    let measured = Infinity
    for (let round = 0; round < 4; round++) {
      reference = Math.min(reference, await timed(duplicated))
      measured = Math.min(measured, await timed(distinct))
    }
    expect(measured, `distinct ${measured.toFixed(0)} ms, reference ${reference.toFixed(0)} ms`).toBeLessThan(
      4 * reference + 100,
    )
  })
})
