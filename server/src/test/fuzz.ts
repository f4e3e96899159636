import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { expect } from 'vitest'
import { parse } from 'yaml'
import { expectContract } from './contract'

export interface ContractOperation {
  operationId: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** The contract's path template, without the `/api/v1` base (`/quizzes/{quiz_id}`). */
  path: string
  /** The request body's media type, when the operation takes one. */
  requestMediaType?: string
  /** `security: []`: callable without a token. */
  public: boolean
}

/** Every operation of `openapi/openapi.yaml`, read from the contract itself. */
export function contractOperations(): ContractOperation[] {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi/openapi.yaml')
  const spec = parse(readFileSync(file, 'utf8')) as {
    security?: unknown[]
    paths: Record<
      string,
      Record<string, { operationId?: string; security?: unknown[]; requestBody?: { content: Record<string, unknown> } }>
    >
  }
  const methods = ['get', 'post', 'put', 'patch', 'delete']
  return Object.entries(spec.paths).flatMap(([template, item]) =>
    Object.entries(item)
      .filter(([method, op]) => methods.includes(method) && op.operationId)
      .map(([method, op]) => ({
        operationId: op.operationId!,
        method: method.toUpperCase() as ContractOperation['method'],
        path: template,
        ...(op.requestBody ? { requestMediaType: Object.keys(op.requestBody.content)[0]! } : {}),
        public: (op.security ?? spec.security ?? []).length === 0,
      })),
  )
}

/** Generators of hostile input for the property tests (fuzz*.test.ts). */
export const printable = fc.string({
  unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@ABCXYZabcxyz[]^_{|}~\\'),
  maxLength: 40,
})
export const weirdText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom('', ' ', '\u0000', '١٢٣٤٥٦', '+٢٠١٠٠١٢٣٤٥٦٧', 'a@b', '<script>', "' OR 1=1 --", '𝔘𝔫𝔦'),
  fc.string({ minLength: 200, maxLength: 3000 }),
)
export const anyJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), weirdText, fc.constant(null))

/** A valid body with fields dropped, retyped or replaced, and unknown members added. */
export const mutated = (valid: Record<string, unknown>) =>
  fc
    .record({
      drop: fc.subarray(Object.keys(valid)),
      replace: fc.dictionary(fc.constantFrom(...Object.keys(valid)), anyJson, { maxKeys: 3 }),
      extra: fc.dictionary(printable, anyJson, { maxKeys: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...replace, ...extra }
      for (const key of drop) delete body[key]
      return body
    })

/**
 * JSON text nested 10 to 5,000 levels deep: arrays, objects or both in turn,
 * around a scalar, an empty container or a NUL string. Built as text, so
 * nothing here recurses either.
 */
export const deepJson = fc
  .record({
    depth: fc.oneof(fc.integer({ min: 10, max: 40 }), fc.integer({ min: 10, max: 5000 })),
    shape: fc.constantFrom('arrays', 'objects', 'mixed'),
    key: fc.constantFrom('a', 'email', 'skills', ''),
    leaf: fc.constantFrom('1', '"x"', 'null', '[]', '{}', '"\\u0000"', 'true'),
  })
  .map(({ depth, shape, key, leaf }) => {
    const opens: string[] = []
    const closes: string[] = []
    for (let level = 0; level < depth; level++) {
      const array = shape === 'arrays' || (shape === 'mixed' && level % 2 === 1)
      opens.push(array ? '[' : `{${JSON.stringify(key)}:`)
      closes.push(array ? ']' : '}')
    }
    return opens.join('') + leaf + closes.reverse().join('')
  })

/**
 * A flat JSON array of 100 to 20,000 items: the same item, or distinct ones
 * (which cost a duplicate check the most); the longest pass the 64 KiB limit.
 */
export const longArray = fc
  .record({
    length: fc.integer({ min: 100, max: 20_000 }),
    item: fc.constantFrom('0', '"linear_functions"', 'null', '{}', '[]', 'distinct strings', 'distinct objects'),
  })
  .map(({ length, item }) =>
    JSON.stringify(
      Array.from({ length }, (_, i) =>
        item === 'distinct strings' ? `s${i}` : item === 'distinct objects' ? { a: i } : JSON.parse(item),
      ),
    ),
  )

/** Deep or long JSON text, alone or as the value of one member of an otherwise valid body. */
export const bulkyBodyFor = (valid: Record<string, unknown>) =>
  fc
    .record({
      value: fc.oneof(deepJson, longArray),
      where: fc.constantFrom('top', ...Object.keys(valid), 'unknown_member'),
    })
    .map(({ value, where }) =>
      where === 'top' ? value : JSON.stringify({ ...valid, [where]: '\u0001bulky' }).replace('"\\u0001bulky"', value),
    )

export const bodyFor = (valid: Record<string, unknown>) =>
  fc.oneof(
    { weight: 5, arbitrary: mutated(valid).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: bulkyBodyFor(valid) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify(valid)) },
  )

