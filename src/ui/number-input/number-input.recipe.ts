import { sva } from 'styled-system/css'

/**
 * The number input's slot recipe: the slots of Ark's `numberInputAnatomy`, written out (Panda
 * reads recipes statically and cannot call `anatomy.keys()`). The preset's own recipe stacks the
 * two buttons at the end with a physical `divideX`, wrong in Arabic and small to tap; here it is
 * minus, the value, plus in a row, separated by logical borders, so Arabic mirrors it.
 */
export const numberInputRecipe = sva({
  slots: ['root', 'label', 'input', 'control', 'valueText', 'incrementTrigger', 'decrementTrigger', 'scrubber'],
  base: {
    root: { colorPalette: 'green', display: 'flex', flexDirection: 'column', gap: '1.5' },
    label: { fontWeight: 'medium', textStyle: 'sm', color: 'fg.default' },
    control: {
      display: 'inline-flex',
      alignItems: 'stretch',
      width: 'fit-content',
      height: '10',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l2',
      bg: 'bg.default',
      overflow: 'hidden',
      transitionDuration: 'normal',
      transitionProperty: 'border-color, box-shadow',
      _focusWithin: { borderColor: 'green.11', boxShadow: '0 0 0 1px {colors.green.11}' },
      _invalid: { borderColor: 'red.11' },
      _disabled: { opacity: '0.6' },
    },
    input: {
      width: '16',
      textAlign: 'center',
      bg: 'transparent',
      color: 'fg.default',
      fontSize: 'md',
      fontVariantNumeric: 'tabular-nums',
      outline: 'none',
      _disabled: { cursor: 'not-allowed' },
    },
    decrementTrigger: {
      display: 'grid',
      placeItems: 'center',
      width: '10',
      bg: 'bg.subtle',
      color: 'fg.default',
      cursor: 'pointer',
      borderInlineEndWidth: '1px',
      borderColor: 'border.default',
      _hover: { bg: 'gray.a3' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'bg.subtle' } },
    },
    incrementTrigger: {
      display: 'grid',
      placeItems: 'center',
      width: '10',
      bg: 'bg.subtle',
      color: 'fg.default',
      cursor: 'pointer',
      borderInlineStartWidth: '1px',
      borderColor: 'border.default',
      _hover: { bg: 'gray.a3' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed', _hover: { bg: 'bg.subtle' } },
    },
    valueText: {},
    scrubber: {},
  },
})
