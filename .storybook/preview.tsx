import { i18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { Decorator, Loader, Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { activateLocale, loadEveryScreenMessages } from '~/i18n/i18n'
import { AppLocaleProvider } from '~/i18n/locale-context'
import { applyDocumentLocale, DEFAULT_LOCALE, directionOf, isLocale, type Locale } from '~/i18n/locale'
import '../src/fonts.css'
import '../src/index.css'

function localeOf(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : DEFAULT_LOCALE
}

// Runs before every render, including after a toolbar switch, so the catalog is active
// before the first Lingui string renders.
const loadCatalog: Loader = async ({ globals }) => {
  // A story shows any screen on its own: every screen's strings, not only the first screen's.
  await loadEveryScreenMessages()
  await activateLocale(localeOf(globals))
  return {}
}

// One locale value drives Lingui, Ark's LocaleProvider (RTL keyboard use) and the direction, as
// in the app. The direction and language belong to the story's canvas: a wrapper carries them,
// so a docs page that shows an Arabic story next to English ones stays in the reader's English
// and left-to-right. In the story view the iframe is that one story, so <html> follows it too
// (portalled dialogs and toasts inherit from it). The key remounts the story when the locale changes.
const withLocale: Decorator = (Story, { globals, viewMode }) => {
  const locale = localeOf(globals)
  applyDocumentLocale(viewMode === 'docs' ? DEFAULT_LOCALE : locale)
  return (
    <div lang={locale} dir={directionOf(locale)} data-story-locale={locale}>
      <AppLocaleProvider key={locale} initialLocale={locale}>
        <Story />
      </AppLocaleProvider>
    </div>
  )
}

// A screen story names its page as the router would: its `title` (and `description`) args are the
// route's English messages, shown in the story's language (issue 16: Arabic screen stories kept
// "Evaluation" and "Home"). A text without a catalog entry stays as written.
const translated = (text: unknown) =>
  typeof text === 'string' ? i18n._({ id: generateMessageId(text), message: text }) : text
const withPageTitle: Decorator = (Story, { args }) => {
  if (!('params' in args)) return <Story />
  return <Story args={{ ...args, title: translated(args.title), description: translated(args.description) }} />
}

// `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s, in Storybook's pages and in its
// tests alike: two story files run at once on two cores, and a screen that loads its chunks and
// answers from the mocks took over 1 s under that load (a clean clone's run failed on one). A story
// that never shows what it waits for still fails.
configure({ asyncUtilTimeout: 5000 })

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Interface language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'LTR' },
          { value: 'ar', title: 'العربية', right: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  loaders: [loadCatalog],
  // Every story starts from a fresh tab: what one story left in sessionStorage (the explanation's
  // language a learner chose, say) must not change the next one.
  beforeEach: () => sessionStorage.clear(),
  // The first is the innermost: the page's title is translated inside the story's locale.
  decorators: [withPageTitle, withLocale],
  parameters: {
    layout: 'padded',
    // The canvas colour comes from Panda's global CSS (bg.canvas), as in the app.
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // axe violations fail the story tests (and the Vitest run), not only the panel.
    a11y: { test: 'error' },
  },
}

export default preview
