import { api } from '~/api/client'
import type { components } from '@common/api/schema.gen'
import { required } from './server-answer'

type Schemas = components['schemas']

/** `POST /register`: the account waits for the code sent to its e-mail or phone. */
export const register = async (body: Schemas['RegisterRequest']) =>
  required((await api.POST('/register', { body })).data)

/** `POST /activate`: the code activates the account and signs the learner in. */
export const activate = async (body: Schemas['ActivateRequest']) =>
  required((await api.POST('/activate', { body })).data)

/** `POST /resend-code`: another activation code (the server sends at most one a minute). */
export const resendActivationCode = async (body: Schemas['ResendCodeRequest']) =>
  required((await api.POST('/resend-code', { body })).data)
