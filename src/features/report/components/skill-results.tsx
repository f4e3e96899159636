import { Trans, useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import type { Report, SkillResult } from '../api/report'
import { formatNumber, formatPercent } from '../report-format'
import { bandName } from '../report-labels'
import { numberCell, ScrollingTable, tableCell, tableHeadCell } from './domain-results'
import { badge, MiniBar, ReportSection, type Tone } from './report-section'

const bandTone: Record<SkillResult['band'], Tone> = { strong: 'good', moderate: 'fair', weak: 'bad' }

/** Every skill the quiz touched, marked strong, moderate or weak (spec §2, "skills results"). */
export function SkillResults({ report }: { report: Report }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const strong = formatPercent(75, locale)
  const moderate = formatPercent(50, locale)
  const domainNames = new Map(report.domains.map((domain) => [domain.id, domain.name]))
  return (
    <ReportSection
      id="report-skills"
      title={<Trans>Skills</Trans>}
      description={
        <Trans>
          Strong from <bdi>{strong}</bdi> of a skill's questions right, moderate from <bdi>{moderate}</bdi>, weak below
          that.
        </Trans>
      }
    >
      <ScrollingTable label={t`Table of skills`}>
        <thead>
          <tr>
            <th scope="col" className={tableHeadCell}>
              <Trans>Skill</Trans>
            </th>
            <th scope="col" className={tableHeadCell}>
              <Trans>Domain</Trans>
            </th>
            <th scope="col" className={tableHeadCell}>
              <Trans>Correct</Trans>
            </th>
            <th scope="col" className={tableHeadCell}>
              <Trans>Score</Trans>
            </th>
            <th scope="col" className={tableHeadCell}>
              <Trans>Level</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {report.skills.map((skill) => (
            <SkillRow key={skill.id} skill={skill} domain={domainNames.get(skill.domain_id) ?? ''} />
          ))}
        </tbody>
      </ScrollingTable>
    </ReportSection>
  )
}

function SkillRow({ skill, domain }: { skill: SkillResult; domain: string }) {
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const correct = formatNumber(skill.correct, locale)
  const total = formatNumber(skill.total, locale)
  return (
    <tr>
      <th scope="row" className={cx(tableCell, css({ fontWeight: 'medium' }))}>
        {skill.name}
      </th>
      <td className={tableCell}>{domain}</td>
      <td className={numberCell}>
        <Trans>
          <bdi>{correct}</bdi> of <bdi>{total}</bdi>
        </Trans>
      </td>
      <td className={numberCell}>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <bdi className={css({ minWidth: '10' })}>{formatPercent(skill.percentage, locale)}</bdi>
          <MiniBar percentage={skill.percentage} />
        </span>
      </td>
      <td className={tableCell}>
        <span className={badge({ tone: bandTone[skill.band] })}>{i18n._(bandName[skill.band])}</span>
      </td>
    </tr>
  )
}
