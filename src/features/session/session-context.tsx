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

interface SessionValue {
  handle: SessionHandle
  actor: SessionActor | null
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
  const [actor, setActor] = useState<SessionActor | null>(null)
  const running = useRef<SessionActor | null>(null)
  const queued = useRef<SessionEvent[]>([])
  const startNow = useRef<(() => void) | null>(null)

  const handle = useMemo<SessionHandle>(
    () => ({
      send: (event) => {
        if (running.current) return running.current.send(event)
        queued.current.push(event)
        startNow.current?.()
      },
    }),
    [],
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
        running.current = started
        for (const event of queued.current.splice(0)) started.send(event)
        setActor(started)
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
      if (running.current === started) running.current = null
    }
  }, [initial])

  const value = useMemo(() => ({ handle, actor }), [handle, actor])
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
  const { actor } = useSessionValue()
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(
    subscribe,
    () => (actor ? selector(actor.getSnapshot()) : undefined),
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
