import type { PaymentProviderName } from '../../../config'
import type { packages } from '../../../db/schema'
import type { ServerLocale } from '../../../i18n/messages'

type PackageRow = typeof packages.$inferSelect

/** What a provider needs to open a checkout for a payment not yet stored. */
export interface CheckoutRequest {
  paymentId: string
  pkg: PackageRow
  /** Minor units and ISO 4217 code, as the payment row keeps them. */
  amount: number
  currency: string
  expiresAt: Date
  locale: ServerLocale
  /** The public origin of the app: where the provider sends the browser back. */
  origin: string
}

export interface OpenedCheckout {
  /** Absolute URL the SPA opens with a full page load. */
  url: string
  /** The provider's id of the checkout (`payments.reference`): how its later events find the payment. */
  reference: string
}

/**
 * A payment provider (DESIGN §3): it opens a hosted checkout for a pending payment and later tells
 * the server the outcome (the sandbox by its own page, Stripe by signed webhook events). The outcome
 * is recorded only by the server, through `settlePaid` / `settleFailed` / `settleRefunded`.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout>
}

/** Thrown when the provider cannot be reached or refuses our request: the learner gets a 503. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable'
}
