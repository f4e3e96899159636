import type { ReactNode } from 'react'

export interface LayoutProps {
  children: ReactNode
  /** The page needs an active subscription or trial (evaluate, practice, divisions). @default false */
  requiresSubscription?: boolean
  /**
   * The page's heading as its route names it, which the signed-in frame shows before the page
   * (issue 15): its title, its description, and whether it greets the learner above the title.
   */
  header?: { title: string; description?: string; greets: boolean }
}
