/**
 * A left-to-right stretch inside right-to-left text: from a Latin letter or digit (with an opening
 * quote before it) to the last Latin letter, digit, percent sign or closing quote before the next
 * Arabic letter or line end. Brackets at its ends stay outside, in the Arabic text, where the bidi
 * algorithm mirrors them; brackets inside it (`f(x)`) stay with it.
 */
const LTR_RUN = /["“]?[A-Za-z0-9](?:[^\u0600-\u06FF\n]*[A-Za-z0-9%"”'])?/g

export interface TextRun {
  text: string
  /** Left to right: to be isolated (`<bdi dir="ltr">`) inside the right-to-left text. */
  ltr: boolean
}

/** `text` cut into its right-to-left and left-to-right stretches, in order. */
export function ltrRuns(text: string): TextRun[] {
  const runs: TextRun[] = []
  let last = 0
  for (const match of text.matchAll(LTR_RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), ltr: false })
    runs.push({ text: match[0], ltr: true })
    last = match.index + match[0].length
  }
  if (last < text.length) runs.push({ text: text.slice(last), ltr: false })
  return runs
}
