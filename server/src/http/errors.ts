import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { fieldLabel, translate, type MessageKey } from '../i18n/messages'
import { localeOf, problem, type ProblemType } from './problem'

export interface FieldError {
  key: MessageKey
  params?: Record<string, string>
}

export interface ApiProblemOptions {
  type?: ProblemType
  /** Field name -> errors (422). */
  errors?: Record<string, FieldError[]>
  headers?: Record<string, string>
  /** Extension members of the problem body (e.g. `unanswered_count`). */
  extra?: Record<string, unknown>
}

/**
 * Thrown by handlers and helpers for any expected failure; `app.onError`
 * renders it as a localized problem body. Anything else that is thrown is a
 * bug and becomes a 500 without details.
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
    readonly options: ApiProblemOptions = {},
  ) {
    super(key)
    this.name = 'ApiProblem'
  }
}

/** A 422 with one or more fields; `message` is the first field's first error. */
export function invalid(errors: Record<string, FieldError | FieldError[]>): ApiProblem {
  const normalized = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, Array.isArray(error) ? error : [error]]),
  )
  const [field, first] = Object.entries(normalized)[0] ?? ['', []]
  const error = first[0] ?? { key: 'badRequest' as const }
  return new ApiProblem(422, error.key, { field, ...error.params }, { errors: normalized })
}

export function renderProblem(c: Context, error: ApiProblem) {
  const locale = localeOf(c)
  const say = (lang: 'en' | 'ar', key: MessageKey, params: Record<string, string>) =>
    translate(lang, key, params.field === undefined ? params : { ...params, field: fieldLabel(lang, params.field) })
  const errors = error.options.errors
    ? Object.fromEntries(
        Object.entries(error.options.errors).map(([field, list]) => [
          field,
          list.map((item) => say(locale, item.key, { field, ...item.params })),
        ]),
      )
    : undefined
  for (const [name, value] of Object.entries(error.options.headers ?? {})) c.header(name, value)
  return problem(c, error.status, say(locale, error.key, error.params), {
    detail: say('en', error.key, error.params),
    ...(error.options.type ? { type: error.options.type } : {}),
    ...(errors ? { errors } : {}),
    ...(error.options.extra ? { extra: error.options.extra } : {}),
  })
}
