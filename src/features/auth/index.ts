// The auth feature's public face: what other features may use.
export { CodeField, type CodeFieldProps } from './code-field'
