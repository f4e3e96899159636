/** Spec §4/§9: a load shorter than this never shows the bar. */
export const LOADING_BAR_THROTTLE_MS = 200
/** Spec §4/§9: the time scale of the progress curve (about 90 % after this long). */
export const LOADING_BAR_DURATION_MS = 2000
/** Spec §4/§9: the bar stays full this long after the last load finishes, then fades out. */
export const LOADING_BAR_HIDE_DELAY_MS = 500
/** Spec §4/§9: once hidden, the bar waits this long before it goes back to empty. */
export const LOADING_BAR_RESET_DELAY_MS = 400
