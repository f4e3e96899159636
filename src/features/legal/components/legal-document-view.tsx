import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { useLocale } from '~/i18n/locale-context'
import type { Locale } from '~/i18n/locale'
import { formatDate } from '~/lib/format'
import { PageHeader } from '~/ui/page-header'
import type { LegalDocument } from '../documents/document'

const article = css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '3xl', lineHeight: '1.7' })
const contents = css({
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
  '& ol': { display: 'flex', flexDirection: 'column', gap: '1', ps: '5', listStyleType: 'decimal' },
})
const sectionTitle = css({ textStyle: 'lg', fontWeight: 'semibold', mb: '2' })
const link = css({ color: 'green.11', textDecoration: 'underline' })

export interface LegalDocumentViewProps {
  title: string
  /** The document in each language: the page shows the one of the interface. */
  documents: Record<Locale, LegalDocument>
  /** The other legal document, linked at the end. */
  related: { href: string; label: ReactNode }
}

/**
 * A legal document (the Terms of Use, the Privacy Policy: issue 16): its title and date, a table of
 * contents whose links go to each section, the sections, and the way to the other document.
 */
export function LegalDocumentView({ title, documents, related }: LegalDocumentViewProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const document = documents[locale]
  return (
    <article className={article}>
      <PageHeader
        title={title}
        description={
          <Trans>
            Last updated <time dateTime={document.updated}>{formatDate(document.updated, locale)}</time>
          </Trans>
        }
      />
      <nav aria-label={t`Contents`} className={contents}>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={link}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className={css({ scrollMarginTop: '20' })}>
          <h2 id={section.id} className={sectionTitle}>
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={css({ mb: '3' })}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p>
        <Link href={related.href} className={link}>
          {related.label}
        </Link>
      </p>
    </article>
  )
}
