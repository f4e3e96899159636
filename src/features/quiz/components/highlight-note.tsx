import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { Popover } from '~/ui/popover'
import { TextArea } from '~/ui/text-field'
import { QUESTION_LANG } from './math-text'

/** The server's limit (`AnnotationRequest.note`). */
export const NOTE_MAX_LENGTH = 500

const quote = css({
  textStyle: 'sm',
  color: 'fg.muted',
  borderInlineStartWidth: '3px',
  borderColor: 'amber.9',
  ps: '2',
  my: '2',
  lineClamp: '3',
})
const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2', mt: '3' })

export interface HighlightNoteProps {
  /** The highlighted words (question text: English, direction from the text). */
  excerpt: string
  note: string | null
  /** The note can be read, not changed (time is up). */
  disabled: boolean
  /** Called with the note as typed; when the popover closes too, so nothing typed is lost. */
  onSave: (note: string) => void
  onRemove: () => void
  /** Closes the popover (after Save note). */
  onClose: () => void
}

/**
 * A highlight's popover: the words, their note (any language: `dir="auto"`), Save note and Remove
 * highlight. A note typed and left unsaved is saved as the popover closes (Escape, a click outside).
 */
export function HighlightNote({ excerpt, note, disabled, onSave, onRemove, onClose }: HighlightNoteProps) {
  const { t } = useLingui()
  const [text, setText] = useState(note ?? '')
  const latest = useRef({ text, onSave, disabled })
  useEffect(() => {
    latest.current = { text, onSave, disabled }
  })
  // Closing unmounts the content: what was typed is kept.
  useEffect(
    () => () => {
      if (!latest.current.disabled) latest.current.onSave(latest.current.text)
    },
    [],
  )
  return (
    <>
      <Popover.Title>
        <Trans>Highlight</Trans>
      </Popover.Title>
      <p lang={QUESTION_LANG} dir="auto" className={quote}>
        {excerpt}
      </p>
      <TextArea
        label={t`Note`}
        rows={3}
        dir="auto"
        maxLength={NOTE_MAX_LENGTH}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={actions}>
        <Button
          type="button"
          size="sm"
          disabled={disabled}
          onClick={() => {
            onSave(text)
            onClose()
          }}
        >
          <Trans>Save note</Trans>
        </Button>
        <Button type="button" size="sm" variant="outline" colorPalette="red" disabled={disabled} onClick={onRemove}>
          <Trans>Remove highlight</Trans>
        </Button>
      </div>
    </>
  )
}
