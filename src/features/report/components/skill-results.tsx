import { Trans, useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { useLocale } from '~/i18n/locale-context'
import { Table } from '~/ui/table'
import type { Report, SkillResult } from '../api/report'
import { formatNumber, formatPercent } from '../report-format'
import { bandName } from '../report-labels'
import { badge, MiniBar, ReportSection, type Tone } from './report-section'

const bandTone: Record<SkillResult['band'], Tone> = {
  strong: 'good',
  moderate: 'fair',
  weak: 'bad',
  not_enough_answers: 'neutral',
}

/** Every skill the quiz touched, marked strong, moderate or weak (spec §2, "skills results"). */
export function SkillResults({ report }: { report: Pick<Report, 'domains' | 'skills'> }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const strong = formatPercent(75, locale)
  const moderate = formatPercent(50, locale)
  const minimum = formatNumber(3, locale)
  const domainNames = new Map(report.domains.map((domain) => [domain.id, domain.name]))
  return (
    <ReportSection
      id="report-skills"
      title={<Trans>Skills</Trans>}
      description={
        <Trans>
          Strong from <bdi>{strong}</bdi> of a skill's questions right, moderate from <bdi>{moderate}</bdi>, weak below
          that; a skill with fewer than <bdi>{minimum}</bdi> answered questions is not rated.
        </Trans>
      }
    >
      <Table.ScrollArea aria-label={t`Table of skills`} stack>
        <Table.Root size="sm">
          <Table.Head>
            <Table.Row>
              <Table.Header>
                <Trans>Skill</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Domain</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Correct</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Score</Trans>
              </Table.Header>
              <Table.Header>
                <Trans>Level</Trans>
              </Table.Header>
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {report.skills.map((skill) => (
              <SkillRow key={skill.id} skill={skill} domain={domainNames.get(skill.domain_id) ?? ''} />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </ReportSection>
  )
}

function SkillRow({ skill, domain }: { skill: SkillResult; domain: string }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const correct = formatNumber(skill.correct, locale)
  const total = formatNumber(skill.total, locale)
  return (
    <Table.Row>
      <Table.RowHeader className={css({ fontWeight: 'medium' })}>{skill.name}</Table.RowHeader>
      <Table.Cell label={t`Domain`}>{domain}</Table.Cell>
      <Table.Cell numeric label={t`Correct`}>
        <Trans>
          <bdi>{correct}</bdi> of <bdi>{total}</bdi>
        </Trans>
      </Table.Cell>
      <Table.Cell numeric label={t`Score`}>
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <bdi className={css({ minWidth: '10' })}>{formatPercent(skill.percentage, locale)}</bdi>
          <MiniBar percentage={skill.percentage} />
        </span>
      </Table.Cell>
      <Table.Cell label={t`Level`}>
        <span className={badge({ tone: bandTone[skill.band] })}>{i18n._(bandName[skill.band])}</span>
      </Table.Cell>
    </Table.Row>
  )
}
