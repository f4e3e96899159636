import { useLingui } from '@lingui/react/macro'
import { useLocale } from '~/i18n/locale-context'
import { countryName } from './countries'
import type { PhoneStatus, PhoneValue } from './phone-number'

/**
 * What is wrong with the number, in the page's language, naming the number's country ("too short
 * for Egypt"); `undefined` when nothing is, or while the field is disabled. An empty number is a
 * problem only when the field is required.
 */
export function usePhoneProblem(
  value: PhoneValue,
  { required, disabled }: { required: boolean; disabled: boolean },
): string | undefined {
  const { t } = useLingui()
  const { locale } = useLocale()

  // The parameter keeps the name `countryName`: it is the placeholder the catalogs translate.
  function messageFor(status: PhoneStatus, countryName: string): string | undefined {
    switch (status) {
      case 'TOO_SHORT':
        return t`This number is too short for ${countryName}.`
      case 'TOO_LONG':
        return t`This number is too long for ${countryName}.`
      case 'INVALID_LENGTH':
        return t`This number's length is not valid for ${countryName}.`
      case 'INVALID_COUNTRY':
        return t`Check the country code after the +.`
      case 'IS_POSSIBLE':
      case 'NOT_A_NUMBER':
        return t`Enter a valid phone number.`
      case 'EMPTY':
        return required ? t`Enter a phone number.` : undefined
      case 'VALID':
        return undefined
    }
  }
  return disabled ? undefined : messageFor(value.status, countryName(value.country, locale))
}
