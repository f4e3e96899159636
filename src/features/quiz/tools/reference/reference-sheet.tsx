import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type ComponentType } from 'react'
import { css } from 'styled-system/css'
import { MathText } from '../../components/math-text'
import { IconButton } from '~/ui/button'
import { Icon } from '~/ui/icon'
import {
  CircleFigure,
  ConeFigure,
  CylinderFigure,
  FortyFiveFigure,
  PyramidFigure,
  RectangleFigure,
  RectangularPrismFigure,
  RightTriangleFigure,
  SphereFigure,
  ThirtySixtyNinetyFigure,
  TriangleFigure,
} from './reference-figures'

interface Entry {
  key: string
  /** The card's heading; `angles` fills a special right triangle's. */
  name: MessageDescriptor | { angles: string }
  /** What a screen reader hears for the drawing. */
  label: MessageDescriptor
  Figure: ComponentType<{ label: string }>
  /** TeX, each typeset on its own line. */
  formulas: string[]
}

// The standard facts of a test-day reference sheet, in the order a learner meets them: plane
// figures, right triangles, then solids.
const ENTRIES: Entry[] = [
  {
    key: 'circle',
    name: msg`Circle`,
    label: msg`A circle with its center marked and a radius labeled r`,
    Figure: CircleFigure,
    formulas: ['A = \\pi r^2', 'C = 2\\pi r'],
  },
  {
    key: 'rectangle',
    name: msg`Rectangle`,
    label: msg`A rectangle with length l and width w`,
    Figure: RectangleFigure,
    formulas: ['A = \\ell w'],
  },
  {
    key: 'triangle',
    name: msg`Triangle`,
    label: msg`A triangle with base b and height h`,
    Figure: TriangleFigure,
    formulas: ['A = \\dfrac{1}{2}bh'],
  },
  {
    key: 'pythagorean',
    name: msg`Pythagorean theorem`,
    label: msg`A right triangle with legs a and b and hypotenuse c`,
    Figure: RightTriangleFigure,
    formulas: ['c^2 = a^2 + b^2'],
  },
  {
    key: 'thirty-sixty-ninety',
    name: { angles: '30°-60°-90°' },
    label: msg`A right triangle with angles of 30, 60 and 90 degrees: the side opposite the 30-degree angle is x, the side opposite the 60-degree angle is x times the square root of 3, and the hypotenuse is 2x`,
    Figure: ThirtySixtyNinetyFigure,
    formulas: ['x : x\\sqrt{3} : 2x'],
  },
  {
    key: 'forty-five',
    name: { angles: '45°-45°-90°' },
    label: msg`A right triangle with angles of 45, 45 and 90 degrees: both legs are s and the hypotenuse is s times the square root of 2`,
    Figure: FortyFiveFigure,
    formulas: ['s : s : s\\sqrt{2}'],
  },
  {
    key: 'rectangular-prism',
    name: msg`Rectangular prism`,
    label: msg`A rectangular prism with length l, width w and height h`,
    Figure: RectangularPrismFigure,
    formulas: ['V = \\ell wh'],
  },
  {
    key: 'cylinder',
    name: msg`Cylinder`,
    label: msg`A cylinder with base radius r and height h`,
    Figure: CylinderFigure,
    formulas: ['V = \\pi r^2 h'],
  },
  {
    key: 'sphere',
    name: msg`Sphere`,
    label: msg`A sphere with radius r`,
    Figure: SphereFigure,
    formulas: ['V = \\dfrac{4}{3}\\pi r^3'],
  },
  {
    key: 'cone',
    name: msg`Cone`,
    label: msg`A cone with base radius r and height h`,
    Figure: ConeFigure,
    formulas: ['V = \\dfrac{1}{3}\\pi r^2 h'],
  },
  {
    key: 'pyramid',
    name: msg`Pyramid`,
    label: msg`A pyramid with a rectangular base of length l and width w, and height h`,
    Figure: PyramidFigure,
    formulas: ['V = \\dfrac{1}{3}\\ell wh'],
  },
]

