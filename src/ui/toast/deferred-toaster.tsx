import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { CreateToasterReturn } from '@ark-ui/react/toast'
import type * as ToastRegionModule from './toast'
import type * as ToastStoreModule from './toaster'

type ToastData = Parameters<CreateToasterReturn['create']>[0]
type Kind = 'success' | 'error' | 'warning' | 'info'

// Ark's toast store and region (the zag toast machines, dismissable layers) are 12 KiB gzip that
// `/` does not need to paint: they load with the first toast, which then shows as soon as they do.
let loading: Promise<[typeof ToastRegionModule, typeof ToastStoreModule]> | undefined
const load = () => (loading ??= Promise.all([import('./toast'), import('./toaster')]))

let wanted = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function show(kind: Kind, data: ToastData): void {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  // The store keeps a toast made before the region mounts and shows it once it does.
  void load().then(([, { toaster }]) => toaster[kind](data))
}

/**
 * The app's one toast queue: `toaster.error({ title })`, `toaster.success({ title, description })`.
 * Render `<Toaster />` once near the root for them to show.
 */
export const toaster = {
  success: (data: ToastData) => show('success', data),
  error: (data: ToastData) => show('error', data),
  warning: (data: ToastData) => show('warning', data),
  info: (data: ToastData) => show('info', data),
}

const ToastRegion = lazy(() => load().then(([{ Toaster }]) => ({ default: Toaster })))

/** Shows the toasts of `toaster`; renders nothing (and loads nothing) until the first one. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )
  return shown ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null
}
