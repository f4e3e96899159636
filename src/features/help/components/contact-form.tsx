import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { fieldErrors } from '~/api/notify'
import { CONTACT_MESSAGE_MAX_LENGTH, contactUsMutation, type ContactKind } from '~/features/feedback'
import { useLocale } from '~/i18n/locale-context'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { RadioCard } from '~/ui/radio-card'
import { TextArea } from '~/ui/text-field'

const kinds: readonly { value: ContactKind; label: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    value: 'complaint',
    label: msg`Complaint`,
    description: msg`Something went wrong or did not work as it should.`,
  },
  { value: 'suggestion', label: msg`Suggestion`, description: msg`An idea that would make the academy better.` },
  { value: 'feedback', label: msg`Feedback`, description: msg`What you think of the academy so far.` },
]

const form = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const actions = css({ display: 'flex', justifyContent: 'flex-end' })
const requiredMark = css({ color: 'red.11', ms: '0.5' })
const sentBox = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'green.6',
  borderRadius: 'l3',
  bg: 'green.2',
  color: 'green.12',
})
const sentTitle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
})

interface Errors {
  kind?: string
  message?: string
}

/**
 * The help centre's contact-us form (spec §1: complaints and suggestions): what the message is
 * about, the message (1 to 2,000 characters once trimmed, as the contract says) and Submit,
 * through the feedback feature's `POST /contact-us` mutation. Problems show under their field in
 * the learner's language (the server's 422 messages too, and a toast as everywhere); nothing typed
 * is cleared until the server has stored the message.
 */
export function ContactForm() {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const [kind, setKind] = useState<ContactKind | null>(null)
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [sent, setSent] = useState<string | null>(null)
  const kindErrorId = useId()
  const messageRef = useRef<HTMLTextAreaElement>(null)
  const sentTitleRef = useRef<HTMLParagraphElement>(null)
  const send = useMutation({
    ...contactUsMutation(),
    onMutate: () => setErrors({}),
    onSuccess: (data) => {
      setSent(data.message)
      setKind(null)
      setMessage('')
    },
    onError: (error) => {
      const fields = fieldErrors(error)
      setErrors({ kind: fields.kind?.[0], message: fields.message?.[0] })
    },
  })

  // The form gives way to the thanks: the focus goes with it, so a keyboard user is not left on nothing.
  useEffect(() => {
    if (sent) sentTitleRef.current?.focus()
  }, [sent])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = message.trim()
    const found: Errors = {
      kind: kind ? undefined : t`Choose what your message is about.`,
      message: text ? undefined : t`Write your message first.`,
    }
    setErrors(found)
    if (!kind || !text) return
    send.mutate({ kind, message: text })
  }

  if (sent) {
    return (
      <div className={sentBox}>
        <p ref={sentTitleRef} tabIndex={-1} role="status" className={sentTitle}>
          <Icon name="message" />
          {sent}
        </p>
        <p>
          <Trans>What you tell us helps us decide what to improve next.</Trans>
        </p>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setSent(null)
            setErrors({})
            // The form is back on the next render; start where the learner left off.
            requestAnimationFrame(() => messageRef.current?.focus())
          }}
        >
          <Trans>Write another message</Trans>
        </Button>
      </div>
    )
  }

  const number = new Intl.NumberFormat(locale)
  const used = number.format(message.length)
  const limit = number.format(CONTACT_MESSAGE_MAX_LENGTH)

  return (
    <form noValidate onSubmit={submit} className={form}>
      <RadioCard.Root
        name="kind"
        required
        value={kind}
        onValueChange={(details) => {
          setKind(details.value as ContactKind)
          setErrors((current) => ({ ...current, kind: undefined }))
        }}
        invalid={Boolean(errors.kind)}
        aria-describedby={errors.kind ? kindErrorId : undefined}
      >
        <RadioCard.Label>
          <Trans>What is your message about?</Trans>
          {/* As the text box's label shows it; the group itself says `aria-required`. */}
          <span aria-hidden className={requiredMark}>
            *
          </span>
        </RadioCard.Label>
        {kinds.map((entry) => (
          <RadioCard.Item key={entry.value} value={entry.value}>
            <RadioCard.ItemControl />
            <RadioCard.ItemContent>
              <RadioCard.ItemText>{i18n._(entry.label)}</RadioCard.ItemText>
              <RadioCard.ItemDescription>{i18n._(entry.description)}</RadioCard.ItemDescription>
            </RadioCard.ItemContent>
            <RadioCard.ItemHiddenInput />
          </RadioCard.Item>
        ))}
        {errors.kind && <RadioCard.ErrorText id={kindErrorId}>{errors.kind}</RadioCard.ErrorText>}
      </RadioCard.Root>
      <TextArea
        ref={messageRef}
        label={t`Your message`}
        name="message"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        required
        value={message}
        onChange={(event) => {
          setMessage(event.target.value)
          if (event.target.value.trim()) setErrors((current) => ({ ...current, message: undefined }))
        }}
        helperText={t`${used} of ${limit} characters`}
        invalid={Boolean(errors.message)}
        errorText={errors.message}
      />
      <div className={actions}>
        <Button type="submit" loading={send.isPending}>
          <Trans>Submit</Trans>
        </Button>
      </div>
    </form>
  )
}
