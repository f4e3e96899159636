/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; `/api/v1` on the same origin by default. */
  readonly VITE_API_BASE_URL?: string
}
