export interface SubsetFont {
  source: string
  target: string
  text: string
}
export const UNICODE_RANGES: { inter: string; interRest: string; notoArabic: string; notoArabicRest: string }
export const FONTS: SubsetFont[]
export function unicodeRangeText(list: string): string
export function makeSubset(font: SubsetFont): Promise<Buffer>
