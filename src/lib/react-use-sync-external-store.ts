/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: wouter imports the shim,
 * whose fallback for React 16–17 would otherwise ship with `/` (vite.config.ts aliases it here).
 */
export { useSyncExternalStore } from 'react'
