import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

// Every figure is drawn on the same 200 × 150 grid, so the cards line up and the letters share one size.
const VIEW_BOX = '0 0 200 150'
// KaTeX's own faces once its stylesheet has loaded with the first formula, so the letters match
// the typeset formulas; a serif until then.
const ITALIC_SERIF = "KaTeX_Math, 'Times New Roman', serif"
const UPRIGHT_SERIF = "KaTeX_Main, 'Times New Roman', serif"

const figure = css({
  display: 'block',
  width: 'full',
  maxWidth: '13rem',
  height: 'auto',
  mx: 'auto',
  color: 'fg.default',
})

/**
 * One drawing: an image named in the page's language. Its letters are drawn, not read: a screen
 * reader hears the label. `direction="ltr"` keeps each letter's anchor where it is drawn on an
 * Arabic page (SVG reads `start` and `end` from the direction it inherits).
 */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg
      viewBox={VIEW_BOX}
      role="img"
      aria-label={label}
      direction="ltr"
      className={figure}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {children}
    </svg>
  )
}

/** A variable's letter, in the italic serif of the typeset formulas. */
function Letter({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <text
      x={x}
      y={y}
      fill="currentColor"
      stroke="none"
      fontFamily={ITALIC_SERIF}
      fontStyle="italic"
      fontSize={18}
      textAnchor="middle"
      dominantBaseline="central"
    >
      {children}
    </text>
  )
}

/** An angle's measure, upright and smaller than a letter. */
function Degrees({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <text
      x={x}
      y={y}
      fill="currentColor"
      stroke="none"
      fontFamily={UPRIGHT_SERIF}
      fontSize={13}
      textAnchor="middle"
      dominantBaseline="central"
    >
      {children}
    </text>
  )
}

/** A side such as `2x` or `x√3`: the variable in italic, the numbers upright, as KaTeX sets them. */
function Term({
  x,
  y,
  factor,
  letter,
  root,
}: {
  x: number
  y: number
  factor?: number
  letter: string
  root?: number
}) {
  return (
    <text
      x={x}
      y={y}
      fill="currentColor"
      stroke="none"
      fontFamily={UPRIGHT_SERIF}
      fontSize={18}
      textAnchor="middle"
      dominantBaseline="central"
    >
      {factor}
      <tspan fontFamily={ITALIC_SERIF} fontStyle="italic">
        {letter}
      </tspan>
      {root !== undefined && `√${root}`}
    </text>
  )
}

const Dot = ({ x, y }: { x: number; y: number }) => <circle cx={x} cy={y} r={2.5} fill="currentColor" stroke="none" />
/** A hidden edge, or a measure drawn inside a solid. */
const DASH = '5 4'
/** The small square that marks a right angle. */
const RightAngle = ({ d }: { d: string }) => <path d={d} strokeWidth={1.5} />

export function CircleFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <circle cx={100} cy={75} r={58} />
      <Dot x={100} y={75} />
      <line x1={100} y1={75} x2={158} y2={75} />
      <Letter x={129} y={64}>
        r
      </Letter>
    </Figure>
  )
}

export function RectangleFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <rect x={30} y={35} width={140} height={80} />
      <Letter x={100} y={132}>
        ℓ
      </Letter>
      <Letter x={184} y={75}>
        w
      </Letter>
    </Figure>
  )
}

export function TriangleFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <path d="M20 115 H180 L130 28 Z" />
      <line x1={130} y1={28} x2={130} y2={115} strokeDasharray={DASH} strokeWidth={1.5} />
      <RightAngle d="M120 115 V105 H130" />
      <Letter x={100} y={133}>
        b
      </Letter>
      <Letter x={120} y={70}>
        h
      </Letter>
    </Figure>
  )
}

export function RightTriangleFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <path d="M40 115 H170 L40 30 Z" />
      <RightAngle d="M40 103 H52 V115" />
      <Letter x={26} y={72}>
        a
      </Letter>
      <Letter x={105} y={133}>
        b
      </Letter>
      <Letter x={113} y={60}>
        c
      </Letter>
    </Figure>
  )
}

