import { FileUpload as ArkFileUpload, type FileUploadFileRejectDetails } from '@ark-ui/react/file-upload'
import { useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { fileUpload } from 'styled-system/recipes'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'

export interface FileUploadProps {
  /** Visible label; also names the hidden file input. */
  label: ReactNode
  /** The text inside the drop zone, also its accessible name. @default 'Choose a file or drop it here', translated */
  dropzoneText?: string
  /** Hint under the zone (types, size), read with the zone through `aria-describedby`. @default undefined */
  helperText?: ReactNode
  /** MIME types the picker offers and the zone accepts, e.g. `['image/png', 'image/jpeg']`. */
  accept: string[]
  /** Largest accepted file in bytes; a larger one is refused with a message. */
  maxFileSize: number
  /** The chosen file (controlled); `null` when none. */
  file: File | null
  /** A file was accepted (`File`) or removed (`null`). */
  onFileChange: (file: File | null) => void
  /** Shows `errorText` (a server's message, say) under the zone. @default false */
  invalid?: boolean
  /** @default undefined */
  errorText?: ReactNode
  /** Form field name of the hidden input. @default undefined */
  name?: string
  /** @default false */
  disabled?: boolean
  className?: string
}

const styles = fileUpload()

// The preset's zone is 20rem tall; a single picture needs far less. Step 11 texts keep AA contrast.
const dropzone = css({
  minHeight: 'auto',
  py: '6',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  cursor: 'pointer',
  textAlign: 'center',
  color: 'fg.default',
  _hover: { bg: 'gray.2' },
  '&[data-dragging]': { bg: 'green.2', borderColor: 'green.11' },
  '&[data-invalid]': { borderColor: 'red.11' },
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
})
const helper = css({ color: 'fg.muted', textStyle: 'sm' })
const errorStyle = css({ color: 'red.11', textStyle: 'sm' })
const previewImage = css({ width: '12', height: '12', objectFit: 'cover', borderRadius: 'l2' })
// The item's name may be long (a phone's IMG_20260101_…): cut it rather than push the delete button out.
const itemName = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: '0' })

/** An arrow into a tray (24 px grid, like `~/ui/icon`), decorative. */
function UploadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M17 8l-5-5-5 5M12 3v12" />
    </svg>
  )
}

/**
 * One file, picked or dropped: Ark UI's `FileUpload` with the preset's `fileUpload` recipe. The drop
 * zone is the one control (a button: Enter or Space opens the picker), the chosen file shows with a
 * preview, its name, its size and a delete button. Files of another type or over `maxFileSize` are
 * refused here with a message, before anything is sent.
 */
export function FileUpload({
  label,
  dropzoneText,
  helperText,
  accept,
  maxFileSize,
  file,
  onFileChange,
  invalid = false,
  errorText,
  name,
  disabled = false,
  className,
}: FileUploadProps) {
  const { t } = useLingui()
  const [rejection, setRejection] = useState<string | null>(null)
  const ids = { helper: useId(), error: useId() }
  const shownError = rejection ?? (invalid ? errorText : undefined)
  const describedBy = [shownError !== undefined && ids.error, helperText !== undefined && ids.helper]
    .filter(Boolean)
    .join(' ')

  const reject = ({ files }: FileUploadFileRejectDetails) => {
    const errors = files.flatMap((rejected) => rejected.errors)
    if (errors.length === 0) return
    setRejection(
      errors.includes('FILE_INVALID_TYPE')
        ? t`This file type is not accepted.`
        : errors.includes('FILE_TOO_LARGE')
          ? t`This file is too large.`
          : t`This file cannot be used.`,
    )
  }

  return (
    <ArkFileUpload.Root
      className={cx(styles.root, css({ gap: '2' }), className)}
      accept={accept}
      maxFileSize={maxFileSize}
      maxFiles={1}
      name={name}
      disabled={disabled}
      invalid={shownError !== undefined}
      acceptedFiles={file ? [file] : []}
      onFileAccept={() => setRejection(null)}
      onFileReject={reject}
      onFileChange={({ acceptedFiles }) => {
        // A refused file leaves no accepted one: the previous choice goes too, and the message says why.
        if (acceptedFiles[0] !== file) onFileChange(acceptedFiles[0] ?? null)
      }}
      translations={{
        dropzone: dropzoneText ?? t`Choose a file or drop it here`,
        itemPreview: (chosen) => t`Preview of ${chosen.name}`,
        deleteFile: (chosen) => t`Remove ${chosen.name}`,
      }}
    >
      <ArkFileUpload.Label className={styles.label}>{label}</ArkFileUpload.Label>
      <ArkFileUpload.Dropzone className={cx(styles.dropzone, dropzone)} aria-describedby={describedBy || undefined}>
        <UploadIcon />
        <span>{dropzoneText ?? t`Choose a file or drop it here`}</span>
      </ArkFileUpload.Dropzone>
      {helperText !== undefined && (
        <p id={ids.helper} className={helper}>
          {helperText}
        </p>
      )}
      {shownError !== undefined && (
        <p id={ids.error} className={errorStyle} role="alert">
          {shownError}
        </p>
      )}
      <ArkFileUpload.ItemGroup className={styles.itemGroup}>
        <ArkFileUpload.Context>
          {({ acceptedFiles }) =>
            acceptedFiles.map((accepted) => (
              <ArkFileUpload.Item key={accepted.name} file={accepted} className={styles.item}>
                <ArkFileUpload.ItemPreview type="image/*" className={styles.itemPreview}>
                  <ArkFileUpload.ItemPreviewImage className={previewImage} />
                </ArkFileUpload.ItemPreview>
                <ArkFileUpload.ItemName className={cx(styles.itemName, itemName)} dir="auto" />
                <ArkFileUpload.ItemSizeText className={styles.itemSizeText} />
                <ArkFileUpload.ItemDeleteTrigger asChild className={styles.itemDeleteTrigger}>
                  <Button variant="ghost" size="sm">
                    <Icon name="close" />
                  </Button>
                </ArkFileUpload.ItemDeleteTrigger>
              </ArkFileUpload.Item>
            ))
          }
        </ArkFileUpload.Context>
      </ArkFileUpload.ItemGroup>
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.Root>
  )
}
