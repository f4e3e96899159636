import type { components } from '~/api/schema.gen'

/** Sample data for stories and unit tests, typed from the contract. */
export const demoUser: components['schemas']['CurrentUser'] = {
  id: '7f2c9a1e-3b4d-4e5f-8a6b-1c2d3e4f5a6b',
  first_name: 'Layla',
  last_name: 'Hassan',
  name: 'Layla Hassan',
  email: 'demo@example.com',
  mobile: '+201001234567',
  photo: null,
  auth_provider: 'password',
  has_password: true,
  email_notifications: true,
  new_offers: false,
  created_at: '2026-11-01T09:00:00Z',
}

export const demoToken = 'a'.repeat(64)
