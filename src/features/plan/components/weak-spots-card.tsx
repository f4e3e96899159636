import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { Card } from '~/ui/card'
import { Link, useLocation } from 'wouter'
import { toastApiError } from '~/api/notify'
import { catalogQuery, pickSubject } from '~/features/catalog'
import { subjectName } from '~/features/history'
import { useLocale } from '~/i18n/locale-context'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import { Icon } from '~/ui/icon'
import { weakSpotsQuery, type Subject, type WeakSpot, type WeakSpots } from '../api/learning'
import { createWeakSpotsPracticeMutation, isEvaluationRequired } from '../api/weak-spots-practice'
import { levelName } from '../mastery-levels'
import { cardTitle, lead, refusal, refusalLink } from './card-styles'
import { LevelMarker } from './level-marker'

const SUBJECTS: readonly Subject[] = ['math', 'reading_writing']

const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
})
const block = css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: '0' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })
const item = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  p: '2',
  borderRadius: 'l2',
  bg: 'bg.subtle',
})
const skillName = css({ fontWeight: 'medium', overflowWrap: 'anywhere' })
const detail = css({ textStyle: 'sm', color: 'fg.muted' })
const placeholder = css({ h: '48', borderRadius: 'l2', bg: 'bg.muted' })
const markerBox = css({ pt: '0.5' })

/** Why the skill was chosen, as the contract's `reason` says it. */
const reasonText: Record<WeakSpot['reason'], MessageDescriptor> = {
  weak: msg`Weak: below proficient`,
  not_started: msg`Not started yet`,
  high_weight: msg`Carries weight on the test`,
}

function WeakSpotItem({ spot }: { spot: WeakSpot }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const weight = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    spot.test_weight / 100,
  )
  const level = i18n._(levelName[spot.level])
  return (
    <li className={item}>
      <span className={markerBox}>
        <LevelMarker level={spot.level} />
      </span>
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' })}>
        <span className={skillName}>{spot.skill.name}</span>
        <span className={detail}>
          {i18n._(reasonText[spot.reason])}
          {' · '}
          <Trans>
            <bdi>{weight}</bdi> of the section&apos;s questions
          </Trans>
          {' · '}
          {level}
        </span>
      </span>
    </li>
  )
}

function DifficultyMix({ mix }: { mix: WeakSpots['difficulty_mix'] }) {
  const { locale } = useLocale()
  const number = new Intl.NumberFormat(locale)
  const easy = number.format(mix.easy)
  const medium = number.format(mix.medium)
  const hard = number.format(mix.hard)
  return (
    <p className={detail}>
      <Trans>
        Ten questions: <bdi>{easy}</bdi> easy, <bdi>{medium}</bdi> medium, <bdi>{hard}</bdi> hard.
      </Trans>
    </p>
  )
}

/** One subject's weak spots and the button that starts a practice on them. */
function SubjectWeakSpots({ subject }: { subject: Subject }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const titleId = useId()
  const spots = useQuery(weakSpotsQuery(subject, locale))
  const [refused, setRefused] = useState<string | null>(null)
  const start = useMutation({
    ...createWeakSpotsPracticeMutation(),
    onMutate: () => setRefused(null),
    onSuccess: (quiz) => navigate(paths.practiceQuiz.getHref(quiz.id)),
    onError: (error) => (isEvaluationRequired(error) ? setRefused(error.message) : toastApiError(error)),
  })
  const name = i18n._(subjectName[subject])
  const evaluateHref = `${paths.evaluate.getHref()}?${new URLSearchParams({ subject })}`

  // The system as the practice page picks it: the catalog's first that offers the subject.
  const practise = async () => {
    try {
      const catalog = await queryClient.fetchQuery(catalogQuery(locale))
      const choice = pickSubject(catalog, { subject })
      if (choice) start.mutate({ system: choice.system, subject: choice.subject })
    } catch (error) {
      toastApiError(error)
    }
  }

  let body
  if (spots.isError)
    body = (
      <div role="alert" className={cx(block, css({ alignItems: 'flex-start' }))}>
        <p>
          <Trans>Your weak spots could not be loaded.</Trans>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void spots.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  else if (!spots.data) body = <div className={placeholder} aria-hidden />
  else if (spots.data.evaluation_required || refused !== null)
    body = (
      <div className={refusal}>
        <p>{refused ?? <Trans>Take the {name} evaluation first: your weak spots come from its answers.</Trans>}</p>
        <Link href={evaluateHref} className={refusalLink}>
          <Trans>Start the {name} evaluation</Trans>
        </Link>
      </div>
    )
  else
    body = (
      <>
        <ul className={list}>
          {spots.data.skills.map((spot) => (
            <WeakSpotItem key={spot.skill.id} spot={spot} />
          ))}
        </ul>
        <DifficultyMix mix={spots.data.difficulty_mix} />
        <Button
          type="button"
          className={css({ alignSelf: 'flex-start' })}
          loading={start.isPending}
          aria-describedby={titleId}
          onClick={() => void practise()}
        >
          <Icon name="target" />
          <Trans>Practice my weak spots</Trans>
        </Button>
      </>
    )

  return (
    <div className={block} aria-busy={spots.isPending}>
      <h3 id={titleId} className={css({ fontWeight: 'semibold' })}>
        {name}
      </h3>
      {body}
    </div>
  )
}

/**
 * Home's weak spots (issue 19): per subject, the three skills a practice would drill and why each
 * was chosen, and one button that starts that practice (`POST /practices/weak-spots`). Until the
 * subject's evaluation is done it says so and leads there (spec §4).
 */
export function WeakSpotsCard() {
  return (
    <Card aria-labelledby="home-weak-spots">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id="home-weak-spots" className={cardTitle}>
          <Trans>Your weak spots</Trans>
        </h2>
        <p className={lead}>
          <Trans>A ten-question practice on the skills that cost you most points, at a level you can win.</Trans>
        </p>
      </div>
      <div className={columns}>
        {SUBJECTS.map((subject) => (
          <SubjectWeakSpots key={subject} subject={subject} />
        ))}
      </div>
    </Card>
  )
}
