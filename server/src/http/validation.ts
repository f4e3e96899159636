import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Context } from 'hono'
import { parse } from 'yaml'
import type { RequestBody } from '../api/contract'
import type { operations } from '../../../common/api/schema.gen'
import type { MessageKey } from '../i18n/messages'
import { ApiProblem, invalid, type FieldError } from './errors'

/**
 * Request bodies are checked against the request schemas of
 * `openapi/openapi.yaml` itself, so the server accepts exactly what the
 * contract says. Ajv's findings become localized per-field messages (422);
 * a body that is not a JSON object at all is a 400.
 */
const specFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi/openapi.yaml')

interface SchemaObject {
  $ref?: string
  oneOf?: SchemaObject[]
  required?: string[]
  properties?: Record<string, SchemaObject>
  type?: string | string[]
  format?: string
  pattern?: string
}
interface Spec {
  paths: Record<
    string,
    Record<string, { operationId?: string; requestBody?: { content: Record<string, { schema: SchemaObject }> } }>
  >
  components: { schemas: Record<string, SchemaObject> }
}

const spec = parse(readFileSync(specFile, 'utf8')) as Spec
const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: false })
addFormats(ajv)
ajv.addFormat('password', true)
ajv.addFormat('binary', true)
ajv.addSchema(spec, 'contract')

type OperationId = keyof operations

const requestSchemas = new Map<string, { pointer: string; schema: SchemaObject; mediaType: string }>()
for (const [template, item] of Object.entries(spec.paths))
  for (const [method, operation] of Object.entries(item)) {
    const content = operation.requestBody?.content
    if (!operation.operationId || !content) continue
    const mediaType = Object.keys(content)[0]!
    const escaped = template.replaceAll('~', '~0').replaceAll('/', '~1')
    requestSchemas.set(operation.operationId, {
      pointer: `contract#/paths/${escaped}/${method}/requestBody/content/${mediaType.replace('/', '~1')}/schema`,
      schema: content[mediaType]!.schema,
      mediaType,
    })
  }

function resolve(schema: SchemaObject): SchemaObject {
  return schema.$ref ? resolve(spec.components.schemas[schema.$ref.split('/').pop()!]!) : schema
}

const validators = new Map<string, ValidateFunction>()
function validatorFor(pointer: string): ValidateFunction {
  let validate = validators.get(pointer)
  if (!validate) {
    validate = ajv.getSchema(pointer)
    if (!validate) throw new Error(`no schema at ${pointer}`)
    validators.set(pointer, validate)
  }
  return validate
}

/** For a `oneOf` of objects, the branch whose required members the body has most of (e.g. email vs mobile). */
function chooseBranch(operationId: string, body: Record<string, unknown>): string {
  const entry = requestSchemas.get(operationId)!
  const root = resolve(entry.schema)
  const rootPointer = entry.schema.$ref
    ? `contract#/components/schemas/${entry.schema.$ref.split('/').pop()}`
    : entry.pointer
  if (!root.oneOf) return rootPointer
  const keys = Object.keys(body)
  const scores = root.oneOf.map((branch) => (resolve(branch).required ?? []).filter((k) => keys.includes(k)).length)
  const identifiers = ['email', 'mobile'].filter((k) => keys.includes(k))
  if (identifiers.length > 1) throw invalid({ [identifiers[1]!]: { key: 'oneIdentifier' } })
  const best = scores.indexOf(Math.max(...scores))
  return `${rootPointer}/oneOf/${best}`
}

const fieldOf = (error: ErrorObject) => {
  const base = error.instancePath.slice(1).replaceAll('/', '.')
  if (error.keyword === 'required') return [base, error.params.missingProperty].filter(Boolean).join('.')
  if (error.keyword === 'additionalProperties') return [base, error.params.additionalProperty].filter(Boolean).join('.')
  return base
}

function messageFor(error: ErrorObject, field: string): FieldError {
  const leaf = field.split('.').pop() ?? field
  switch (error.keyword) {
    case 'required':
      return { key: 'fieldRequired' }
    case 'additionalProperties':
      return { key: 'fieldNotAllowed' }
    case 'format':
      return { key: error.params.format === 'email' ? 'fieldEmail' : 'fieldInvalid' }
    case 'pattern':
      return { key: leaf === 'mobile' ? 'fieldMobile' : leaf === 'code' ? 'fieldCode' : 'fieldInvalid' }
    case 'minLength':
      return error.params.limit === 1
        ? { key: 'fieldBlank' }
        : { key: 'fieldMinLength', params: { limit: String(error.params.limit) } }
    case 'maxLength':
      return { key: 'fieldMaxLength', params: { limit: String(error.params.limit) } }
    case 'enum':
    case 'const':
      return { key: 'fieldEnum' }
    case 'type':
      return { key: error.params.type === 'boolean' ? 'fieldBoolean' : 'fieldInvalid' }
    default:
      return { key: 'fieldInvalid' as MessageKey }
  }
}

