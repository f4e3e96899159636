/** An amount of money as the contract sends it (`Money`): minor units and an ISO 4217 currency. */
export interface Money {
  amount: number
  currency: string
}

/** Money is in minor units (openapi/README.md): the currency's own digits say where the point goes. */
export function formatMoney({ amount, currency }: Money, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}

/** A day in words, in the page's language ("November 23, 2026"). */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso))
}
