import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { components } from '../../../common/api/schema.gen'
import { negotiateLocale, translate, type MessageKey } from '../i18n/messages'

export type Problem = components['schemas']['Problem']
export type ProblemType = Problem['type']

const reasonPhrases: Partial<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

const defaultTypes: Partial<Record<number, ProblemType>> = {
  400: 'urn:exam-prep:problem:bad-request',
  401: 'urn:exam-prep:problem:unauthenticated',
  403: 'urn:exam-prep:problem:forbidden',
  404: 'urn:exam-prep:problem:not-found',
  413: 'urn:exam-prep:problem:content-too-large',
  422: 'urn:exam-prep:problem:validation-error',
  429: 'urn:exam-prep:problem:rate-limited',
  500: 'urn:exam-prep:problem:internal-error',
  503: 'urn:exam-prep:problem:service-unavailable',
}

export interface ProblemOptions {
  /** A specific problem type; the status's default otherwise. */
  type?: ProblemType
  /** English explanation for developers; the message when omitted. */
  detail?: string
  errors?: Problem['errors']
  extra?: Record<string, unknown>
}

export function localeOf(c: Context) {
  return negotiateLocale(c.req.header('Accept-Language'))
}

/**
 * DESIGN §2: every error is an RFC 9457 problem body that also carries the
 * localized `message` the SPA shows as a toast title, and `statusCode`.
 */
export function problem(c: Context, status: ContentfulStatusCode, message: string, options: ProblemOptions = {}) {
  const body: Problem = {
    type: options.type ?? defaultTypes[status] ?? 'about:blank',
    title: reasonPhrases[status] ?? 'Error',
    status,
    detail: options.detail ?? message,
    // The path as sent (percent-encoded), so it is always a valid URI reference.
    instance: new URL(c.req.url).pathname,
    message,
    statusCode: status,
    ...(options.errors ? { errors: options.errors } : {}),
    ...options.extra,
  }
  return c.body(JSON.stringify(body), status, { 'Content-Type': 'application/problem+json; charset=utf-8' })
}

/** A problem whose message comes from the server catalog, in the caller's language. */
export function problemFor(
  c: Context,
  status: ContentfulStatusCode,
  key: MessageKey,
  params: Record<string, string> = {},
  options: ProblemOptions = {},
) {
  return problem(c, status, translate(localeOf(c), key, params), { detail: translate('en', key, params), ...options })
}
