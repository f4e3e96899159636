import type { PageProps } from '~/lib/page-props'
import { PaymentOutcome } from '../components/payment-outcome'

/** `/payment/failed?payment_id=…`: where the checkout returns after a failure; the server says how it went. */
export default function PaymentFailedPage({ title }: PageProps) {
  return <PaymentOutcome title={title} returnedTo="failed" />
}
