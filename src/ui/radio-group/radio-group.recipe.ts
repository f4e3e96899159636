import { sva } from 'styled-system/css'

/**
 * The radio group's slot recipe (the parts of `radio-group.tsx`, named as Ark's anatomy names
 * them). An atomic `sva` rather than a config recipe keeps the component and its styles in one
 * folder; the preset's own `radioGroup` recipe has no card layout and paints the checked dot with
 * step 9 of the palette (under 3:1). The native radio is out of sight inside its item: the focus
 * ring is drawn by the item (card) or the control (plain) while the radio has `:focus-visible`.
 */
export const radioGroupRecipe = sva({
  slots: ['root', 'label', 'item', 'itemText', 'itemControl'],
  base: {
    root: { colorPalette: 'green', display: 'flex', flexDirection: 'column' },
    label: { fontWeight: 'semibold', color: 'fg.default' },
    item: {
      // The out-of-sight radio is placed in its item, so focusing it scrolls the item into view.
      position: 'relative',
      display: 'flex',
      alignItems: 'flex-start',
      cursor: 'pointer',
      color: 'fg.default',
      _disabled: { cursor: 'not-allowed' },
      '&[data-readonly]': { cursor: 'default' },
    },
    itemControl: {
      flexShrink: '0',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderRadius: 'full',
      // Slate 9 keeps the unchecked ring at 3:1 against the page (WCAG 1.4.11).
      borderWidth: '2px',
      borderColor: 'gray.9',
      bg: 'bg.default',
      _checked: { bg: 'green.11', borderColor: 'green.11', color: 'white' },
      _disabled: { opacity: '0.6' },
    },
    itemText: { flex: '1', minWidth: '0', _disabled: { color: 'fg.muted' } },
  },
  variants: {
    variant: {
      /** A dot before each label: settings, filters. */
      plain: {
        root: { gap: '3' },
        item: { gap: '3', alignItems: 'center' },
        itemControl: {
          width: '5',
          height: '5',
          // The white ring inside the checked circle is the "dot".
          _checked: { outlineStyle: 'solid', outlineColor: 'bg.default', outlineWidth: '3px', outlineOffset: '-5px' },
          // A ring outside the circle: the outline is already the checked dot.
          '[data-part="item"]:has(:focus-visible) > &': {
            boxShadow: '0 0 0 2px {colors.bg.default}, 0 0 0 4px {colors.green.11}',
          },
        },
        itemText: { fontWeight: 'medium' },
      },
      /** A bordered card per option with a marker in the control (a choice letter): answer choices. */
      card: {
        root: { gap: '3' },
        item: {
          gap: '3',
          p: '3',
          borderWidth: '1px',
          borderColor: 'border.default',
          borderRadius: 'l2',
          bg: 'bg.default',
          // The checked state shows at once (no transition): a learner's choice answers within a frame.
          // Only a card that can still be chosen reacts to the pointer.
          '&:not([data-readonly], [data-disabled]):hover': { bg: 'bg.subtle' },
          _checked: { borderColor: 'green.11', boxShadow: '0 0 0 1px {colors.green.11}' },
          '&:has(:focus-visible)': { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
        },
        itemControl: { width: '8', height: '8', fontWeight: 'semibold', textStyle: 'sm' },
        // Lines the first line of text up with the middle of the 2rem control.
        itemText: { pt: '1' },
      },
    },
  },
  defaultVariants: { variant: 'plain' },
})
