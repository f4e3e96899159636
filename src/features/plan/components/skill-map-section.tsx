import { Trans } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Card } from '~/ui/card'
import { cardTitle, lead } from './card-styles'
import { SkillMapPanel } from './skill-map'

/** Home's skill map (issue 19): every skill of both subjects by mastery level. */
export function SkillMapSection() {
  return (
    <Card aria-labelledby="home-skill-map">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id="home-skill-map" className={cardTitle}>
          <Trans>Your skill map</Trans>
        </h2>
        <p className={lead}>
          <Trans>Each skill by how well you know it, from your latest answers to its questions.</Trans>
        </p>
      </div>
      <SkillMapPanel />
    </Card>
  )
}
