import { defineConfig } from '@pandacss/dev'
import { createPreset } from '@park-ui/panda-preset'
import amber from '@park-ui/panda-preset/colors/amber'
import green from '@park-ui/panda-preset/colors/green'
import red from '@park-ui/panda-preset/colors/red'
import slate from '@park-ui/panda-preset/colors/slate'

// Brand (spec §9): primary green, neutral slate, error red; amber for warnings (the trial banner).
export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  // Style props on JSX are never used (only recipes and css()): 'minimal' keeps Panda's list of every CSS
  // property (is-valid-prop, ~4 KiB gzip) out of the first screen's code (issue 15).
  jsxStyleProps: 'minimal',
  include: ['./src/**/*.{ts,tsx}', './.storybook/**/*.{ts,tsx}'],
  exclude: [],
  presets: ['@pandacss/preset-base', createPreset({ accentColor: green, grayColor: slate, radius: 'sm' })],
  globalCss: {
    html: {
      // The preset's recipes read the inherited palette; keep the brand green.
      colorPalette: 'green',
      fontFamily: 'body',
      // Arabic text needs a little more leading than Latin.
      '&[lang=ar]': { fontFamily: 'arabic', lineHeight: '1.7' },
    },
    body: { bg: 'bg.canvas', color: 'fg.default' },
  },
  theme: {
    extend: {
      tokens: {
        colors: { red: red.tokens, amber: amber.tokens },
        // src/fonts.css: each web font, then its metric-matched fallbacks (no shift when it swaps in).
        // English never names Noto Sans Arabic, so English pages never download it; Arabic pages draw
        // their Latin runs (numbers, e-mails, names) in Inter, the same face as the English interface.
        fonts: {
          body: { value: "'Inter Variable', 'Inter Fallback', 'Inter Fallback Roboto', system-ui, sans-serif" },
          arabic: {
            value:
              "'Noto Sans Arabic Variable', 'Noto Sans Arabic Fallback', 'Noto Sans Arabic Fallback DejaVu', 'Inter Variable', 'Inter Fallback', 'Inter Fallback Roboto', system-ui, sans-serif",
          },
        },
      },
      semanticTokens: {
        colors: {
          red: red.semanticTokens,
          amber: amber.semanticTokens,
          // The preset's accent text (green 11 on white) sits near the WCAG AA edge;
          // one step darker keeps links and ghost buttons comfortably above 4.5:1.
          accent: { text: { value: { _light: '{colors.green.12}', _dark: '{colors.green.11}' } } },
        },
      },
    },
  },
  outdir: 'styled-system',
  importMap: 'styled-system',
})
