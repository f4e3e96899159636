export * as Field from './field'
export { TextField, type TextFieldProps } from './text-field'
