import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { css } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import { Accordion } from '~/ui/accordion'
import { Button } from '~/ui/button'
import { TextField } from '~/ui/text-field'
import { findHelpArticle, helpArticles, type HelpArticle } from '../content/articles'
import { searchHelpArticles } from '../content/search'

const searchRow = css({ display: 'flex', alignItems: 'flex-end', gap: '2', '& > :first-child': { flex: '1' } })
const resultLine = css({ color: 'fg.muted', textStyle: 'sm', minHeight: '5' })
const noMatch = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'l3',
})
const triggerText = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' })
const articleTitle = css({ fontWeight: 'semibold', textStyle: 'md' })
const articleSummary = css({ color: 'fg.muted', textStyle: 'sm', fontWeight: 'normal' })
const articleBody = css({ display: 'flex', flexDirection: 'column', gap: '3', maxWidth: '65ch', pt: '2' })
const stepsTitle = css({ fontWeight: 'semibold', textStyle: 'sm', mt: '1' })
const stepsList = css({ listStyleType: 'decimal', ps: '6', display: 'flex', flexDirection: 'column', gap: '1.5' })

export interface HelpArticlesProps {
  /** The search text (`?q=`). */
  query: string
  onQueryChange: (query: string) => void
  /** The open article's slug (`?article=`), or null. */
  openSlug: string | null
  onOpenSlugChange: (slug: string | null) => void
}

/** One article: its title and summary in the trigger, its paragraphs and steps in the panel. */
function ArticleItem({ article }: { article: HelpArticle }) {
  const { locale } = useLocale()
  const { title, summary, body, steps } = article[locale]
  const summaryId = useId()
  return (
    // Not `id`: Ark's item reads that as its state machine's id, not the element's.
    <Accordion.Item value={article.slug} data-help-article={article.slug}>
      <Accordion.ItemHeading>
        {/* The summary is read as the button's description, so the name (and the heading) is the title alone. */}
        <Accordion.ItemTrigger aria-describedby={summaryId}>
          <span className={triggerText}>
            <span className={articleTitle}>{title}</span>
            <span id={summaryId} aria-hidden className={articleSummary}>
              {summary}
            </span>
          </span>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
      </Accordion.ItemHeading>
      <Accordion.ItemContent>
        <div className={articleBody}>
          {body.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {steps && steps.length > 0 && (
            <>
              <h4 className={stepsTitle}>
                <Trans>Step by step</Trans>
              </h4>
              <ol className={stepsList}>
                {steps.map((step, index) => (
                  <li key={index}>{step}</li>
                ))}
              </ol>
            </>
          )}
        </div>
      </Accordion.ItemContent>
    </Accordion.Item>
  )
}

/**
 * The help centre's articles in the interface language: a search box that filters as the learner
 * types (title, summary, body and steps; case, accents and Arabic diacritics ignored), the number
 * of matches (announced), and the articles as an accordion, one open at a time.
 */
export function HelpArticles({ query, onQueryChange, openSlug, onOpenSlugChange }: HelpArticlesProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const searchRef = useRef<HTMLInputElement>(null)
  const matches = searchHelpArticles(helpArticles, query, locale)
  const count = matches.length
  const searching = query.trim() !== ''

  // A link to an article (`/help?article=…`) scrolls to it once, when the page opens.
  const linked = useRef(findHelpArticle(openSlug)?.slug ?? null)
  useEffect(() => {
    if (!linked.current) return
    document.querySelector(`[data-help-article="${linked.current}"]`)?.scrollIntoView({ block: 'start' })
    linked.current = null
  }, [])

  const clear = () => {
    onQueryChange('')
    searchRef.current?.focus()
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={searchRow} role="search">
        <TextField
          ref={searchRef}
          type="search"
          name="q"
          label={t`Search the help center`}
          placeholder={t`For example: timer, points, trial`}
          autoComplete="off"
          enterKeyHint="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.preventDefault()
              onQueryChange('')
            }
          }}
        />
        {searching && (
          <Button type="button" variant="outline" onClick={clear}>
            <Trans>Clear</Trans>
          </Button>
        )}
      </div>
      <p role="status" className={resultLine}>
        {count === 0 ? (
          <Trans>
            No article matches “<bdi>{query}</bdi>”.
          </Trans>
        ) : (
          <Plural value={count} one="# article" other="# articles" />
        )}
      </p>
      {count === 0 ? (
        <div className={noMatch}>
          <p>
            <Trans>Try other words, or write to us with the form below.</Trans>
          </p>
          <Button type="button" variant="outline" onClick={clear}>
            <Trans>Show all articles</Trans>
          </Button>
        </div>
      ) : (
        <Accordion.Root
          collapsible
          value={openSlug ? [openSlug] : []}
          onValueChange={({ value }) => onOpenSlugChange(value[0] ?? null)}
        >
          {matches.map((article) => (
            <ArticleItem key={article.slug} article={article} />
          ))}
        </Accordion.Root>
      )}
    </div>
  )
}
