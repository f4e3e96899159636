import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { Actor, SnapshotFrom } from 'xstate'
import { handleUnauthorizedWith } from '~/api/client'
import { hasToken } from '~/api/token'
import type { appSessionMachine } from './app-session'
import type { SessionEvent, SessionInput } from './session.machine'

type SessionLogic = typeof appSessionMachine
type SessionActor = Actor<SessionLogic>
export type SessionSnapshot = SnapshotFrom<SessionLogic>

/** What a screen holds of the session: `send` works at once, events wait for the machine's code. */
export interface SessionHandle {
  send: (event: SessionEvent) => void
}

/**
 * The running actor, once its code has loaded. An external store, not state: the context's value
 * never changes, so the actor starting re-renders only the components whose selection it changes,
 * after they have mounted (issue 15). A context change reached the layout while React was still
 * adopting its prerendered HTML, and React then adopted all of it in one synchronous task (34 ms,
 * 136 ms at 4x CPU).
 */
class ActorStore {
  private actor: SessionActor | null = null
  private readonly listeners = new Set<() => void>()

  get(): SessionActor | null {
    return this.actor
  }

  /** Sets the running actor (or none) and tells the components reading it. */
  set(actor: SessionActor | null): void {
    this.actor = actor
    for (const listener of this.listeners) listener()
  }

  /** Calls `listener` whenever another actor is set; returns the unsubscribe. */
  listen(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

interface SessionValue {
  handle: SessionHandle
  store: ActorStore
}

const Context = createContext<SessionValue | null>(null)

// XState and the machine are 15 KiB gzip that a visitor's `/` does not need to paint: they load
// when a token says the learner is signed in, at the visitor's first interaction, or with the
// first event (whichever comes first), and events sent before wait for them.
const loadSessionCode = () => import('./app-session')

export interface SessionProviderProps {
  /** The machine to run (stories give a variant). @default the app's session machine */
  logic?: SessionLogic
  /** @default `{ input: { hasToken } }` from the token cookie */
  options?: { input: SessionInput }
  children: ReactNode
}

/** Runs the session machine for everything inside (the app root, a story). */
function Provider({ logic, options, children }: SessionProviderProps) {
  // Like XState's own provider, the machine and input of the first render are the ones that run.
  const [initial] = useState(() => ({ logic, input: options?.input }))
  const [store] = useState(() => new ActorStore())
  const queued = useRef<SessionEvent[]>([])
  const startNow = useRef<(() => void) | null>(null)

  const handle = useMemo<SessionHandle>(
    () => ({
      send: (event) => {
        const actor = store.get()
        if (actor) return actor.send(event)
        queued.current.push(event)
        startNow.current?.()
      },
    }),
    [store],
  )

  useEffect(() => {
    let cancelled = false
    let requested = false
    let started: SessionActor | undefined
    const events = ['pointerdown', 'focusin', 'keydown'] as const
    const stopListening = () => {
      for (const type of events) document.removeEventListener(type, start)
    }
    function start() {
      if (requested) return
      requested = true
      stopListening()
      void loadSessionCode().then(({ appSessionMachine, startSession }) => {
        if (cancelled) return
        started = startSession(initial.logic ?? appSessionMachine, initial.input ?? { hasToken: hasToken() })
        for (const event of queued.current.splice(0)) started.send(event)
        store.set(started)
      })
    }
    startNow.current = start
    if (initial.logic || initial.input?.hasToken || hasToken() || queued.current.length > 0) start()
    // Signed out: fetch it when the visitor starts using the page, so a login does not wait for it.
    else for (const type of events) document.addEventListener(type, start, { once: true, passive: true })
    return () => {
      cancelled = true
      stopListening()
      startNow.current = null
      started?.stop()
      if (started && store.get() === started) store.set(null)
    }
  }, [initial, store])

  const value = useMemo(() => ({ handle, store }), [handle, store])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

function useSessionValue(): SessionValue {
  const value = useContext(Context)
  if (!value) throw new Error('The session is read inside <SessionContext.Provider>')
  return value
}

/** `send(event)` to the session machine (queued until its code has loaded). */
function useActorRef(): SessionHandle {
  return useSessionValue().handle
}

/**
 * A value read from the session's state, `undefined` until the machine runs (a visitor who has
 * not interacted yet: nothing is under way). The selector returns a primitive or a stored value.
 */
function useSelector<T>(selector: (snapshot: SessionSnapshot) => T): T | undefined {
  const { store } = useSessionValue()
  const subscribe = useCallback(
    (onChange: () => void) => {
      let subscription = store.get()?.subscribe(onChange)
      // The actor starts (or stops): follow the new one from now on.
      const stopListening = store.listen(() => {
        subscription?.unsubscribe()
        subscription = store.get()?.subscribe(onChange)
        onChange()
      })
      return () => {
        stopListening()
        subscription?.unsubscribe()
      }
    },
    [store],
  )
  return useSyncExternalStore(
    subscribe,
    () => {
      const actor = store.get()
      return actor ? selector(actor.getSnapshot()) : undefined
    },
    () => undefined,
  )
}

/** The session machine's provider and hooks, shaped like XState's `createActorContext`. */
export const SessionContext = { Provider, useActorRef, useSelector }

/** Routes any 401 of the API client to the session machine (which clears the token and goes to `/`). */
export function SessionBridge() {
  const session = SessionContext.useActorRef()
  useEffect(() => handleUnauthorizedWith(() => session.send({ type: 'session.unauthorized' })), [session])
  return null
}
