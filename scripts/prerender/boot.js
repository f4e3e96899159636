// The prerendered pages' code starts after their first paint (issue 15): their HTML and the
// stylesheet paint the screen alone, and the scripts, which hydrate it, do not take bandwidth from
// them on a slow network. scripts/prerender.mjs copies this file into the build (hashed) and names
// the entry and the chunks to preload in the tag's data attributes; no inline script (CSP).
//
// Until the app has hydrated the page (it dispatches `app-hydrated`), a form sent is held, not sent
// natively; then what was typed is handed to the app's inputs and the form is sent again, so a
// learner who types and sends before the code arrives loses nothing.
const tag = document.querySelector('script[data-entry]')
let started = false
function start() {
  if (started || !tag) return
  started = true
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  import(tag.dataset.entry)
}

let held = null
function hold(event) {
  event.preventDefault()
  held = event.target
}
document.addEventListener('submit', hold, true)

/** React reads a controlled field's value through its `input` event: replay what was typed into it. */
function handOver(field, typed) {
  const { set } = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')
  field.value = field.defaultValue
  set.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

addEventListener(
  'app-hydrated',
  () => {
    document.removeEventListener('submit', hold, true)
    // What was typed, read now: React's next render sets each controlled input back to its state.
    const typed = [...document.querySelectorAll('input:not([type=checkbox]):not([type=radio]), textarea')]
      .filter((field) => field.value !== field.defaultValue)
      .map((field) => [field, field.value])
    const form = held
    held = null
    // After the commit that adopted the page: the input events are then the app's like any other,
    // and the form is sent once React has applied them.
    setTimeout(() => {
      for (const [field, value] of typed) if (field.isConnected) handOver(field, value)
      if (form) setTimeout(() => form.requestSubmit(), 0)
    }, 0)
  },
  { once: true },
)

// A hidden tab paints nothing (no animation frame comes): start at once there.
if (document.visibilityState === 'hidden') start()
else requestAnimationFrame(() => setTimeout(start, 0))
