import type { Payment, Subscription } from './api/pricing'

/** Sample payments and periods for the payment pages' stories, typed from the contract. */
export const paidPayment: Payment = {
  id: 'pay_V2cX9bNm',
  package: { id: 'pkg_Q3mT7vWz', name: 'Quarterly' },
  amount: { amount: 119900, currency: 'EGP' },
  status: 'paid',
  provider: 'sandbox',
  reference: 'SBX-20261123-9BNM01',
  subscription_id: 'sub_R5nJ8kLa',
  created_at: '2026-11-23T08:29:12Z',
  paid_at: '2026-11-23T08:30:00Z',
}

export const pendingPayment: Payment = { ...paidPayment, status: 'pending', subscription_id: null, paid_at: null }
export const failedPayment: Payment = { ...pendingPayment, status: 'failed' }
export const expiredPayment: Payment = { ...pendingPayment, status: 'expired' }

/** The period the paid payment bought (it started at once: the learner had no paid plan running). */
export const paidPeriod: Subscription = {
  id: 'sub_R5nJ8kLa',
  package: { id: 'pkg_Q3mT7vWz', name: 'Quarterly' },
  is_trial: false,
  status: 'active',
  start_date: '2026-11-23T08:30:00Z',
  end_date: '2027-02-21T08:30:00Z',
  created_at: '2026-11-23T08:30:00Z',
}

export const trialPeriod: Subscription = {
  id: 'sub_T1rW6yUi',
  package: null,
  is_trial: true,
  status: 'cancelled',
  start_date: '2026-11-20T08:30:00Z',
  end_date: '2026-11-27T08:30:00Z',
  created_at: '2026-11-20T08:30:00Z',
}
