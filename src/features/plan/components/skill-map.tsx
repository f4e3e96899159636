import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { css, cva } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import { Button } from '~/ui/button'
import { masteryQuery, type MasteryMap, type MasterySubject, type Subject } from '../api/learning'
import { levelName, masteryLevels } from '../mastery-levels'
import { LevelMarker } from './level-marker'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const subjectTitle = css({ textStyle: 'md', fontWeight: 'semibold' })
const domainTitle = css({ textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium', mb: '1.5' })
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0' })
// A chip's tint repeats its marker's colour; the text stays the page's own (AA on every tint).
const chip = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    minWidth: '0',
    maxWidth: 'full',
    px: '2',
    py: '1',
    borderWidth: '1px',
    borderRadius: 'l2',
    textStyle: 'sm',
    lineHeight: 'tight',
    color: 'fg.default',
    printColorAdjust: 'exact',
  },
  variants: {
    level: {
      not_started: { bg: 'bg.default', borderColor: 'gray.6', borderStyle: 'dashed' },
      familiar: { bg: 'amber.2', borderColor: 'amber.6' },
      proficient: { bg: 'green.2', borderColor: 'green.6' },
      mastered: { bg: 'green.4', borderColor: 'green.8' },
    },
    // A skill of the quiz on the report: a heavier border and bold name, and said in words.
    covered: { true: { borderWidth: '2px', fontWeight: 'semibold' }, false: {} },
  },
})
const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  listStyle: 'none',
  p: '0',
  m: '0',
  textStyle: 'sm',
  color: 'fg.muted',
})
const legendItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })
const coveredSwatch = css({
  display: 'inline-block',
  w: '4',
  h: '3',
  borderWidth: '2px',
  borderColor: 'fg.muted',
  borderRadius: 'l1',
})
const srOnly = css({ srOnly: true })
const notice = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })
const placeholder = css({ h: '40', borderRadius: 'l2', bg: 'bg.muted' })

/** The four levels, each as its marker and its name; and, on a report, what the bold chips mean. */
export function SkillMapLegend({ showCovered = false }: { showCovered?: boolean }) {
  const { i18n, t } = useLingui()
  return (
    <ul className={legend} aria-label={t`Mastery levels`}>
      {masteryLevels.map((level) => (
        <li key={level} className={legendItem}>
          <LevelMarker level={level} />
          {i18n._(levelName[level])}
        </li>
      ))}
      {showCovered ? (
        <li className={legendItem}>
          <span className={coveredSwatch} aria-hidden />
          <Trans>Bold: in this quiz</Trans>
        </li>
      ) : null}
    </ul>
  )
}

function SubjectMap({ subject, covered }: { subject: MasterySubject; covered?: ReadonlySet<string> }) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 className={subjectTitle}>{subject.name}</h3>
      {subject.domains.map((domain, index) => (
        <div key={domain.id}>
          <p id={`${id}-${index}`} className={domainTitle}>
            {domain.name}
          </p>
          <ul className={chips} aria-labelledby={`${id}-${index}`}>
            {domain.skills.map((skill) => {
              const inQuiz = covered?.has(skill.id) ?? false
              return (
                <li key={skill.id} className={chip({ level: skill.level, covered: inQuiz })}>
                  <LevelMarker level={skill.level} />
                  <span>
                    {skill.name}
                    {/* The level in words for a screen reader: the marker and the tint are pictures. */}
                    <span className={srOnly}>
                      {': '}
                      {i18n._(levelName[skill.level])}
                      {inQuiz ? (
                        <>
                          {', '}
                          <Trans>in this quiz</Trans>
                        </>
                      ) : null}
                    </span>
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}

export interface SkillMapProps {
  mastery: MasteryMap
  /** Only this subject's map (a report's). @default every subject */
  subject?: Subject
  /** Skills to mark as the quiz's own (a report's). @default none */
  covered?: ReadonlySet<string>
}

/** Every skill of each subject, per domain, as a chip marked and tinted by its mastery level, under a legend. */
export function SkillMap({ mastery, subject, covered }: SkillMapProps) {
  const subjects = mastery.subjects.filter((entry) => subject === undefined || entry.id === subject)
  return (
    <div className={stack}>
      <SkillMapLegend showCovered={covered !== undefined && covered.size > 0} />
      {subjects.map((entry) => (
        <SubjectMap key={entry.id} subject={entry} covered={covered} />
      ))}
    </div>
  )
}

/** The skill map as read from `GET /mastery`: a placeholder while it loads, a way to try again if it fails. */
export function SkillMapPanel({ subject, covered }: Omit<SkillMapProps, 'mastery'>) {
  const { locale } = useLocale()
  const mastery = useQuery(masteryQuery(locale))
  if (mastery.data) return <SkillMap mastery={mastery.data} subject={subject} covered={covered} />
  if (mastery.isError)
    return (
      <div role="alert" className={notice}>
        <p>
          <Trans>Your skill map could not be loaded.</Trans>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void mastery.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  return <div className={placeholder} aria-hidden />
}
