import type { ComponentType, ReactNode } from 'react'
import type { LayoutKind } from '../routes'
import { AuthLayout } from './auth-layout'
import { NoNavigationLayout, PricingLayout, QuizLayout } from './bar-layout'
import { DefaultLayout } from './default-layout'

export const layouts: Record<LayoutKind, ComponentType<{ children: ReactNode }>> = {
  auth: AuthLayout,
  default: DefaultLayout,
  pricing: PricingLayout,
  quiz: QuizLayout,
  'no-navigation': NoNavigationLayout,
}
