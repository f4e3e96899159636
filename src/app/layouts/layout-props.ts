import type { ReactNode } from 'react'

export interface LayoutProps {
  children: ReactNode
  /** The page needs an active subscription or trial (evaluate, practice, divisions). @default false */
  requiresSubscription?: boolean
}
