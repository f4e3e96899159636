import { createEmptyCard, fsrs, Rating, State, type Card, type FSRS } from 'ts-fsrs'
import { mistakes } from './constants'

/**
 * Spaced review of missed questions ("learn from every mistake"): each missed question becomes a
 * card that FSRS (ts-fsrs) schedules, further out after each right answer, back the next day after
 * a wrong one. Pure functions on plain data: the caller stores the card (columns or JSON) and passes
 * the clock in, so a schedule can be replayed on any calendar.
 */

/** Where a card is in FSRS's cycle: stored as a word, so a row reads without the library's enum. */
export type ReviewState = 'new' | 'learning' | 'review' | 'relearning'

/** One missed question's schedule: FSRS's card, in the app's names, every field a column or JSON value. */
export interface ReviewCard {
  /** When the question is next due. */
  due: Date
  /** Days after which the chance of answering right has fallen to 90% (FSRS's memory stability). */
  stability: number
  /** How hard the question is for this learner, 1 (easiest) to 10 (FSRS's difficulty). */
  difficulty: number
  /** Days between the last two reviews (informational: ts-fsrs derives it from the dates). */
  elapsedDays: number
  /** Days from the last review to `due`. */
  scheduledDays: number
  /** The (re)learning step the card is on (steps are a day long, constants.ts). */
  learningSteps: number
  /** Reviews answered. */
  reps: number
  /** Times a question once answered right was then answered wrong. */
  lapses: number
  state: ReviewState
  /** When the question was last reviewed; null until its first review. */
  lastReview: Date | null
}

/** A card as JSON: the dates as ISO 8601 strings. */
export type ReviewCardJson = Omit<ReviewCard, 'due' | 'lastReview'> & { due: string; lastReview: string | null }

const states: Record<State, ReviewState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
}
const fsrsStates: Record<ReviewState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
}

/** One scheduler for the process: its parameters are constants, and it keeps no state between calls. */
const scheduler: FSRS = fsrs({
  request_retention: mistakes.review.requestRetention,
  maximum_interval: mistakes.review.maximumIntervalDays,
  enable_fuzz: mistakes.review.enableFuzz,
  // Short-term mode on, for the (re)learning steps it enables (one day each, so no same-session repeat).
  enable_short_term: true,
  learning_steps: mistakes.review.learningSteps,
  relearning_steps: mistakes.review.relearningSteps,
})

function fromFsrs(card: Card): ReviewCard {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: states[card.state],
    lastReview: card.last_review ?? null,
  }
}

function toFsrs(card: ReviewCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: fsrsStates[card.state],
    ...(card.lastReview ? { last_review: card.lastReview } : {}),
  }
}

/**
 * A question just missed enters the schedule, due at once: it shows in today's review, after the
 * learner has read its explanation. The miss itself is not a review: the first review's answer is
 * what sets the card's starting stability (a question still wrong then comes back the next day).
 */
export function newReviewCard(now: Date): ReviewCard {
  return fromFsrs(createEmptyCard(now))
}

/**
 * The card after a review answered right or wrong. FSRS grades recall in four ratings; a question
 * tells only right or wrong (the app asks no self-rating, and time taken mixes reading speed with
 * recall), so right is Good, FSRS's ordinary successful recall, and wrong is Again, a lapse. Hard
 * and Easy would need evidence the app does not have.
 */
export function reviewCard(card: ReviewCard, correct: boolean, now: Date): ReviewCard {
  return fromFsrs(scheduler.next(toFsrs(card), now, correct ? Rating.Good : Rating.Again).card)
}

/** Whether the card is due at `now` (its due instant included). */
export function isDue(card: ReviewCard, now: Date): boolean {
  return card.due.getTime() <= now.getTime()
}

/**
 * How many cards are due: at `now`, or by `endOfDay` (the last instant of the learner's day, in the
 * learner's time zone, which the caller knows), so "today's review" holds a card due this evening.
 * An `endOfDay` before `now` counts up to `now`: what is due already stays due.
 */
export function dueCount(cards: readonly ReviewCard[], now: Date, endOfDay?: Date): number {
  const until = new Date(Math.max(now.getTime(), endOfDay?.getTime() ?? now.getTime()))
  return cards.filter((card) => isDue(card, until)).length
}

/** The card as JSON-ready data (a `jsonb` column or an API body). */
export function reviewCardToJson(card: ReviewCard): ReviewCardJson {
  return { ...card, due: card.due.toISOString(), lastReview: card.lastReview?.toISOString() ?? null }
}

function parseDate(value: string, field: string): Date {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`reviewCardFromJson: ${field} is not a date: ${value}`)
  return date
}

/** The card back from JSON; a date that does not parse throws (stored data, so a bug, not input). */
export function reviewCardFromJson(json: ReviewCardJson): ReviewCard {
  if (!(json.state in fsrsStates)) throw new RangeError(`reviewCardFromJson: unknown state ${json.state}`)
  return {
    ...json,
    due: parseDate(json.due, 'due'),
    lastReview: json.lastReview === null ? null : parseDate(json.lastReview, 'lastReview'),
  }
}
