/** The little of Google Identity Services (`google.accounts.id`) the login page uses. */
export interface GoogleIdentity {
  initialize(options: {
    client_id: string
    callback: (response: { credential: string }) => void
    /** @default false; kept off so a cancelled popup does not block the button for a while. */
    auto_select?: boolean
    ux_mode?: 'popup' | 'redirect'
  }): void
  renderButton(
    parent: HTMLElement,
    options: {
      type?: 'standard' | 'icon'
      theme?: 'outline' | 'filled_blue' | 'filled_black'
      size?: 'large' | 'medium' | 'small'
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin'
      shape?: 'rectangular' | 'pill' | 'circle' | 'square'
      logo_alignment?: 'left' | 'center'
      /** Pixels, at most 400. */
      width?: number
      locale?: string
    },
  ): void
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } }
  }
}

/** The script's address; the server's CSP allows its origin only when a client id is configured. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client'

let loading: Promise<GoogleIdentity> | null = null

/** Loads the Google Identity Services script once, on demand (never with the app's own code). */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GOOGLE_IDENTITY_SCRIPT
    script.async = true
    script.onload = () => {
      const identity = window.google?.accounts?.id
      if (identity) resolve(identity)
      else reject(new Error('Google Identity Services did not start'))
    }
    script.onerror = () => {
      script.remove()
      loading = null
      reject(new Error('Google Identity Services could not be loaded'))
    }
    document.head.append(script)
  })
  return loading
}
