import { describe, expect, it } from 'vitest'
import { ltrRuns } from './ltr-runs'

const isolated = (text: string) =>
  ltrRuns(text)
    .filter((run) => run.ltr)
    .map((run) => run.text)

describe('ltrRuns', () => {
  it('isolates quoted English, numbers and letters, leaving the Arabic around them', () => {
    expect(isolated('الكلمة "compelling" تعني هنا مقنعًا، والخيار B صحيح.')).toEqual(['"compelling"', 'B'])
    expect(isolated('نصف 80 / 2 = 40 درجة')).toEqual(['80 / 2 = 40'])
  })

  it('leaves brackets at a stretch’s ends in the Arabic text, where they are mirrored', () => {
    expect(isolated('أكبر زيادة ("Delmar"، 20%) رافقتها خسارة أصغر (0.9%) من غيرها')).toEqual([
      '"Delmar"',
      '20%',
      '0.9%',
    ])
    expect(ltrRuns('خسارة (0.9%) فقط').map((run) => run.text)).toEqual(['خسارة (', '0.9%', ') فقط'])
  })

  it('keeps brackets inside a stretch with it, and returns the whole text', () => {
    expect(isolated('الدالة f(x) = 2x تزداد')).toEqual(['f(x) = 2x'])
    const text = 'لا شيء هنا'
    expect(ltrRuns(text)).toEqual([{ text, ltr: false }])
    expect(ltrRuns('')).toEqual([])
  })
})
