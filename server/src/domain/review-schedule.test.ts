import { describe, expect, it } from 'vitest'
import { DAY, HOUR, MINUTE, mistakes } from './constants'
import {
  dueCount,
  isDue,
  newReviewCard,
  reviewCard,
  reviewCardFromJson,
  reviewCardToJson,
  type ReviewCard,
  type ReviewCardJson,
} from './review-schedule'

/** A simulated calendar: every test passes its dates explicitly. */
const start = new Date('2026-01-05T10:00:00Z')
const later = (from: Date, ms: number) => new Date(from.getTime() + ms)
/** Days from the card's last review to its due date. */
const gapDays = (card: ReviewCard) => (card.due.getTime() - card.lastReview!.getTime()) / DAY

/** Reviews the card on each due date with the given answers; the cards after each review. */
function reviewOnDueDates(card: ReviewCard, answers: boolean[]): ReviewCard[] {
  const cards: ReviewCard[] = []
  for (const correct of answers) {
    card = reviewCard(card, correct, card.due)
    cards.push(card)
  }
  return cards
}

describe('a missed question entering the schedule', () => {
  it('is due at once, with no review yet', () => {
    const card = newReviewCard(start)
    expect(card.due).toEqual(start)
    expect(card.state).toBe('new')
    expect(card.reps).toBe(0)
    expect(card.lapses).toBe(0)
    expect(card.lastReview).toBeNull()
    expect(isDue(card, start)).toBe(true)
  })
})

describe('reviewing', () => {
  it('sends a question answered right each time further out, up to the cap', () => {
    const cards = reviewOnDueDates(newReviewCard(start), [true, true, true, true, true, true])
    const gaps = cards.map(gapDays)
    // Whole days (the steps are a day long), each gap longer than the last until the cap stops them.
    for (const gap of gaps) expect(Number.isInteger(gap)).toBe(true)
    const cap = mistakes.review.maximumIntervalDays
    for (let k = 1; k < gaps.length; k++) {
      if (gaps[k - 1]! < cap) expect(gaps[k]).toBeGreaterThan(gaps[k - 1]!)
      // ts-fsrs keeps Good's interval one day above Hard's, which the cap also holds: cap + 1 at most.
      expect(gaps[k]).toBeLessThanOrEqual(cap + 1)
    }
    expect(gaps.slice(0, 4)).toEqual([2, 11, 46, cap + 1])
    expect(gaps.at(-1)).toBe(gaps.at(-2))
    for (const [k, card] of cards.entries()) {
      expect(card.reps).toBe(k + 1)
      expect(card.lapses).toBe(0)
      expect(card.state).toBe('review')
    }
    // Stability grows with every right answer, capped interval or not.
    for (let k = 1; k < cards.length; k++) expect(cards[k]!.stability).toBeGreaterThan(cards[k - 1]!.stability)
  })

  it('brings a question answered wrong back the next day, and counts the lapse', () => {
    const [, , learned] = reviewOnDueDates(newReviewCard(start), [true, true, true])
    expect(gapDays(learned!)).toBe(46)
    const when = learned!.due
    const missed = reviewCard(learned!, false, when)
    expect(missed.due.getTime() - when.getTime()).toBeLessThanOrEqual(DAY)
    expect(missed.due.getTime()).toBeGreaterThan(when.getTime())
    expect(missed.lapses).toBe(1)
    expect(missed.stability).toBeLessThan(learned!.stability)
    expect(isDue(missed, later(when, DAY - MINUTE))).toBe(false)
    expect(isDue(missed, later(when, DAY))).toBe(true)
  })

  it('after a wrong answer, climbs again from a shorter interval than it had', () => {
    const cards = reviewOnDueDates(newReviewCard(start), [false, true, true])
    expect(cards.map(gapDays)).toEqual([1, 2, 6])
    // A first answer wrong is not a lapse: nothing was learned to forget.
    expect(cards.map((card) => card.lapses)).toEqual([0, 0, 0])
    const [, , , lapsed, recovered] = reviewOnDueDates(newReviewCard(start), [true, true, true, false, true])
    expect(gapDays(lapsed!)).toBe(1)
    expect(recovered!.lapses).toBe(1)
    expect(gapDays(recovered!)).toBeGreaterThan(1)
    expect(gapDays(recovered!)).toBeLessThan(46)
  })

  it('gives the same schedule for the same answers on the same dates', () => {
    const answers = [true, false, true, true, false, true]
    expect(reviewOnDueDates(newReviewCard(start), answers)).toEqual(reviewOnDueDates(newReviewCard(start), answers))
  })

  it('spaces a question reviewed late further out than one reviewed on time', () => {
    const first = reviewCard(newReviewCard(start), true, start)
    const onTime = reviewCard(first, true, first.due)
    const late = reviewCard(first, true, later(first.due, 10 * DAY))
    expect(gapDays(late)).toBeGreaterThan(gapDays(onTime))
  })
})

describe('what is due', () => {
  const card = reviewCard(newReviewCard(start), true, start) // due two days on, at 10:00

  it('is due from its due instant on, not a millisecond before', () => {
    expect(isDue(card, later(card.due, -1))).toBe(false)
    expect(isDue(card, card.due)).toBe(true)
    expect(isDue(card, later(card.due, DAY))).toBe(true)
  })

  it('counts the cards due now, or by the end of the day', () => {
    const fresh = newReviewCard(start)
    const morning = new Date('2026-01-07T08:00:00Z')
    const endOfDay = new Date('2026-01-07T23:59:59.999Z')
    expect(dueCount([], start)).toBe(0)
    expect(dueCount([card, fresh], start)).toBe(1)
    expect(dueCount([card, fresh], morning)).toBe(1)
    expect(dueCount([card, fresh], morning, endOfDay)).toBe(2)
    expect(dueCount([card, fresh], later(card.due, -1), card.due)).toBe(2)
    expect(dueCount([card, fresh], morning, later(card.due, -1))).toBe(1)
    // An end of day already past does not hide what is due now.
    expect(dueCount([card, fresh], later(card.due, HOUR), morning)).toBe(2)
  })
})

describe('storage', () => {
  it('survives a JSON round trip and schedules the same afterwards', () => {
    const cards = reviewOnDueDates(newReviewCard(start), [true, false, true])
    for (const card of [newReviewCard(start), ...cards]) {
      const stored = JSON.parse(JSON.stringify(reviewCardToJson(card))) as ReviewCardJson
      expect(typeof stored.due).toBe('string')
      const restored = reviewCardFromJson(stored)
      expect(restored).toEqual(card)
      expect(reviewCard(restored, true, later(card.due, HOUR))).toEqual(reviewCard(card, true, later(card.due, HOUR)))
    }
  })

  it('refuses a stored card whose date or state is broken', () => {
    const json = reviewCardToJson(newReviewCard(start))
    expect(() => reviewCardFromJson({ ...json, due: 'soon' })).toThrow(RangeError)
    expect(() => reviewCardFromJson({ ...json, lastReview: 'yesterday' })).toThrow(RangeError)
    expect(() => reviewCardFromJson({ ...json, state: 'forgotten' as ReviewCardJson['state'] })).toThrow(RangeError)
  })
})
