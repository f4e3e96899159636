import type { AppConfig } from '../../../config'
import { sandboxProvider } from './sandbox'
import { stripeProvider } from './stripe'
import type { PaymentProvider } from './types'

export type { CheckoutRequest, OpenedCheckout, PaymentProvider } from './types'
export { ProviderUnavailable } from './types'

/** The configured provider, or none: the sandbox never runs in production, whatever the config says. */
export function paymentProviderFor(config: AppConfig): PaymentProvider | undefined {
  if (config.paymentProvider === 'stripe') return stripeProvider(config.stripe)
  if (config.paymentProvider === 'sandbox' && config.env !== 'production') return sandboxProvider
  return undefined
}
