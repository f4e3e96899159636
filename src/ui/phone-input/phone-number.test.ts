import { describe, expect, it } from 'vitest'
import { toAsciiDigits } from './numerals'
import {
  applyPhoneEdit,
  changeCountry,
  checkPhoneNumber,
  formatPhoneText,
  phoneValue,
  splitPhoneText,
  type PhoneInputEdit,
} from './phone-number'

describe('toAsciiDigits', () => {
  it('converts Arabic-Indic, Eastern Arabic-Indic and full-width digits', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(toAsciiDigits('０１２３４５６７８９')).toBe('0123456789')
    expect(toAsciiDigits('＋٢٠ 10')).toBe('+20 10')
  })

  it('keeps every other character, one for one', () => {
    expect(toAsciiDigits('ext ٣ - x')).toBe('ext 3 - x')
    expect(toAsciiDigits('٠١٠٠').length).toBe(4)
  })
})

describe('splitPhoneText', () => {
  it.each([
    ['010 01234567 ext 123', '123', 'ext 123'],
    ['010 01234567 ext. 123', '123', 'ext. 123'],
    ['01001234567x55', '55', 'x55'],
    ['01001234567 # 9', '9', '# 9'],
    ['01001234567 EXT ٤٥', '45', 'ext 45'],
  ])('reads the extension of %s', (typed, extension, tail) => {
    const parts = splitPhoneText(typed)
    expect(parts.extension).toBe(extension)
    expect(parts.tail).toBe(tail)
    expect(parts.main.replace(/\D/g, '')).toBe('01001234567')
  })

  it('keeps a half-typed marker without an extension yet', () => {
    expect(splitPhoneText('01001234567 e')).toMatchObject({ tail: 'e', extension: undefined })
    expect(splitPhoneText('01001234567 ex')).toMatchObject({ tail: 'ex', extension: undefined })
    expect(splitPhoneText('01001234567 ext ')).toMatchObject({ tail: 'ext ', extension: undefined })
  })

  it('keeps at most 20 extension digits', () => {
    const { extension } = splitPhoneText(`01001234567 x${'1'.repeat(25)}`)
    expect(extension).toBe('1'.repeat(20))
  })

  it('drops letters that start no marker, digits before a whole marker, and a + after the start', () => {
    expect(splitPhoneText('0100abc')).toMatchObject({ main: '0100', tail: '', extension: undefined })
    expect(splitPhoneText('0100 e5')).toMatchObject({ tail: 'e', extension: undefined })
    expect(splitPhoneText(' +20 1+0').main).toBe('+20 10')
    expect(splitPhoneText('x12')).toMatchObject({ main: '', tail: '' })
  })
})

describe('formatPhoneText', () => {
  it('formats a national number for the selected country', () => {
    expect(formatPhoneText('01001234567', 'EG').text).toBe('010 01234567')
    expect(formatPhoneText('0501234567', 'SA').text).toBe('050 123 4567')
    expect(formatPhoneText('2015550123', 'US').text).toBe('(201) 555-0123')
  })

  it('formats Arabic-Indic digits as typed', () => {
    expect(formatPhoneText('٠١٠٠١٢٣٤٥٦٧', 'EG').text).toBe('010 01234567')
  })

  it('switches to the country a + dial code names', () => {
    expect(formatPhoneText('+966501234567', 'EG')).toMatchObject({ text: '+966 50 123 4567', country: 'SA' })
    expect(formatPhoneText('+14165551234', 'EG')).toMatchObject({ country: 'CA' })
    // Too short to tell the US from Canada: the selected +1 country stays, else the US.
    expect(formatPhoneText('+1', 'CA').country).toBe('CA')
    expect(formatPhoneText('+1', 'EG').country).toBe('US')
  })

  it('shows international or national forms on request', () => {
    expect(formatPhoneText('01001234567', 'EG', { displayMode: 'international' }).text).toBe('+20 10 01234567')
    // National: a number typed with + turns national once the learner leaves the field.
    expect(formatPhoneText('+201001234567', 'SA', { displayMode: 'national' })).toMatchObject({
      text: '+20 10 01234567',
      country: 'EG',
    })
    expect(formatPhoneText('+201001234567', 'SA', { displayMode: 'national', settled: true })).toMatchObject({
      text: '010 01234567',
      country: 'EG',
    })
    expect(formatPhoneText('+20100', 'EG', { displayMode: 'national', settled: true }).text).toBe('+20 10 0')
  })

  it('keeps the text as typed without autoFormat, digits converted', () => {
    expect(formatPhoneText('٠١٠٠-١٢٣', 'EG', { autoFormat: false }).text).toBe('0100-123')
  })

  it('puts the extension after the formatted number', () => {
    expect(formatPhoneText('01001234567ext123', 'EG').text).toBe('010 01234567 ext123')
    expect(formatPhoneText('01001234567 x 5', 'EG').text).toBe('010 01234567 x 5')
  })
})

