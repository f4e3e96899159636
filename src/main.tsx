import '@fontsource-variable/inter/wght.css'
import '@fontsource-variable/noto-sans-arabic/wght.css'
import './index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { wireApiToUi } from './app/api-wiring'
import { activateLocale } from './i18n/i18n'
import { readStoredLocale } from './i18n/locale'

wireApiToUi()
const locale = readStoredLocale()
// The catalog is active before the first paint, so no English flashes in Arabic.
await activateLocale(locale)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App initialLocale={locale} />
  </StrictMode>,
)
