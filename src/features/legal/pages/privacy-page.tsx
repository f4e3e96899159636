import { Trans } from '@lingui/react/macro'
import { paths } from '~/lib/paths'
import type { PageProps } from '~/lib/page-props'
import { LegalDocumentView } from '../components/legal-document-view'
import { privacyAr } from '../documents/privacy.ar'
import { privacyEn } from '../documents/privacy.en'

/** `/privacy`, the Privacy Policy that signing up asks to accept (issue 16): public, in both languages. */
export default function PrivacyPage({ title }: PageProps) {
  return (
    <LegalDocumentView
      title={title}
      documents={{ en: privacyEn, ar: privacyAr }}
      related={{ href: paths.terms.getHref(), label: <Trans>Read the Terms of Use</Trans> }}
    />
  )
}
