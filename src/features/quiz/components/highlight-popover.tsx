import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { Popover } from '~/ui/popover'
import { HighlightNote } from './highlight-note'
import { hasTextSelected, markButton, pressOnKeys } from './highlight-parts'
import type { Highlight, QuestionToolsStore } from './question-tools-store'

export interface HighlightPopoverProps {
  highlight: Highlight
  passage: string
  /** The highlighted words, as the passage draws them. */
  pieces: ReactNode
  markProps: Record<string, string | undefined>
  /** The note, for the mark's title. */
  note: string | undefined
  open: boolean
  onOpenChange: (key: string | null) => void
  store: QuestionToolsStore
  disabled: boolean
  onRemoved: () => void
}

/**
 * A highlight's first run with its note's popover (Ark's popover, loaded with this chunk once a
 * highlight is drawn): the mark is the trigger, the popover holds the note, Save note and Remove.
 */
export default function HighlightPopover({
  highlight,
  passage,
  pieces,
  markProps,
  note,
  open,
  onOpenChange,
  store,
  disabled,
  onRemoved,
}: HighlightPopoverProps) {
  const { t } = useLingui()
  // Opened by a click on the mark before this chunk had loaded: the popover mounts open, and the
  // note takes the focus as it would on opening.
  const mountedOpen = useRef(open)
  const content = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!mountedOpen.current) return
    const frame = requestAnimationFrame(() => content.current?.querySelector('textarea')?.focus())
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <Popover.Root
      open={open}
      // A drag that selects words inside a highlight is a new selection, not a click on it.
      onOpenChange={(details) => onOpenChange(details.open && !hasTextSelected() ? highlight.key : null)}
      positioning={{ placement: 'bottom-start', offset: { mainAxis: 8 } }}
    >
      <mark {...markProps}>
        <Popover.Trigger asChild>
          <span role="button" tabIndex={0} className={markButton} title={note} onKeyDown={pressOnKeys}>
            {pieces}
          </span>
        </Popover.Trigger>
      </mark>
      <Popover.Positioner>
        {/* Named here: the title mounts with the content, after the popover has looked for it. */}
        <Popover.Content ref={content} aria-label={t`Highlight`}>
          <HighlightNote
            excerpt={passage.slice(highlight.start, highlight.end)}
            note={highlight.note}
            disabled={disabled}
            onSave={(text) => store.saveNote(highlight.key, text)}
            onClose={() => onOpenChange(null)}
            onRemove={() => {
              onOpenChange(null)
              store.removeHighlight(highlight.key)
              onRemoved()
            }}
          />
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  )
}
