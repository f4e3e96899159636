import type { components } from '@common/api/schema.gen'

type PreviewQuestion = components['schemas']['PreviewQuestion']

/**
 * Sample questions for stories, written for this project (no published exam item or paraphrase
 * of one), in the contract's shape (`PreviewQuestion`: a question with its key).
 */
export const readingSample: PreviewQuestion = {
  id: 'qn_StoryRw01',
  passage:
    'Farmers in a cooperative near Aswan tested a pot-in-pot cooler, an old technique that keeps vegetables fresh without electricity. One clay pot sits inside a larger one, and the gap between them is filled with wet sand. As the water in the sand evaporates, it carries heat away from the inner pot, keeping its contents several degrees cooler than the air around it.\n\nThe farmers reported that tomatoes stored in the cooler stayed firm for nearly two weeks instead of three days, so far less of their harvest spoiled before it reached the market.',
  stem: 'Which choice best states the main idea of the text?',
  figure_svg: null,
  format: 'multiple_choice',
  choices: [
    {
      id: 'ch_StoryRwA',
      label: 'A',
      text: 'A traditional cooling method helped farmers keep produce fresh longer without using electricity.',
    },
    { id: 'ch_StoryRwB', label: 'B', text: 'The cooperative replaced its clay pots with electric refrigerators.' },
    { id: 'ch_StoryRwC', label: 'C', text: 'Wet sand cools the surrounding air more than it cools the inner pot.' },
    {
      id: 'ch_StoryRwD',
      label: 'D',
      text: 'Tomatoes spoil faster than other vegetables when they are stored in clay.',
    },
  ],
  domain: { id: 'information_and_ideas', name: 'Information and Ideas' },
  skill: { id: 'central_ideas_and_details', name: 'Central Ideas and Details' },
  difficulty: 'easy',
  points: 10,
  system: 'SAT',
  subject: 'reading_writing',
  key: {
    correct_choice_id: 'ch_StoryRwA',
    accepted_answers: [],
    explanation:
      'The text explains how the pot-in-pot cooler works and reports that tomatoes lasted nearly two weeks instead of three days: choice A sums this up. B contradicts the text, C is not what the text says, and D compares vegetables the text never compares.',
  },
}

export const mathSample: PreviewQuestion = {
  id: 'qn_StoryMa01',
  passage: null,
  stem: 'If \\(3x - 7 = 11\\), what is the value of \\(6x - 14\\)?',
  figure_svg: null,
  format: 'multiple_choice',
  choices: [
    { id: 'ch_StoryMaA', label: 'A', text: '\\(11\\)' },
    { id: 'ch_StoryMaB', label: 'B', text: '\\(18\\)' },
    { id: 'ch_StoryMaC', label: 'C', text: '\\(22\\)' },
    { id: 'ch_StoryMaD', label: 'D', text: '\\(36\\)' },
  ],
  domain: { id: 'algebra', name: 'Algebra' },
  skill: { id: 'linear_equations_one_variable', name: 'Linear Equations in One Variable' },
  difficulty: 'easy',
  points: 10,
  system: 'SAT',
  subject: 'math',
  key: {
    correct_choice_id: 'ch_StoryMaC',
    accepted_answers: [],
    explanation:
      'The expression \\(6x - 14\\) is twice \\(3x - 7\\), so it equals\\[2 \\cdot 11 = 22\\]There is no need to find \\(x\\) first (it is \\(6\\)).',
  },
}

const triangleSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 170" role="img" aria-label="Right triangle ABC with the right angle at C. Side AC is 12, side BC is 5 and the hypotenuse AB is 13.">
  <polygon points="30,140 210,140 210,65" fill="none" stroke="currentColor" stroke-width="2"/>
  <polyline points="196,140 196,126 210,126" fill="none" stroke="currentColor" stroke-width="1.5"/>
  <text x="18" y="154" font-size="14" fill="currentColor">A</text>
  <text x="214" y="154" font-size="14" fill="currentColor">C</text>
  <text x="214" y="62" font-size="14" fill="currentColor">B</text>
  <text x="120" y="160" font-size="13" text-anchor="middle" fill="currentColor">12</text>
  <text x="220" y="106" font-size="13" fill="currentColor">5</text>
  <text x="108" y="92" font-size="13" text-anchor="middle" fill="currentColor">13</text>
</svg>`

export const figureSample: PreviewQuestion = {
  id: 'qn_StoryMa02',
  passage: null,
  stem: 'In right triangle \\(ABC\\) shown, what is the value of \\(\\sin A\\)?',
  figure_svg: triangleSvg,
  format: 'multiple_choice',
  choices: [
    { id: 'ch_StoryFgA', label: 'A', text: '\\(\\dfrac{5}{13}\\)' },
    { id: 'ch_StoryFgB', label: 'B', text: '\\(\\dfrac{5}{12}\\)' },
    { id: 'ch_StoryFgC', label: 'C', text: '\\(\\dfrac{12}{13}\\)' },
    { id: 'ch_StoryFgD', label: 'D', text: '\\(\\dfrac{13}{12}\\)' },
  ],
  domain: { id: 'geometry_and_trigonometry', name: 'Geometry and Trigonometry' },
  skill: { id: 'right_triangles_and_trigonometry', name: 'Right Triangles and Trigonometry' },
  difficulty: 'medium',
  points: 20,
  system: 'EST',
  subject: 'math',
  key: {
    correct_choice_id: 'ch_StoryFgA',
    accepted_answers: [],
    explanation:
      'The sine of an angle is the opposite side over the hypotenuse. Opposite \\(A\\) is \\(BC = 5\\), and the hypotenuse is \\(AB = 13\\), so \\(\\sin A = \\dfrac{5}{13}\\).',
  },
}

export const studentProducedSample: PreviewQuestion = {
  id: 'qn_StoryMa03',
  passage: null,
  stem: 'What value of \\(x\\) is the solution to \\(8x + 5 = 11\\)?',
  figure_svg: null,
  format: 'student_produced',
  choices: [],
  domain: { id: 'algebra', name: 'Algebra' },
  skill: { id: 'linear_equations_one_variable', name: 'Linear Equations in One Variable' },
  difficulty: 'medium',
  points: 20,
  system: 'SAT',
  subject: 'math',
  key: {
    correct_choice_id: null,
    accepted_answers: ['3/4', '.75', '0.75'],
    explanation:
      'Subtract \\(5\\) from both sides, then divide by \\(8\\):\\[8x = 6 \\quad\\Rightarrow\\quad x = \\dfrac{6}{8} = \\dfrac{3}{4}\\]',
  },
}

/** The contract's `AnswerFeedback` for a sample's key. */
export function feedbackFor(sample: PreviewQuestion, isCorrect: boolean): components['schemas']['AnswerFeedback'] {
  return { ...sample.key, is_correct: isCorrect }
}
