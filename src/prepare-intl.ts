/**
 * The browser's number data, set up while the first screen's stylesheet and fonts download (issue
 * 15). The first `Intl.NumberFormat` of a tab costs 15–20 ms on the bench machine (60–80 ms at 4x
 * CPU), whatever formats first: a count in a Lingui plural, home's totals. After the first paint
 * that was a long task of its own, or part of the render that showed the first count. Loaded by
 * the HTML with `async` (vite.config.ts, `prepareIntlScript`), so it runs as soon as it arrives,
 * while the main thread waits for the stylesheet anyway, and never delays the first paint's
 * resources (it is a few hundred bytes). No import: nothing else waits for it.
 */
const locale = document.documentElement.lang || undefined
new Intl.NumberFormat(locale).format(0)
// The dates history and reports show (about 2 ms the first time).
new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0)
