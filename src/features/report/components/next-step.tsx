import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Link } from 'wouter'
import { paths } from '~/lib/paths'
import { Button } from '~/ui/button'
import type { Report, SkillResult } from '../api/report'

/**
 * The skill to practise next: of the skills with a missed question, the rated one with the lowest
 * score (then the most missed), or, when none has enough answers to be rated, the one with the most
 * missed questions. None when every answer was right.
 */
export function weakestSkill(skills: readonly SkillResult[]): SkillResult | null {
  const missed = skills.filter((skill) => skill.correct < skill.total)
  const rated = missed.filter((skill) => skill.band !== 'not_enough_answers')
  const pool = rated.length > 0 ? rated : missed
  const misses = (skill: SkillResult) => skill.total - skill.correct
  return [...pool].sort((a, b) => a.percentage - b.percentage || misses(b) - misses(a))[0] ?? null
}

const line = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderRadius: 'l3',
  bg: 'green.2',
  borderWidth: '1px',
  borderColor: 'green.6',
})

/**
 * Under the report's headline (issue 16): the next step, named. The weakest skill and a practice of
 * it alone, or, when every answer was right, a new practice of the subject.
 */
export function NextStep({ report }: { report: Report }) {
  const { t } = useLingui()
  if (!report.system) return null
  const skill = weakestSkill(report.skills)
  const search = new URLSearchParams({ system: report.system, subject: report.subject })
  if (skill) search.set('skill', skill.id)
  const href = `${paths.practice.getHref()}?${search}`
  return (
    <section aria-label={t`Next step`} className={line}>
      <p className={css({ flex: '1', minWidth: '60' })}>
        {skill ? (
          <Trans>
            Your next step: <strong>{skill.name}</strong>, the skill where this test found the most to gain.
          </Trans>
        ) : (
          <Trans>Every answer was right. Keep going with a new practice.</Trans>
        )}
      </p>
      <Button asChild>
        <Link href={href}>{skill ? <Trans>Practise this skill</Trans> : <Trans>Start a practice</Trans>}</Link>
      </Button>
    </section>
  )
}
