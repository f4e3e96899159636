/**
 * Interactions with the prerendered page before its code has run (issue 15). The code loads after
 * the first paint (src/main.tsx), so a learner can click or type into the server's HTML first:
 * - typing stays in the fields (React keeps a field's value when it adopts the HTML), and is handed
 *   to React as input once it has, so that its state holds what the field shows;
 * - a click on anything but a link or a form control, and a form sent, are kept (the send is held,
 *   so the browser does not post it) and done again, in order, once React has adopted the HTML.
 * Links navigate as links do. From `hydrateRoot` on, React replays what happens meanwhile itself.
 */
type EarlyInteraction =
  { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }

let kept: EarlyInteraction[] = []
let stopCapturing: (() => void) | null = null
let capturedIn: HTMLElement | null = null

/** Starts keeping the clicks and form sends made in `root` (the prerendered page). */
export function captureEarlyInteractions(root: HTMLElement): void {
  const onClick = (event: MouseEvent) => {
    const target = event.target
    if (!(target instanceof HTMLElement) || event.defaultPrevented) return
    // A link navigates; a field, a box or a list keeps its own state (handed over below).
    if (target.closest('a[href], input, textarea, select, option')) return
    if (target.closest('label')?.control) return
    // A submit button sends its form: kept as the form's send.
    const button = target.closest('button')
    if (button?.disabled) return
    if (button && button.type === 'submit' && button.form) return
    kept.push({ kind: 'click', target })
  }
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    kept.push({ kind: 'submit', form: event.target, submitter: event.submitter })
  }
  root.addEventListener('click', onClick, true)
  root.addEventListener('submit', onSubmit, true)
  capturedIn = root
  stopCapturing = () => {
    root.removeEventListener('click', onClick, true)
    root.removeEventListener('submit', onSubmit, true)
    stopCapturing = null
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement

/** What was typed into the page's fields before the code ran, read right before hydration. */
let typed: [Field, string][] = []

/**
 * Called right before `hydrateRoot`: from then on, React handles and replays events itself. Reads
 * what was typed now: until it is handed over, React does not know it, and a render of the form
 * (an answer arriving) puts the fields' state, empty, in their place.
 */
export function stopCapturingEarlyInteractions(): void {
  stopCapturing?.()
  typed = [...(capturedIn?.querySelectorAll<Field>('input, textarea') ?? [])]
    .filter((field) => !/^(hidden|file|checkbox|radio)$/.test(field.type) && field.value !== field.defaultValue)
    .map((field) => [field, field.value])
}

/**
 * Gives a field the value typed into it, behind React's back, then tells React, which sees a change
 * (its onChange runs). Fields only: the prerendered boxes are Ark's, which take clicks (kept above).
 */
function handOver(field: Field, value: string): void {
  // Through the element (React's tracker sees the value the HTML had), then around it (the typed one).
  field.value = field.defaultValue
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Once React has adopted the page (called in the page's layout effect, before any later render):
 * hands the typed values over, then clicks and sends again what was clicked and sent, in order,
 * when it is still on the page, each in a task of its own after React has rendered the one before
 * (a send reads the state the typing set). Does nothing the second time.
 */
export async function replayEarlyInteractions(): Promise<void> {
  if (stopCapturing) stopCapturingEarlyInteractions()
  if (!capturedIn) return
  capturedIn = null
  // A field typed into again since React took over (React knows it) keeps what it has.
  for (const [field, value] of typed)
    if (field.isConnected && (field.value === value || field.value === field.defaultValue)) handOver(field, value)
  typed = []
  const interactions = kept
  kept = []
  for (const interaction of interactions) {
    await nextTask()
    if (interaction.kind === 'click') {
      if (interaction.target.isConnected) interaction.target.click()
    } else if (interaction.form.isConnected) {
      const submitter = interaction.submitter?.isConnected ? interaction.submitter : null
      interaction.form.requestSubmit(submitter)
    }
  }
}
