import { msg } from '@lingui/core/macro'

// The titles of every route whose page waits for the catalog's later part (all but the three public
// forms of `/`, which keep theirs in routes.ts). This file's strings are in that later part
// (scripts/split-catalog.mjs), so `/` does not carry the words of screens it never shows; the
// router sets the document's title once they have loaded (router.tsx).
export const otpTitle = msg`Verification code`
export const homeTitle = msg`Home`
export const historyTitle = msg`Tests History`
export const mistakesTitle = msg`Mistake log`
export const pricingTitle = msg`Pricing`
export const paymentSuccessTitle = msg`Payment successful`
export const paymentFailedTitle = msg`Payment failed`
export const settingsTitle = msg`Settings`
export const settingsBillingTitle = msg`Billing`
export const settingsPasswordTitle = msg`Change password`
export const settingsChangeEmailTitle = msg`Change email`
export const settingsNotificationsTitle = msg`Notifications`
export const divisionsTitle = msg`Divisions`
export const divisionTestTitle = msg`Division test`
export const divisionProgressTitle = msg`Division progress`
export const fullTestTitle = msg`Full-length test`
export const evaluateTitle = msg`Evaluate`
export const evaluateQuizTitle = msg`Evaluation`
export const evaluateReportTitle = msg`Evaluation report`
export const practiceTitle = msg`Practice`
export const practiceReportTitle = msg`Practice report`
export const previewQuestionTitle = msg`Question preview`
export const termsTitle = msg`Terms of Use`
export const privacyTitle = msg`Privacy Policy`
export const helpTitle = msg`Help center`
export const homeDescriptionTitle = msg`Your plan to test day, your reviews, your weak spots, your totals and your progress, all in one place.`
