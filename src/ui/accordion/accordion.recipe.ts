import { sva } from 'styled-system/css'

/**
 * The accordion's slot recipe: the slots of Ark's `accordionAnatomy`, written out (Panda reads
 * recipes statically), plus the heading that wraps each trigger. The preset's own recipe uses
 * `textAlign: left` and `pr`, which do not follow an Arabic page; this one uses logical
 * properties only, so the chevron sits at the inline end in both directions.
 */
export const accordionRecipe = sva({
  slots: ['root', 'item', 'itemHeading', 'itemTrigger', 'itemIndicator', 'itemContent'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l3',
      bg: 'bg.default',
      overflow: 'hidden',
    },
    item: {
      borderBlockStartWidth: '1px',
      borderColor: 'border.subtle',
      _first: { borderBlockStartWidth: '0' },
    },
    itemHeading: { margin: '0', fontSize: 'inherit', fontWeight: 'inherit' },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      width: 'full',
      px: '4',
      py: '3',
      textAlign: 'start',
      color: 'fg.default',
      cursor: 'pointer',
      transitionDuration: 'normal',
      transitionProperty: 'background',
      _hover: { bg: 'bg.subtle' },
      _open: { bg: 'green.2' },
      _focusVisible: { outline: '2px solid', outlineColor: 'green.11', outlineOffset: '-2px' },
      _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
    },
    itemIndicator: {
      flexShrink: '0',
      color: 'fg.muted',
      transformOrigin: 'center',
      transitionDuration: 'normal',
      transitionProperty: 'transform',
      _open: { transform: 'rotate(-180deg)' },
      _motionReduce: { transition: 'none' },
    },
    itemContent: {
      overflow: 'hidden',
      px: '4',
      color: 'fg.default',
      _open: { animation: 'collapse-in', pb: '4' },
      _closed: { animation: 'collapse-out' },
      _motionReduce: { animation: 'none' },
    },
  },
})
