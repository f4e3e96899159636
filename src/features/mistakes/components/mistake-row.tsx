import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import type { Catalog } from '~/features/catalog'
import { plainMathText, QUESTION_LANG } from '~/features/quiz'
import { useLocale } from '~/i18n/locale-context'
import { Badge, type BadgeTone } from '~/ui/badge'
import { IconButton } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { Icon } from '~/ui/icon'
import type { MasteryLevel, Mistake } from '../api/mistakes'
import { daysUntil } from '../mistake-filters'
import { masteryName, outcomeName } from '../mistake-labels'
import { MistakeQuestion } from './mistake-question'

const outcomeTone: Record<Mistake['outcome'], BadgeTone> = { wrong: 'bad', skipped: 'fair', unanswered: 'neutral' }
const masteryTone: Record<MasteryLevel, BadgeTone> = {
  not_started: 'neutral',
  familiar: 'fair',
  proficient: 'good',
  mastered: 'good',
}

const row = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
  _hover: { borderColor: 'border.emphasized', bg: 'bg.subtle' },
  '&:has(button:focus-visible)': { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
})
// The excerpt's button covers the whole card: the row opens where it is clicked.
const opener = css({
  textAlign: 'start',
  fontWeight: 'semibold',
  color: 'fg.default',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  _focusVisible: { outline: 'none' },
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' },
})
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })
const meta = css({ color: 'fg.muted', textStyle: 'sm', overflowWrap: 'anywhere' })
const dialogContent = css({ maxW: '2xl', maxH: '90dvh', overflowY: 'auto' })

/** When the question comes back: due now, or in how many days. */
function DueStatus({ review, now }: { review: Mistake['review']; now: number }) {
  if (review.due_now)
    return (
      <Badge tone="good">
        <Trans>Due now</Trans>
      </Badge>
    )
  const days = daysUntil(review.due_at, now)
  return (
    <Badge>
      <Plural value={days} one="Next review in # day" other="Next review in # days" />
    </Badge>
  )
}

/** One missed question in the log; it opens the question, the answers and the explanation in a dialog. */
export function MistakeRow({ mistake, catalog, now }: { mistake: Mistake; catalog: Catalog; now: number }) {
  const { i18n, t } = useLingui()
  const { locale } = useLocale()
  const difficulty = catalog.difficulties.find((entry) => entry.id === mistake.difficulty)?.name ?? mistake.difficulty
  const missed = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(mistake.missed_at))
  const mastery = i18n._(masteryName[mistake.mastery])
  const excerpt = plainMathText(mistake.excerpt)
  return (
    <Dialog.Root>
      <article className={row}>
        <Dialog.Trigger className={opener}>
          {/* The exam's English, isolated so Arabic pages keep its order. */}
          <bdi lang={QUESTION_LANG} dir="ltr">
            {excerpt}
          </bdi>
        </Dialog.Trigger>
        <div className={badges}>
          <Badge tone={outcomeTone[mistake.outcome]}>{i18n._(outcomeName[mistake.outcome])}</Badge>
          <DueStatus review={mistake.review} now={now} />
          <Badge tone={masteryTone[mistake.mastery]}>
            <Trans>Skill: {mastery}</Trans>
          </Badge>
        </div>
        <p className={meta}>
          {mistake.skill.name} · {difficulty} ·{' '}
          <Trans>
            Missed <bdi>{missed}</bdi>
          </Trans>
        </p>
      </article>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={dialogContent}>
          <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '3' })}>
            <div className={css({ flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column', gap: '1' })}>
              <Dialog.Title className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
                {mistake.skill.name}
              </Dialog.Title>
              <Dialog.Description className={meta}>
                {mistake.domain.name} · {difficulty} · {i18n._(outcomeName[mistake.outcome])} ·{' '}
                <Trans>
                  Missed <bdi>{missed}</bdi>
                </Trans>
              </Dialog.Description>
            </div>
            <Dialog.CloseTrigger asChild>
              <IconButton aria-label={t`Close`} variant="ghost" size="sm">
                <Icon name="close" />
              </IconButton>
            </Dialog.CloseTrigger>
          </div>
          <MistakeQuestion questionId={mistake.question_id} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
