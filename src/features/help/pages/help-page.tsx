import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useSearchParams } from 'wouter'
import type { PageProps } from '~/lib/page-props'
import { PageHeader } from '~/ui/page-header'
import { ContactForm } from '../components/contact-form'
import { HelpArticles } from '../components/help-articles'

const page = css({ display: 'flex', flexDirection: 'column', gap: '8', maxWidth: '3xl' })
const sectionTitle = css({ textStyle: 'lg', fontWeight: 'semibold' })
const sectionDescription = css({ color: 'fg.muted', mt: '1' })

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: ReactNode
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={css({ scrollMarginTop: '20' })}>
      <header className={css({ mb: '4' })}>
        <h2 id={`${id}-title`} className={sectionTitle}>
          {title}
        </h2>
        {description && <p className={sectionDescription}>{description}</p>}
      </header>
      {children}
    </section>
  )
}

/**
 * `/help`, the help centre (spec §1–2, "Help center and contact us"), unless the server sends
 * `/help` to a help centre elsewhere (`HELP_CENTER_URL`: its route rule wins before this page
 * loads). The articles are searchable (`?q=`) and each has its own link (`?article=<slug>`); both
 * live in the address, replaced rather than pushed, so Back leaves the page. Open without a
 * subscription (DESIGN §3).
 */
export default function HelpPage({ title }: PageProps) {
  const { t } = useLingui()
  const [params, setParams] = useSearchParams()
  const query = params.get('q') ?? ''
  const openSlug = params.get('article')

  const setParam = (name: 'q' | 'article', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: true },
    )

  return (
    <div className={page}>
      <PageHeader title={title} description={t`Answers to common questions, and a way to reach us.`} />
      <Section id="help-articles" title={<Trans>Articles</Trans>}>
        <HelpArticles
          query={query}
          onQueryChange={(next) => setParam('q', next)}
          openSlug={openSlug}
          onOpenSlugChange={(slug) => setParam('article', slug)}
        />
      </Section>
      <Section
        id="contact-us"
        title={<Trans>Contact us</Trans>}
        description={<Trans>A complaint, a suggestion or a word about the academy: tell us here.</Trans>}
      >
        <ContactForm />
      </Section>
    </div>
  )
}
