import { describe, expect, it } from 'vitest'
import { importFigure, parseFigureSvg } from './figure-svg'

const triangle =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120" role="img" aria-label="Right triangle ABC">' +
  '<polygon points="20,100 180,100 20,20" fill="none" stroke="currentColor"/>' +
  '<text x="10" y="110" font-size="12">A</text></svg>'

describe('parseFigureSvg', () => {
  it('accepts a drawing made of shapes and text, with or without the namespace', () => {
    const svg = parseFigureSvg(triangle)
    expect(svg?.getAttribute('aria-label')).toBe('Right triangle ABC')
    expect(svg?.querySelector('polygon')).not.toBeNull()
    expect(parseFigureSvg('\n  <svg viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n')).not.toBeNull()
  })

  it('accepts links to its own ids', () => {
    const markup =
      '<svg viewBox="0 0 10 10"><defs><marker id="tip"><path d="M0 0L4 2z"/></marker></defs>' +
      '<line x1="0" y1="0" x2="9" y2="9" marker-end="url(#tip)"/><use href="#tip"/></svg>'
    expect(parseFigureSvg(markup)).not.toBeNull()
  })

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['a foreignObject', '<svg><foreignObject><div>hi</div></foreignObject></svg>'],
    ['an event handler', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['an event handler on a child', '<svg><circle r="1" onclick="alert(1)"/></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['an xlink to elsewhere', '<svg><use xlink:href="https://example.com/x.svg#a"/></svg>'],
    ['an external paint', '<svg><rect fill="url(https://example.com/p.svg#g)"/></svg>'],
    ['an image', '<svg><image href="#a"/></svg>'],
    ['an animation that rewrites a link', '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>'],
    ['a style element', '<svg><style>rect{fill:red}</style></svg>'],
    ['a style that loads', '<svg><rect style="background:url(https://example.com/t)"/></svg>'],
    ['a style that runs', '<svg><rect style="width: expression(alert(1))"/></svg>'],
    ['HTML instead of SVG', '<img src="x" onerror="alert(1)">'],
    ['two roots', '<svg></svg><svg></svg>'],
    ['text around the root', 'Figure: <svg></svg>'],
    ['HTML smuggled through a style', '<svg><style><img src="x" onerror="alert(1)"></style></svg>'],
    ['an element that breaks out of SVG', '<svg><p>escaped</p></svg>'],
    ['nothing', ''],
  ])('refuses %s', (_, markup) => {
    expect(parseFigureSvg(markup)).toBeNull()
  })
})

describe('importFigure', () => {
  it('moves inline styles to the CSSOM (the CSP blocks style attributes) and drops comments', () => {
    const svg = parseFigureSvg('<svg><!-- note --><rect width="4" height="4" style="fill: rgb(1, 2, 3)"/></svg>')!
    const copy = importFigure(svg)
    const rect = copy.querySelector('rect')!
    expect(copy.ownerDocument).toBe(document)
    expect(rect.hasAttribute('data-figure-style')).toBe(false)
    expect(rect.style.fill).toBe('rgb(1, 2, 3)')
    expect(copy.innerHTML).not.toContain('note')
  })
})
