import fc from 'fast-check'
import { expect } from 'vitest'
import { expectContract } from './contract'

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

export const bodyFor = (valid: Record<string, unknown>) =>
  fc.oneof(
    { weight: 5, arbitrary: mutated(valid).map((body) => JSON.stringify(body)) },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
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
  method: 'GET' | 'POST' | 'PUT'
  path: fc.Arbitrary<string>
  valid?: Record<string, unknown>
  form?: boolean
}

export const fixed = (path: string) => fc.constant(path)
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

/**
 * Runs `runs` generated requests at one operation: never a 5xx, always an
 * answer the contract documents.
 */
export async function fuzzOperation(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  operation: Operation,
  tokens: fc.Arbitrary<string>,
  runs: number,
) {
  await fc.assert(
    fc.asyncProperty(
      operation.path,
      operation.valid ? bodyFor(operation.valid) : fc.constant(undefined),
      operation.form ? fc.oneof(formBody, fc.constant(undefined)) : fc.constant(undefined),
      contentType,
      language,
      tokens,
      async (path, body, form, type, lang, authorization) => {
        const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang }
        if (authorization) headers.Authorization = authorization
        if (body !== undefined) headers['Content-Type'] = type
        const url = `/api/v1${path}`
        const response = await app.request(url, {
          method: operation.method,
          headers,
          ...(form ? { body: form } : body !== undefined ? { body } : {}),
        })
        expect(response.status, `${operation.method} ${path} -> ${response.status}`).toBeLessThan(500)
        await expectContract(response, operation.method, url)
      },
    ),
    { numRuns: runs },
  )
}

/** Authorization headers: mostly the learner's real token, sometimes a broken one. */
export const tokensFor = (token: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${token}`) },
    { weight: 1, arbitrary: fc.constantFrom('', 'Bearer', 'Bearer ', 'Basic Zm9vOmJhcg==', `bearer ${token}x`) },
    { weight: 1, arbitrary: printable.map((t) => `Bearer ${t}`) },
  )