export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
      'application/json; charset=latin1',
    ),
  },
  { weight: 1, arbitrary: printable },
)
export const language = fc.oneof(fc.constantFrom('en', 'ar', 'ar-EG,en;q=0.5', '*', 'q=;;', ''), printable)

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: fc.Arbitrary<string>
  valid?: Record<string, unknown>
  form?: boolean
  /** Headers of the operation's own, chosen per body (a webhook's signature of it). */
  headers?: fc.Arbitrary<(body: string | undefined) => Record<string, string>>
}

export const fixed = (path: string) => fc.constant(path)
/** A path with up to 4 query parameters of the given names, with plausible or hostile values. */
export const query = (path: string, names: string[], plausible: string[] = []) =>
  fc
    .array(fc.tuple(fc.constantFrom(...names), fc.oneof(printable, fc.constantFrom('true', '1', ...plausible))), {
      maxLength: 4,
    })
    .map((pairs) => `${path}?${new URLSearchParams(pairs).toString()}`)
export const pageQuery = (path: string) =>
  fc
    .record({
      page: fc.option(fc.oneof(printable, fc.integer().map(String))),
      per_page: fc.option(fc.oneof(printable, fc.integer().map(String))),
    })
    .map(({ page, per_page }) => {
      const query = new URLSearchParams()
      if (page !== null) query.set('page', page)
      if (per_page !== null) query.set('per_page', per_page)
      return `${path}?${query.toString()}`
    })

export const formBody = fc
  .array(
    fc.tuple(
      fc.constantFrom('first_name', 'last_name', 'mobile', 'picture', 'remove_picture', 'role'),
      fc.oneof(
        weirdText,
        fc.uint8Array({ maxLength: 64 }).map((bytes) => new Blob([bytes])),
      ),
    ),
    { maxLength: 5 },
  )
  .map((entries) => {
    const form = new FormData()
    for (const [name, value] of entries) form.append(name, value)
    return form
  })

/** What one operation was sent and answered: the figure the suites print. */
export interface FuzzTally {
  runs: number
  statuses: Map<number, number>
}

/**
 * Runs `runs` generated requests at one operation: never a 5xx, always an
 * answer the contract documents. Returns how many were sent and the statuses seen.
 */
export async function fuzzOperation(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  operation: Operation,
  tokens: fc.Arbitrary<string>,
  runs: number,
  /** Filled in as requests are answered, so a failing run still shows what it saw. */
  tally: FuzzTally = { runs: 0, statuses: new Map() },
): Promise<FuzzTally> {
  await fc.assert(
    fc.asyncProperty(
      operation.path,
      operation.valid ? bodyFor(operation.valid) : fc.constant(undefined),
      operation.form ? fc.oneof(formBody, fc.constant(undefined)) : fc.constant(undefined),
      contentType,
      language,
      tokens,
      operation.headers ?? fc.constant(() => ({})),
      async (path, body, form, type, lang, authorization, own) => {
        const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang, ...own(body) }
        if (authorization) headers.Authorization = authorization
        if (body !== undefined) headers['Content-Type'] = type
        const url = `/api/v1${path}`
        const response = await app.request(url, {
          method: operation.method,
          headers,
          ...(form ? { body: form } : body !== undefined ? { body } : {}),
        })
        tally.runs++
        tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1)
        expect(response.status, `${operation.method} ${path} -> ${response.status}`).toBeLessThan(500)
        await expectContract(response, operation.method, url)
      },
    ),
    { numRuns: runs },
  )
  return tally
}

/** One table per suite, printed once at its end: operation, requests sent, statuses seen (count). */
export function printFuzzSummary(title: string, tallies: Map<string, FuzzTally>) {
  const width = Math.max(...[...tallies.keys()].map((name) => name.length))
  let total = 0
  let serverErrors = 0
  const lines = [...tallies].map(([name, { runs, statuses }]) => {
    total += runs
    for (const [status, count] of statuses) if (status >= 500) serverErrors += count
    const seen = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    return `  ${name.padEnd(width)}  ${String(runs).padStart(5)}  ${seen}`
  })
  console.log(
    `${title}: ${tallies.size} operations, ${total} requests, ${serverErrors} × 5xx\n` +
      `  ${'operation'.padEnd(width)}   runs  statuses seen (status×count)\n${lines.join('\n')}`,
  )
}

/** Authorization headers: mostly the learner's real token, sometimes a broken one. */
export const tokensFor = (token: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${token}`) },
    { weight: 1, arbitrary: fc.constantFrom('', 'Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', `bearer ${token}x`) },
    { weight: 1, arbitrary: printable.map((t) => `Bearer ${t}`) },
  )
