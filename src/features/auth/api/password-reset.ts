import { api } from '~/api/client'
import type { NewPassword, ResetIdentifier } from '../machines/password-reset.machine'
import { required } from './server-answer'

/** `POST /password-reset/request`: a code to the phone or e-mail (the same answer for an unknown one). */
export const requestResetCode = async (identifier: ResetIdentifier) =>
  required((await api.POST('/password-reset/request', { body: identifier })).data)

/** `POST /password-reset/resend-code`: another code (the server sends at most one a minute). */
export const resendResetCode = async (identifier: ResetIdentifier) =>
  required((await api.POST('/password-reset/resend-code', { body: identifier })).data)

/** `POST /password-reset/verify`: the code is right, the new password may be chosen. */
export const verifyResetCode = async ({ identifier, code }: { identifier: ResetIdentifier; code: string }) =>
  required((await api.POST('/password-reset/verify', { body: { ...identifier, code } })).data)

/** `POST /password-reset/reset`: the new password, sent with the identifier and the verified code. */
export const resetPassword = async ({
  identifier,
  ...rest
}: { identifier: ResetIdentifier; code: string } & NewPassword) =>
  required((await api.POST('/password-reset/reset', { body: { ...identifier, ...rest } })).data)
