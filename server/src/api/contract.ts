import type { components, operations } from '../../../common/api/schema.gen'

/** Handlers are typed from the contract: these read its generated types by operationId. */
export type Schemas = components['schemas']
export type OperationId = keyof operations

type Responses<Op extends OperationId> = operations[Op]['responses']

/** The JSON body the contract promises for `Op` answering `Status`. */
export type ResponseBody<Op extends OperationId, Status extends keyof Responses<Op>> = Responses<Op>[Status] extends {
  content: { 'application/json': infer Body }
}
  ? Body
  : never

/** The JSON body the contract accepts for `Op`. */
export type RequestBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } }
}
  ? Body
  : operations[Op] extends { requestBody?: { content: { 'multipart/form-data': infer Form } } }
    ? Form
    : never