/** Legs x (opposite 30°) and x√3 (opposite 60°), hypotenuse 2x: 140 ≈ 80.8 × √3. */
export function ThirtySixtyNinetyFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <path d="M30 115 H170 L30 34 Z" />
      <RightAngle d="M30 103 H42 V115" />
      <path d="M146 115 A24 24 0 0 1 149.2 103" strokeWidth={1.5} />
      <path d="M47.3 44 A20 20 0 0 1 30 54" strokeWidth={1.5} />
      <Degrees x={131} y={106}>
        30°
      </Degrees>
      <Degrees x={47} y={64}>
        60°
      </Degrees>
      <Letter x={16} y={75}>
        x
      </Letter>
      <Term x={100} y={134} letter="x" root={3} />
      <Term x={108} y={62} factor={2} letter="x" />
    </Figure>
  )
}

export function FortyFiveFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <path d="M50 120 H150 L50 20 Z" />
      <RightAngle d="M50 108 H62 V120" />
      <path d="M128 120 A22 22 0 0 1 134.4 104.4" strokeWidth={1.5} />
      <path d="M65.6 35.6 A22 22 0 0 1 50 42" strokeWidth={1.5} />
      <Degrees x={116} y={108}>
        45°
      </Degrees>
      <Degrees x={64} y={56}>
        45°
      </Degrees>
      <Letter x={36} y={70}>
        s
      </Letter>
      <Letter x={100} y={137}>
        s
      </Letter>
      <Term x={118} y={58} letter="s" root={2} />
    </Figure>
  )
}

export function RectangularPrismFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <rect x={30} y={50} width={110} height={75} />
      <path d="M30 50 L65 20 H175 L140 50 M175 20 V95 L140 125" />
      <path d="M65 20 V95 H175 M65 95 L30 125" strokeDasharray={DASH} strokeWidth={1.5} />
      <Letter x={85} y={140}>
        ℓ
      </Letter>
      <Letter x={169} y={119}>
        w
      </Letter>
      <Letter x={17} y={88}>
        h
      </Letter>
    </Figure>
  )
}

export function CylinderFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <ellipse cx={100} cy={30} rx={55} ry={18} />
      <path d="M45 30 V115 A55 18 0 0 0 155 115 V30" />
      <path d="M45 115 A55 18 0 0 1 155 115" strokeDasharray={DASH} strokeWidth={1.5} />
      <Dot x={100} y={30} />
      <line x1={100} y1={30} x2={155} y2={30} strokeWidth={1.5} />
      <Letter x={127} y={21}>
        r
      </Letter>
      <Letter x={170} y={75}>
        h
      </Letter>
    </Figure>
  )
}

export function SphereFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <circle cx={100} cy={75} r={58} />
      <path d="M42 75 A58 15 0 0 0 158 75" strokeWidth={1.5} />
      <path d="M42 75 A58 15 0 0 1 158 75" strokeDasharray={DASH} strokeWidth={1.5} />
      <Dot x={100} y={75} />
      <line x1={100} y1={75} x2={150.2} y2={46} />
      <Letter x={118} y={50}>
        r
      </Letter>
    </Figure>
  )
}

export function ConeFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <path d="M100 18 L45 120 A55 20 0 0 0 155 120 Z" />
      <path d="M45 120 A55 20 0 0 1 155 120" strokeDasharray={DASH} strokeWidth={1.5} />
      <line x1={100} y1={18} x2={100} y2={120} strokeDasharray={DASH} strokeWidth={1.5} />
      <RightAngle d="M100 110 H110 V120" />
      <Dot x={100} y={120} />
      <line x1={100} y1={120} x2={155} y2={120} strokeWidth={1.5} />
      <Letter x={130} y={111}>
        r
      </Letter>
      <Letter x={90} y={72}>
        h
      </Letter>
    </Figure>
  )
}

/** A rectangular base drawn in the prism's projection; the apex stands over the base's centre. */
export function PyramidFigure({ label }: { label: string }) {
  return (
    <Figure label={label}>
      <path d="M30 125 H140 L175 95 L102.5 20 Z M102.5 20 L140 125" />
      <path d="M30 125 L65 95 H175 M65 95 L102.5 20" strokeDasharray={DASH} strokeWidth={1.5} />
      <line x1={102.5} y1={20} x2={102.5} y2={110} strokeDasharray={DASH} strokeWidth={1.5} />
      <Dot x={102.5} y={110} />
      <Letter x={85} y={140}>
        ℓ
      </Letter>
      <Letter x={169} y={119}>
        w
      </Letter>
      <Letter x={93} y={72}>
        h
      </Letter>
    </Figure>
  )
}
