import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Report, ReportQuestion, SkillResult } from './api/report'

/** Spec §2: the result heading by status code, in the spec's words. */
export const statusHeading: Record<Report['status_code'], MessageDescriptor> = {
  1: msg`We're Sorry`,
  2: msg`Good Job`,
  3: msg`Well done`,
}

export const kindName: Record<Report['kind'], MessageDescriptor> = {
  evaluation: msg`Evaluation`,
  practice: msg`Practice`,
  division: msg`Division quiz`,
  short_test: msg`Short Test`,
  full_test: msg`Full-length test module`,
  review: msg`Review of missed questions`,
}

export const subjectName: Record<Report['subject'], MessageDescriptor> = {
  math: msg`Math`,
  reading_writing: msg`Reading and Writing`,
}

export const difficultyName: Record<ReportQuestion['difficulty'], MessageDescriptor> = {
  easy: msg`Easy`,
  medium: msg`Medium`,
  hard: msg`Hard`,
}

export const answerStatusName: Record<ReportQuestion['answer']['status'], MessageDescriptor> = {
  correct: msg`Correct`,
  wrong: msg`Wrong`,
  unanswered: msg`Not answered`,
  skipped: msg`Skipped`,
}

/** DESIGN §3 skill bands: strong >= 75 %, moderate 50–74 %, weak below; none under 3 answers (issue 16). */
export const bandName: Record<SkillResult['band'], MessageDescriptor> = {
  strong: msg`Strong`,
  moderate: msg`Moderate`,
  weak: msg`Weak`,
  not_enough_answers: msg`Not enough answers`,
}

export const pointsTotalName: Record<Report['points']['category'], MessageDescriptor> = {
  evaluate: msg`Evaluate points in total`,
  practice: msg`Practice points in total`,
  division: msg`Division points in total`,
}

/** How a report ended: by the learner, or by the clock (scored as it stood). */
export const endName: Record<Report['status'], MessageDescriptor> = {
  completed: msg`Completed`,
  expired: msg`Time ran out`,
}

/** `B. text` for a choice, the typed response for a student-produced answer, else `null`. */
export function learnerAnswer(question: ReportQuestion): string | null {
  if (question.answer.choice_id) {
    const choice = question.choices.find((c) => c.id === question.answer.choice_id)
    return choice ? `${choice.label}. ${choice.text}` : null
  }
  return question.answer.response
}

/** The correct choice (`B. text`), or every accepted form of a student-produced answer. */
export function correctAnswer(question: ReportQuestion): string {
  if (question.key.correct_choice_id) {
    const choice = question.choices.find((c) => c.id === question.key.correct_choice_id)
    if (choice) return `${choice.label}. ${choice.text}`
  }
  return question.key.accepted_answers.join(' / ')
}
