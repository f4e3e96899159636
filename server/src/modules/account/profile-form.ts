import type { Context } from 'hono'
import { isValidPhoneNumber } from 'libphonenumber-js/max'
import type { RequestBody } from '../../api/contract'
import { uploads } from '../../domain/constants'
import { ApiProblem, invalid, type FieldError } from '../../http/errors'
import { checkBody } from '../../http/validation'
import { sniffPicture, type PictureType } from '../../lib/images'

export interface ProfileForm {
  fields: RequestBody<'editProfile'>
  picture?: { bytes: Uint8Array; kind: PictureType }
}

/**
 * The edit-profile form (multipart, for the picture, or url-encoded), checked against the contract
 * and the picture rules: 400 for a body that is no form, 422 with every field's problem.
 */
export async function readProfileForm(c: Context): Promise<ProfileForm> {
  const type = (c.req.header('Content-Type') ?? '').toLowerCase()
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded'))
    throw new ApiProblem(400, 'badForm')
  let form: FormData
  try {
    form = await c.req.raw.formData()
  } catch {
    throw new ApiProblem(400, 'badForm')
  }
  // Empty values are omitted by the SPA; treat an empty field as not sent.
  const fields: Record<string, unknown> = {}
  let picture: File | undefined
  const errors: Record<string, FieldError> = {}
  for (const [name, value] of form.entries()) {
    if (name === 'picture') {
      if (typeof value === 'string') {
        if (value !== '') errors.picture = { key: 'pictureType' }
      } else if (value.size > 0) picture = value
      continue
    }
    if (typeof value !== 'string') {
      errors[name] = { key: 'fieldInvalid' }
      continue
    }
    const trimmed = value.trim()
    if (trimmed === '') continue
    if (name === 'remove_picture')
      fields[name] =
        trimmed === 'true' || trimmed === '1' ? true : trimmed === 'false' || trimmed === '0' ? false : trimmed
    else fields[name] = trimmed
  }
  if (Object.keys(errors).length) throw invalid(errors)
  const body = checkBody('editProfile', fields)
  if (body.mobile !== undefined && !isValidPhoneNumber(body.mobile)) errors.mobile = { key: 'fieldMobile' }
  let bytes: Uint8Array | undefined
  let kind: PictureType | undefined
  if (picture) {
    if (body.remove_picture) errors.picture = { key: 'pictureAndRemove' }
    else if (picture.size > uploads.maxPictureBytes) errors.picture = { key: 'pictureTooLarge' }
    else {
      bytes = new Uint8Array(await picture.arrayBuffer())
      kind = sniffPicture(bytes)
      if (!kind) errors.picture = { key: 'pictureType' }
    }
  }
  if (Object.keys(errors).length) throw invalid(errors)
  return { fields: body, ...(bytes && kind ? { picture: { bytes, kind } } : {}) }
}
