import { Trans } from '@lingui/react/macro'
import { paths } from '~/lib/paths'
import type { PageProps } from '~/lib/page-props'
import { LegalDocumentView } from '../components/legal-document-view'
import { termsAr } from '../documents/terms.ar'
import { termsEn } from '../documents/terms.en'

/** `/terms`, the Terms of Use that signing up asks to accept (issue 16): public, in both languages. */
export default function TermsPage({ title }: PageProps) {
  return (
    <LegalDocumentView
      title={title}
      documents={{ en: termsEn, ar: termsAr }}
      related={{ href: paths.privacy.getHref(), label: <Trans>Read the Privacy Policy</Trans> }}
    />
  )
}
