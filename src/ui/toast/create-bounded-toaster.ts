import { createToaster, type CreateToasterProps, type CreateToasterReturn } from '@ark-ui/react/toast'

type Toaster = CreateToasterReturn
type ToastData = Parameters<Toaster['create']>[0]

/**
 * Ark's toaster queues toasts beyond `max` and shows them as others leave. The spec wants the
 * opposite (spec §4: "at most 5 at once, oldest dropped"), so every path that adds a toast first
 * removes the oldest ones until there is room. `max` is still passed to Ark, so a toast that
 * somehow slipped past would be queued, never shown as a sixth.
 */
export function createBoundedToaster(props: CreateToasterProps & { max: number }): Toaster {
  const store = createToaster(props)

  const makeRoom = (id?: string) => {
    // Creating with the id of a toast on screen updates it in place: nothing to drop.
    if (id !== undefined && store.isVisible(id)) return
    // The store keeps the newest first, so everything from index `max - 1` on is the oldest.
    for (const stale of store.getVisibleToasts().slice(props.max - 1)) {
      if (stale.id !== undefined) store.remove(stale.id)
    }
  }

  const create = (data: ToastData) => {
    makeRoom(data.id)
    return store.create(data)
  }

  return {
    ...store,
    create,
    update: (id, data) => {
      makeRoom(id)
      return store.update(id, data)
    },
    success: (data) => void create({ ...data, type: 'success' }),
    error: (data) => void create({ ...data, type: 'error' }),
    warning: (data) => void create({ ...data, type: 'warning' }),
    info: (data) => void create({ ...data, type: 'info' }),
    loading: (data) => void create({ ...data, type: 'loading' }),
    promise: (promise, options, shared) => {
      makeRoom(shared?.id)
      return store.promise(promise, options, shared)
    },
  }
}