describe('checkPhoneNumber', () => {
  it.each([
    ['', 'EG', 'EMPTY'],
    ['01001234567', 'EG', 'VALID'],
    ['0100', 'EG', 'TOO_SHORT'],
    ['5', 'EG', 'TOO_SHORT'],
    ['010012345678', 'EG', 'TOO_LONG'],
    ['0701234567', 'EG', 'IS_POSSIBLE'],
    ['2345678901', 'QA', 'INVALID_LENGTH'],
    ['+999123', 'EG', 'INVALID_COUNTRY'],
    ['+', 'EG', 'NOT_A_NUMBER'],
  ] as const)('%s in %s is %s', (number, country, status) => {
    expect(checkPhoneNumber(number, country)).toBe(status)
  })
})

describe('phoneValue', () => {
  it.each([
    ['010 01234567', 'EG', '+201001234567'],
    ['050 123 4567', 'SA', '+966501234567'],
    ['050 123 4567', 'AE', '+971501234567'],
    ['(201) 555-0123', 'US', '+12015550123'],
    ['07400 123456', 'GB', '+447400123456'],
    ['+966 50 123 4567', 'EG', '+966501234567'],
  ] as const)('gives %s in %s as %s', (text, country, e164) => {
    expect(phoneValue(text, country)).toMatchObject({ e164, valid: true, raw: text })
  })

  it('gives the country of a + dial code', () => {
    expect(phoneValue('+966 50 123 4567', 'EG').country).toBe('SA')
  })

  it('keeps the extension apart from the E.164 number', () => {
    expect(phoneValue('010 01234567 ext 123', 'EG')).toMatchObject({
      e164: '+201001234567',
      extension: '123',
      valid: true,
    })
  })

  it('has no E.164 number while the length is impossible', () => {
    expect(phoneValue('010 0', 'EG')).toMatchObject({ e164: undefined, valid: false, status: 'TOO_SHORT' })
    expect(phoneValue('0701234567', 'EG')).toMatchObject({ e164: '+20701234567', valid: false })
  })
})

describe('changeCountry', () => {
  it('moves an international number to the new dial code', () => {
    expect(changeCountry('+20 10 01234567', 'EG', 'SA')).toMatchObject({ country: 'SA' })
    expect(changeCountry('+20 10 01234567', 'EG', 'SA').text.startsWith('+966')).toBe(true)
  })

  it('reformats a national number for the new country', () => {
    expect(changeCountry('0501234567', 'EG', 'SA').text).toBe('050 123 4567')
  })
})

describe('applyPhoneEdit', () => {
  const edit = (previous: string, value: string, caret: number, inputType: string, extra?: Partial<PhoneInputEdit>) =>
    applyPhoneEdit({ previous, value, caret, inputType, country: 'EG', ...extra })

  it('formats a typed digit and keeps the caret at the end', () => {
    expect(edit('010', '0100', 4, 'insertText')).toEqual({ text: '010 0', caret: 5, country: 'EG' })
  })

  it('keeps the caret after the same digit when typing in the middle', () => {
    // 010 0|1234567 ← 5 typed after the fourth digit
    const result = edit('010 01234567', '010 051234567', 6, 'insertText')
    expect(result.text).toBe('010051234567')
    expect(result.caret).toBe(5)
  })

  it('deletes the digit before a formatting space that backspace hit', () => {
    // 010 |0 → backspace removes the space, which formatting would put back: 01|0
    expect(edit('010 0', '0100', 3, 'deleteContentBackward')).toMatchObject({ text: '010', caret: 2 })
  })

  it('deletes the digit after a formatting space that delete hit', () => {
    expect(edit('010 0123', '0100123', 3, 'deleteContentForward').text).toBe('010 123')
  })

  it('converts Arabic-Indic digits as they are typed', () => {
    expect(edit('010', '010٠', 4, 'insertText').text).toBe('010 0')
  })
})
