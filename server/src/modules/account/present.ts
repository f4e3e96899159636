import type { Schemas } from '../../api/contract'
import type { UserRow } from '../auth/tokens'
import { AVATAR_URL_PREFIX } from './avatars'

export function photoUrl(user: Pick<UserRow, 'photo'>): string | null {
  if (!user.photo) return null
  return /^https:\/\//.test(user.photo) ? user.photo : AVATAR_URL_PREFIX + user.photo
}

export function userBody(user: UserRow): Schemas['User'] {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    mobile: user.mobile,
    photo: photoUrl(user),
  }
}

export function currentUserBody(user: UserRow): Schemas['CurrentUser'] {
  return {
    ...userBody(user),
    auth_provider: user.authProvider,
    has_password: user.passwordHash !== null,
    email_notifications: user.emailNotifications,
    new_offers: user.newOffers,
    created_at: user.createdAt.toISOString(),
  }
}
