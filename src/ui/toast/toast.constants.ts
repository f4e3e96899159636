/** Spec §4/§9: at most five toasts at once; a sixth drops the oldest. */
export const TOAST_MAX = 5
/** Spec §4/§9: a closed toast leaves the DOM this long after closing (its exit transition). */
export const TOAST_REMOVE_DELAY_MS = 200
/** Spec §8/§9: error and success toasts stay 3 seconds. */
export const TOAST_DURATION_MS = 3000