/** Checks a parsed body against an operation's request schema; throws a 422 listing each bad field once. */
export function checkBody<Op extends OperationId>(operationId: Op, body: unknown): RequestBody<Op> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ApiProblem(400, 'badJson', {}, { type: 'urn:exam-prep:problem:bad-request' })
  const record = body as Record<string, unknown>
  // Depth first, before anything recursive (Ajv) walks the body. PostgreSQL text cannot hold NUL; no human input needs it.
  const { nul, tooLong } = inspect(record)
  if (nul.length || tooLong.length)
    throw invalid(Object.fromEntries([...nul, ...tooLong].map((field) => [field, { key: 'fieldInvalid' as const }])))
  const validate = validatorFor(chooseBranch(operationId, record))
  if (validate(record)) return record as RequestBody<Op>
  const errors: Record<string, FieldError> = {}
  for (const error of validate.errors ?? []) {
    let field = fieldOf(error)
    if (!field && error.keyword === 'minProperties')
      field = Object.keys(resolve(requestSchemas.get(operationId)!.schema).properties ?? {})[0] ?? ''
    if (!field) continue
    errors[field] ??= messageFor(error, field)
  }
  if (!Object.keys(errors).length) throw new ApiProblem(400, 'badJson')
  throw invalid(errors)
}

/** Levels of arrays and objects a request body may nest (the body itself is level 1); the contract needs 2. */
export const MAX_BODY_DEPTH = 32
/**
 * Items an array of a request body may hold, far above any `maxItems` of the
 * contract: Ajv checks `uniqueItems` pair by pair, so a 60 KB array of
 * distinct items would cost it a third of a second of CPU.
 */
export const MAX_BODY_ARRAY_ITEMS = 1000

/**
 * One pass over a parsed body, with a stack of its own (no recursion, so no
 * depth can overflow the call stack): refuses bodies nested deeper than
 * `MAX_BODY_DEPTH` (400), and names the fields (dotted, nested too) whose
 * strings or keys contain a NUL character or whose arrays are too long.
 */
function inspect(body: Record<string, unknown>): { nul: string[]; tooLong: string[] } {
  const nul: string[] = []
  const tooLong: string[] = []
  const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key)
  const stack: { value: unknown; field: string; depth: number }[] = [{ value: body, field: '', depth: 1 }]
  while (stack.length) {
    const { value, field, depth } = stack.pop()!
    if (typeof value === 'string') {
      if (value.includes('\u0000')) nul.push(field || 'body')
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    if (depth > MAX_BODY_DEPTH)
      throw new ApiProblem(
        400,
        'jsonTooDeep',
        { limit: String(MAX_BODY_DEPTH) },
        { type: 'urn:exam-prep:problem:bad-request' },
      )
    const children: { value: unknown; field: string; depth: number }[] = []
    if (Array.isArray(value)) {
      if (value.length > MAX_BODY_ARRAY_ITEMS) tooLong.push(field || 'body')
      value.forEach((item, index) =>
        children.push({ value: item, field: join(field, String(index)), depth: depth + 1 }),
      )
    } else
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) nul.push(join(field, '?'))
        children.push({ value: item, field: join(field, key), depth: depth + 1 })
      }
    // Reversed, so fields come out in the order of the document.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!)
  }
  return { nul, tooLong }
}

const passwordFields = new Set(['password', 'password_confirmation', 'current_password'])

/** Trims every top-level string but passwords, and lower-cases e-mails, before validation. */
export function normalize(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (typeof value !== 'string' || passwordFields.has(key)) return [key, value]
      const trimmed = value.trim()
      return [key, key === 'email' ? trimmed.toLowerCase() : trimmed]
    }),
  )
}

/** Reads a JSON body (content type checked, so a cross-site form post cannot reach a handler) and validates it. */
export async function jsonBody<Op extends OperationId>(c: Context, operationId: Op): Promise<RequestBody<Op>> {
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(type)) throw new ApiProblem(400, 'badJson')
  let parsed: unknown
  try {
    parsed = JSON.parse(await c.req.text())
  } catch {
    throw new ApiProblem(400, 'badJson')
  }
  return checkBody(operationId, normalize(parsed))
}

/** `page` and `per_page` query parameters (400 when malformed, as the contract says). */
export function pageParams(c: Context): { page: number; perPage: number } {
  const read = (name: string, fallback: number, max: number) => {
    const raw = c.req.query(name)
    if (raw === undefined) return fallback
    if (!/^[0-9]{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > max)
      throw new ApiProblem(400, 'badParameter', { field: name })
    return Number(raw)
  }
  return { page: read('page', 1, 1_000_000), perPage: read('per_page', 10, 100) }
}

export function pageMeta(total: number, page: number, perPage: number) {
  return { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) }
}

/** A path parameter that must be an `Id` of the contract (400 otherwise). */
export function idParam(c: Context, name: string): string {
  const value = c.req.param(name) ?? ''
  if (!validatorFor('contract#/components/schemas/Id')(value))
    throw new ApiProblem(400, 'badParameter', { field: name })
  return value
}

/** An optional query parameter that must be an `Id` of the contract (400 otherwise). */
export function idQuery(c: Context, name: string): string | undefined {
  const value = c.req.query(name)
  if (value !== undefined && !validatorFor('contract#/components/schemas/Id')(value))
    throw new ApiProblem(400, 'badParameter', { field: name })
  return value
}

/** An optional query parameter that must be one of `allowed` (400 otherwise). */
export function enumQuery<T extends string>(c: Context, name: string, allowed: readonly T[]): T | undefined {
  const value = c.req.query(name)
  if (value !== undefined && !(allowed as readonly string[]).includes(value))
    throw new ApiProblem(400, 'badParameter', { field: name })
  return value as T | undefined
}

/** A boolean query parameter as OpenAPI writes it (`true` or `false`; 400 otherwise). */
export function booleanParam(c: Context, name: string, fallback: boolean): boolean {
  const raw = c.req.query(name)
  if (raw === undefined) return fallback
  if (raw !== 'true' && raw !== 'false') throw new ApiProblem(400, 'badParameter', { field: name })
  return raw === 'true'
}
