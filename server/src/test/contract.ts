import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { expect } from 'vitest'
import { parse } from 'yaml'

/**
 * DESIGN §1: every server response is validated against the contract in
 * tests. `expectContract(response, 'get', '/health')` checks the status is
 * documented for the operation and the JSON body matches its schema.
 */
const specFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../openapi/openapi.yaml')

interface OperationObject {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> } | { $ref: string }>
}
type Spec = {
  paths: Record<string, Record<string, OperationObject>>
  components?: Record<string, Record<string, unknown>>
}

const spec = parse(readFileSync(specFile, 'utf8')) as Spec
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(spec, 'contract')

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')

/** The contract's path template for a request path (`/quizzes/abc` -> `/quizzes/{quiz_id}`). */
export function findPathTemplate(requestPath: string): string | undefined {
  const bare = requestPath.replace(/^\/api\/v1/, '').split('?')[0] ?? ''
  return Object.keys(spec.paths).find((template) => {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`)
    return pattern.test(bare)
  })
}

export async function expectContract(response: Response, method: string, requestPath: string): Promise<void> {
  const template = findPathTemplate(requestPath)
  expect(template, `${requestPath} is not a path of the contract`).toBeDefined()
  const operation = spec.paths[template!]?.[method.toLowerCase()]
  expect(operation, `${method.toUpperCase()} ${template} is not in the contract`).toBeDefined()

  const status = String(response.status)
  const statusKey = operation!.responses?.[status] ? status : `${status[0]}XX`
  let documented = operation!.responses?.[statusKey]
  expect(documented, `${method.toUpperCase()} ${template} does not document status ${status}`).toBeDefined()

  let ref = pointer('paths', template!, method.toLowerCase(), 'responses', statusKey)
  if (documented && '$ref' in documented) {
    ref = documented.$ref.slice(2)
    documented = spec.components?.responses?.[ref.split('/').pop()!] as typeof documented
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim()
  const content = documented && 'content' in documented ? documented.content : undefined
  if (!content) {
    expect(await response.clone().text(), `${status} should have no body`).toBe('')
    return
  }
  expect(Object.keys(content), `content type ${contentType} is not documented for ${status}`).toContain(contentType)
  const validate = ajv.getSchema(`contract#/${ref}/content/${pointer(contentType)}/schema`)
  expect(validate, 'schema not found').toBeDefined()
  const body: unknown = await response.clone().json()
  const valid = validate!(body)
  expect(
    valid,
    `${method.toUpperCase()} ${requestPath} ${status} body:\n${ajv.errorsText(validate!.errors, { separator: '\n' })}`,
  ).toBe(true)
}
