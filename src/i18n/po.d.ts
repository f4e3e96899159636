declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// The two parts of a catalog (scripts/split-catalog.mjs).
declare module '*.po?part=first-screen' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

declare module '*.po?part=later' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
