import type { ComponentProps, Ref } from 'react'
import { css, cx } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'
import { table } from 'styled-system/recipes'

const { withProvider, withContext } = createStyleContext(table)

const StyledRoot = withProvider('table', 'root')
const StyledHeader = withContext('th', 'header')
const StyledCell = withContext('td', 'cell')
const StyledRowHeader = withContext('th', 'cell')

// Where the preset's recipe and the app differ:
// - the table keeps the page's text size (the preset shrinks it to `sm`), so an Arabic page keeps
//   its taller leading too; only the column headers are small;
// - the preset aligns headers with a physical `left`: `start` follows the page direction;
// - borders sit on the rows, which draw only when the table collapses its borders;
// - rows being replaced (`aria-busy`, another page on its way) are dimmed;
// - a printed table breaks between rows, never inside one.
const rootStyles = css({
  borderCollapse: 'collapse',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  '&[aria-busy=true]': { opacity: 0.6 },
  _print: { '& tr': { breakInside: 'avoid' } },
})
const headerStyles = css({ textAlign: 'start', textStyle: 'sm', py: '2' })
const cellStyles = css({ textAlign: 'start', py: '2' })
const numericStyles = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

const scrollAreaStyles = css({
  // The containing block of what is positioned inside (a visually hidden text), so that scrolls
  // with the table too instead of widening the page.
  position: 'relative',
  maxWidth: 'full',
  overflowX: 'auto',
  _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
  _print: { overflow: 'visible' },
})
const framedStyles = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
  '& thead': { bg: 'bg.subtle' },
})

export type RootProps = ComponentProps<typeof StyledRoot>

/**
 * A `<table>` on the preset's table recipe. Put it in a `ScrollArea` so a narrow screen scrolls
 * the table sideways rather than the page. Name it with a `Caption` (or the scroll area's label).
 * `size`: `md` (the default) or `sm` (tighter cells); `variant`: `plain` (the default: rows light
 * up under the pointer) or `outline`. Write them in the JSX (`<Table.Root size="sm">`): Panda
 * generates a recipe's variant styles only for the values it reads there.
 */
export function Root({ className, ...props }: RootProps) {
  return <StyledRoot className={cx(rootStyles, className)} {...props} />
}

/** The table's name, read first by a screen reader (often visually hidden with `srOnly`). */
export const Caption = withContext('caption', 'caption')
export const Head = withContext('thead', 'head')
/** A group of rows; several bodies may follow one head (one per subject, say). */
export const Body = withContext('tbody', 'body')
export const Footer = withContext('tfoot', 'footer')
export const Row = withContext('tr', 'row')

/** A column's header (`scope="col"`): small, muted text. */
export function Header({ scope = 'col', className, ...props }: ComponentProps<typeof StyledHeader>) {
  return <StyledHeader scope={scope} className={cx(headerStyles, className)} {...props} />
}

export interface CellProps extends ComponentProps<typeof StyledCell> {
  /** Figures: digits of equal width, and never broken over two lines. @default false */
  numeric?: boolean
}

export function Cell({ numeric = false, className, ...props }: CellProps) {
  return <StyledCell className={cx(cellStyles, numeric && numericStyles, className)} {...props} />
}

/** The cell that names its row (`<th scope="row">`), styled as a cell: what a screen reader announces with each value. */
export function RowHeader({ scope = 'row', className, ...props }: ComponentProps<typeof StyledRowHeader>) {
  return <StyledRowHeader scope={scope} className={cx(cellStyles, className)} {...props} />
}

type ScrollAreaName =
  { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never }

export type ScrollAreaProps = Omit<ComponentProps<'div'>, 'role' | 'tabIndex' | 'aria-label' | 'aria-labelledby'> &
  ScrollAreaName & {
    /** A rounded border and background around the table, and a shaded header row. @default false */
    framed?: boolean
    ref?: Ref<HTMLDivElement>
  }

/**
 * Holds a table wider than the screen: the table scrolls sideways inside it, the page never does
 * (a table keeps its headers for screen readers, which cards would lose). A named region that
 * takes focus, so the keyboard scrolls it too.
 */
export function ScrollArea({ framed = false, className, ...props }: ScrollAreaProps) {
  return (
    <div
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
      tabIndex={0}
      className={cx(scrollAreaStyles, framed && framedStyles, className)}
      {...props}
    />
  )
}
