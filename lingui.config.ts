import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  // Untranslated strings fall back to English at run time; the catalog check in
  // `npm test` fails on any of them, so this fallback never reaches a learner.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      // .storybook: the QA tools beside Storybook (the machine diagram) speak both languages too.
      include: ['src', '.storybook'],
      // Tests name real messages (the catalog's split is checked on them): they are no origin of their own.
      exclude: ['**/node_modules/**', '**/*.gen.ts', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
})
