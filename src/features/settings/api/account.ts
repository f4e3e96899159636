import { mutationOptions } from '@tanstack/react-query'
import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'

/** What the server takes (openapi: `EditProfileRequest.picture`): JPEG, PNG or WebP, at most 2 MiB. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024

/** What the profile form sends; empty values are left out (spec §3), so they keep their value. */
export interface ProfileChanges {
  first_name?: string
  last_name?: string
  mobile?: string
  picture?: File | null
  remove_picture?: boolean
}

/** Spec §3: multipart form data, empty values omitted. */
export function profileFormData(changes: ProfileChanges): FormData {
  const form = new FormData()
  for (const key of ['first_name', 'last_name', 'mobile'] as const) {
    const value = changes[key]?.trim()
    if (value) form.append(key, value)
  }
  if (changes.picture) form.append('picture', changes.picture, changes.picture.name)
  if (changes.remove_picture) form.append('remove_picture', 'true')
  return form
}

/**
 * `POST /settings/edit-profile`. Silent: the page toasts the spec's `Failed to edit profile` itself
 * (spec §8) and marks the fields of a 422.
 */
export const editProfileMutation = () =>
  mutationOptions({
    mutationKey: ['settings', 'edit-profile'],
    meta: { silent: true },
    mutationFn: async (changes: ProfileChanges) => {
      // The generated type of `picture` is a string (openapi/README.md): the body is FormData, sent as is.
      const { data } = await api.POST('/settings/edit-profile', {
        body: profileFormData(changes) as unknown as components['schemas']['EditProfileRequest'],
        bodySerializer: (body) => body as unknown as FormData,
      })
      return data!
    },
  })

export type DeleteAccountRequest = components['schemas']['DeleteAccountRequest']

/** `POST /settings/delete-account`: `{password}`, or `{email}` for an account without a password. */
export const deleteAccountMutation = () =>
  mutationOptions({
    mutationKey: ['settings', 'delete-account'],
    mutationFn: async (body: DeleteAccountRequest) => (await api.POST('/settings/delete-account', { body })).data!,
  })
