export { Toaster } from './toast'
export { toaster } from './toaster'
export { TOAST_DURATION_MS, TOAST_MAX, TOAST_REMOVE_DELAY_MS } from './toast.constants'
