const SVG_NS = 'http://www.w3.org/2000/svg'

/** What a question figure is drawn with (server/content/README.md): shapes, text, and their grouping. */
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'text',
  'tspan',
  'marker',
  'use',
  'symbol',
  'clippath',
  'lineargradient',
  'radialgradient',
  'stop',
  'pattern',
])

// A paint or a clip that reaches outside the figure; `url(#id)` (a marker, a gradient) is fine.
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)/i
// What a style attribute could do beyond styling.
const ACTIVE_STYLE = /javascript:|expression\(|@import|behavior:|-moz-binding/i
/**
 * `style` attributes are renamed before parsing: the CSP (`style-src 'self'`) reports every one the
 * browser parses, even into an inert document. `importFigure` applies them through the CSSOM.
 */
const STYLE_DATA = 'data-figure-style'
const STYLE_ATTRIBUTE = /([\s"'/])style(\s*=)/gi

/**
 * Parses a question's `figure_svg` with the browser's HTML parser into an inert document (nothing
 * in it runs or loads) and returns its `<svg>` if the markup is only that: one SVG root, only
 * drawing elements, no event handler attributes, no link other than to `#an-id` in the same
 * figure, no `url()` to anything outside it, no style that does more than style. Anything else gives
 * `null` and the figure is not shown: the bank is checked on import, and this is the last line.
 */
export function parseFigureSvg(markup: string): SVGSVGElement | null {
  const parsed = new DOMParser().parseFromString(markup.replace(STYLE_ATTRIBUTE, `$1${STYLE_DATA}$2`), 'text/html')
  const { body, head } = parsed
  if (head.childNodes.length > 0) return null
  const roots = [...body.childNodes].filter((node) => !(node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()))
  const svg = roots[0]
  if (roots.length !== 1 || !(svg instanceof Element) || svg.namespaceURI !== SVG_NS || svg.localName !== 'svg')
    return null
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    if (element.namespaceURI !== SVG_NS || !ALLOWED_ELEMENTS.has(element.localName.toLowerCase())) return null
    for (const { name, value } of [...element.attributes]) {
      const attribute = name.toLowerCase()
      if (attribute.startsWith('on')) return null
      if ((attribute === 'href' || attribute.endsWith(':href')) && !value.trim().startsWith('#')) return null
      if (EXTERNAL_URL.test(value)) return null
      if (attribute === 'style') return null
      if (attribute === STYLE_DATA && ACTIVE_STYLE.test(value.replace(/[\s\p{Cc}]+/gu, ''))) return null
    }
  }
  // Comments carry nothing a reader needs.
  const comments = parsed.createTreeWalker(svg, NodeFilter.SHOW_COMMENT)
  const found: Node[] = []
  while (comments.nextNode()) found.push(comments.currentNode)
  for (const comment of found) comment.parentNode?.removeChild(comment)
  return svg as SVGSVGElement
}

/** A copy of a checked figure for this document, its inline styles applied through the CSSOM. */
export function importFigure(svg: SVGSVGElement): SVGSVGElement {
  const copy = document.importNode(svg, true)
  for (const element of [copy, ...copy.querySelectorAll<SVGElement>(`[${STYLE_DATA}]`)]) {
    const declarations = element.getAttribute(STYLE_DATA)
    if (declarations === null) continue
    element.style.cssText = declarations
    element.removeAttribute(STYLE_DATA)
  }
  return copy
}
