import { mutationOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

export type ContactUsRequest = components['schemas']['ContactUsRequest']
export type ContactKind = NonNullable<ContactUsRequest['kind']>

/** The contract's limit on a message (`ContactUsRequest.message.maxLength`). */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000

/**
 * `POST /contact-us`: the feedback dialog (`kind: feedback`) and the help centre's contact form
 * (complaint, suggestion or feedback). The answer's `message` is the server's thanks, localized.
 */
export const contactUsMutation = () =>
  mutationOptions({
    mutationKey: ['contact-us'],
    mutationFn: async (body: ContactUsRequest) => (await api.POST('/contact-us', { body })).data!,
  })
