import type { CheckoutRequest, OpenedCheckout, PaymentProvider } from './types'

/**
 * The built-in sandbox (development and tests only): its checkout is a page of this server
 * (`pages/checkout.ts`) with Pay and Fail, usable only by the learner who started it.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  openCheckout(request: CheckoutRequest): Promise<OpenedCheckout> {
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '')
    return Promise.resolve({
      url: `${request.origin}/checkout/sandbox/${request.paymentId}`,
      reference: `SBX-${day}-${request.paymentId.slice(-6).toUpperCase()}`,
    })
  },
}
