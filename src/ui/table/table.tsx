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
// Narrower than 48rem (the `md` width), a stacking table's rows become cards: the row's header
// heads the card, every other cell shows its column's name (`data-label`) above its value, and
// words wrap between words. The header row stays for screen readers, visually hidden. A container
// query, so the table follows the room it has (beside the sidebar, in a story's frame), not
// the window's width.
const STACK_BELOW = '@container (max-width: 47.99rem)'
const stackStyles = css({
  containerType: 'inline-size',
  [STACK_BELOW]: {
    // The cards carry their own frame.
    borderWidth: '0',
    bg: 'transparent',
    overflowX: 'visible',
    '& table, & tbody, & tfoot': { display: 'block', width: 'full' },
    '& thead': { srOnly: true },
    '& tbody + tbody': { mt: '3' },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(9rem, 100%), 1fr))',
      gap: '3',
      p: '3',
      mb: '3',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l3',
      bg: 'bg.default',
      whiteSpace: 'normal',
    },
    '& th, & td': {
      display: 'block',
      p: '0',
      borderWidth: '0',
      whiteSpace: 'normal',
      overflowWrap: 'break-word',
      minWidth: '0',
      textAlign: 'start',
    },
    '& th[scope=row]': { gridColumn: '1 / -1', textStyle: 'md' },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      color: 'fg.muted',
      textStyle: 'xs',
      fontWeight: 'normal',
      mb: '0.5',
    },
  },
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
  /** The column's name, shown above the value when a stacking table turns its rows into cards. */
  label?: string
}

export function Cell({ numeric = false, label, className, ...props }: CellProps) {
  return <StyledCell data-label={label} className={cx(cellStyles, numeric && numericStyles, className)} {...props} />
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
    /**
     * Narrower than `md`, the rows become cards (give each `Cell` its `label`) instead of the
     * table scrolling sideways. @default false
     */
    stack?: boolean
    ref?: Ref<HTMLDivElement>
  }

/**
 * Holds a table wider than the screen: the table scrolls sideways inside it, the page never does;
 * with `stack`, a narrow one shows its rows as cards instead (still a table underneath). A named region that
 * takes focus, so the keyboard scrolls it too.
 */
export function ScrollArea({ framed = false, stack = false, className, ...props }: ScrollAreaProps) {
  return (
    <div
      role="region"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus (WCAG 2.1.1)
      tabIndex={0}
      className={cx(scrollAreaStyles, framed && framedStyles, stack && stackStyles, className)}
      {...props}
    />
  )
}