const inline = (tex: string) => `\\(${tex}\\)`

// The panel fills the height its place gives it and scrolls on its own, its header always in view.
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'full',
  overflowY: 'auto',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
})
const header = css({
  position: 'sticky',
  top: '0',
  zIndex: '1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  ps: '4',
  pe: '2',
  py: '2',
  bg: 'bg.default',
  borderBlockEndWidth: '1px',
  borderColor: 'border.default',
})
const heading = css({ textStyle: 'lg', fontWeight: 'semibold' })
const body = css({ display: 'flex', flexDirection: 'column', gap: '4', p: '4' })
// Columns follow the panel's own width, not the screen's: one on a phone or in a side column,
// two or three when the panel is wide (a column is never narrower than a third of the row).
const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(max(min(14rem, 100%), calc((100% - 2 * {spacing.3}) / 3)), 1fr))',
  gap: '3',
  listStyle: 'none',
})
const card = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'l2',
  textAlign: 'center',
})
const cardTitle = css({ textStyle: 'sm', fontWeight: 'semibold' })
const formula = css({ textStyle: 'md' })
const facts = css({ display: 'flex', flexDirection: 'column', gap: '2', ps: '5', listStyleType: 'disc' })
const factsTitle = css({ textStyle: 'sm', fontWeight: 'semibold' })

function CardTitle({ name }: { name: Entry['name'] }) {
  const { t } = useLingui()
  if (!('angles' in name)) return <h3 className={cardTitle}>{t(name)}</h3>
  const { angles } = name
  return (
    <h3 className={cardTitle}>
      <Trans>
        Special right triangle <bdi dir="ltr">{angles}</bdi>
      </Trans>
    </h3>
  )
}

function Formula({ tex }: { tex: string }) {
  return <MathText as="p" text={inline(tex)} className={formula} />
}

export interface ReferenceSheetProps {
  /** Called by the close button; the caller hides the panel and puts focus back on what opened it. */
  onClose: () => void
}

/**
 * The Math reference sheet of the full-length test: the standard area, volume and triangle facts,
 * each with a drawing and its formulas typeset by KaTeX. A panel beside the question, not a modal:
 * the learner keeps the question in view and in reach.
 */
export default function ReferenceSheet({ onClose }: ReferenceSheetProps) {
  const { t } = useLingui()
  const headingId = useId()
  return (
    // The panel scrolls on its own when its place is short: a scrolling region must be reachable
    // from the keyboard (WCAG 2.1.1), hence the tab stop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <section aria-labelledby={headingId} tabIndex={0} className={panel}>
      <header className={header}>
        <h2 id={headingId} className={heading}>
          {/* "Reference" alone is already a payment's reference number. */}
          <Trans context="math reference sheet">Reference</Trans>
        </h2>
        <IconButton aria-label={t`Close reference sheet`} variant="ghost" size="sm" onClick={onClose}>
          <Icon name="close" />
        </IconButton>
      </header>
      <div className={body}>
        <ul className={grid}>
          {ENTRIES.map(({ key, name, label, Figure, formulas }) => (
            <li key={key} className={card}>
              <CardTitle name={name} />
              <Figure label={t(label)} />
              {formulas.map((tex) => (
                <Formula key={tex} tex={tex} />
              ))}
            </li>
          ))}
        </ul>
        <h3 className={factsTitle}>
          <Trans>Angles and arcs</Trans>
        </h3>
        <ul className={facts}>
          <li>
            <Trans>
              The number of degrees of arc in a circle is <MathText text={inline('360')} />.
            </Trans>
          </li>
          <li>
            <Trans>
              The number of radians of arc in a circle is <MathText text={inline('2\\pi')} />.
            </Trans>
          </li>
          <li>
            <Trans>
              The sum of the measures in degrees of the angles of a triangle is <MathText text={inline('180')} />.
            </Trans>
          </li>
        </ul>
      </div>
    </section>
  )
}
