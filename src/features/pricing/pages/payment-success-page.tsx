import type { PageProps } from '~/lib/page-props'
import { PaymentOutcome } from '../components/payment-outcome'

/** `/payment/success?payment_id=…`: where the checkout returns after a payment; the server says how it went. */
export default function PaymentSuccessPage({ title }: PageProps) {
  return <PaymentOutcome title={title} returnedTo="success" />
}
