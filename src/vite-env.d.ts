/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; `/api/v1` on the same origin by default. */
  readonly VITE_API_BASE_URL?: string
}

/** The build's id, also in `/version.json`; `"dev"` outside `vite build` (scripts/version-file.mjs). */
declare const __APP_VERSION__: string

interface Window {
  /** Set by the entry (src/main.tsx) for the page's code (src/app/start-app.tsx): early interactions' hand-over. */
  appStartHooks?: { beforeHydration: () => void; afterPageShown: () => unknown }
}
