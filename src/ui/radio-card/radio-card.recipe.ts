import { sva } from 'styled-system/css'

/**
 * The radio card group's slot recipe: the slots of Ark's `radioGroupAnatomy`, written out (Panda
 * reads recipes statically and cannot call `anatomy.keys()`), plus the card's own content,
 * description and error. An atomic `sva` keeps the component and its styles in one folder.
 * Logical properties only: the control sits at the inline start in both directions.
 */
export const radioCardRecipe = sva({
  slots: [
    'root',
    'label',
    'item',
    'itemText',
    'itemControl',
    'indicator',
    'itemContent',
    'itemDescription',
    'errorText',
  ],
  base: {
    root: {
      colorPalette: 'green',
      display: 'grid',
      gap: '3',
      gridTemplateColumns: { base: '1fr', sm: 'repeat(auto-fit, minmax(13rem, 1fr))' },
      minWidth: '0',
    },
    label: { gridColumn: '1 / -1', fontWeight: 'semibold', color: 'fg.default' },
    item: {
      position: 'relative',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      p: '4',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l3',
      bg: 'bg.default',
      color: 'fg.default',
      cursor: 'pointer',
      transitionDuration: 'normal',
      transitionProperty: 'background, border-color, box-shadow',
      _hover: { bg: 'bg.subtle' },
      _checked: { borderColor: 'green.11', boxShadow: '0 0 0 1px {colors.green.11}', bg: 'green.2' },
      _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '2px' },
      _disabled: { cursor: 'not-allowed', opacity: '0.6', _hover: { bg: 'bg.default' } },
      _invalid: { borderColor: 'red.11' },
    },
    itemControl: {
      flexShrink: '0',
      width: '5',
      height: '5',
      mt: '0.5',
      borderRadius: 'full',
      // Slate 9 keeps the unchecked ring at 3:1 against the card (WCAG 1.4.11).
      borderWidth: '2px',
      borderColor: 'gray.9',
      bg: 'bg.default',
      transitionDuration: 'normal',
      transitionProperty: 'background, border-color',
      // The white ring inside the checked circle is the dot.
      _checked: {
        bg: 'green.11',
        borderColor: 'green.11',
        outlineStyle: 'solid',
        outlineColor: 'bg.default',
        outlineWidth: '3px',
        outlineOffset: '-5px',
      },
    },
    itemContent: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' },
    itemText: { fontWeight: 'semibold' },
    itemDescription: { color: 'fg.muted', textStyle: 'sm' },
    indicator: { display: 'none' },
    // Red 11 is the palette's text step (AA on the canvas).
    errorText: { gridColumn: '1 / -1', color: 'red.11', textStyle: 'sm' },
  },
})
