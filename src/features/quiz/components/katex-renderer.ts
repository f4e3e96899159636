// Loaded only by `math-text.tsx` through a dynamic import, and only when a text has TeX: KaTeX,
// its CSS and its fonts never reach the first screen or a page without math.
import katex from 'katex'
import 'katex/dist/katex.min.css'

const TEX_ERROR_CLASS = 'tex-source'

/**
 * Typesets TeX into `element`, replacing its content. `katex.render` builds DOM nodes and sets
 * their inline styles through the CSSOM, which the CSP's `style-src 'self'` does not govern;
 * markup from `renderToString` put in with `innerHTML` would carry `style="…"` attributes, which it
 * blocks. The output is HTML for the eye plus MathML for screen readers.
 */
export function renderTex(element: HTMLElement, tex: string, displayMode: boolean) {
  try {
    katex.render(tex, element, {
      displayMode,
      output: 'htmlAndMathml',
      // KaTeX's own error node is styled with a `style` attribute (blocked by the CSP): show the source instead.
      throwOnError: true,
      strict: 'ignore',
      trust: false,
      maxSize: 20,
      maxExpand: 500,
    })
  } catch {
    const source = document.createElement('code')
    source.className = TEX_ERROR_CLASS
    source.textContent = tex
    element.replaceChildren(source)
  }
}
