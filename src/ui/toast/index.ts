export { Toaster, toaster } from './deferred-toaster'
export { TOAST_DURATION_MS, TOAST_MAX, TOAST_REMOVE_DELAY_MS } from './toast.constants'
