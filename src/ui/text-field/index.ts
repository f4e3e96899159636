export * as Field from './field'
export { TextField, type TextFieldProps } from './text-field'
export { TextArea, type TextAreaProps } from './text-area'
