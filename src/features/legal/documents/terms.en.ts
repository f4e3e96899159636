import type { LegalDocument } from './document'

export const termsEn: LegalDocument = {
  updated: '2026-11-25',
  sections: [
    {
      id: 'about',
      heading: 'What these terms cover',
      paragraphs: [
        'Exam Prep Academy is an online academy for preparing for the digital SAT and the EST, in English and in Arabic. These terms apply to everyone who creates an account or uses the academy. By creating an account you accept them.',
        'The academy is in beta: we are still building it, and some features may change or pause while we do.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      paragraphs: [
        'Give your real name, an e-mail address and a mobile number you can receive codes on. Keep your password to yourself; an account is for one learner and may not be shared.',
        'If you are under the age of majority where you live, a parent or guardian must agree to these terms for you.',
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Free trial and subscriptions',
      paragraphs: [
        'A new account starts with a free trial. Evaluations, practice and divisions then need an active subscription; home, history, reports and settings stay open without one.',
        'Prices and what each plan includes are shown on the pricing page before you pay. Payments are handled by our payment provider. A subscription lasts for the period you paid for; if a payment went wrong, write to us through the contact form.',
      ],
    },
    {
      id: 'use',
      heading: 'Fair use',
      paragraphs: [
        'Use the academy for your own preparation. Do not copy, publish or sell its questions and explanations, do not collect them with automated tools, and do not try to get around its security or its limits.',
        'We may suspend an account that breaks these rules, and we will tell you why.',
      ],
    },
    {
      id: 'content',
      heading: 'Our questions and your scores',
      paragraphs: [
        'The questions, explanations and reports are the academy’s own work. SAT is a trademark of the College Board, which is not connected with this academy and does not endorse it; EST is a trademark of its owner.',
        'Scores in the academy are estimates from practice. They help you plan, but they do not promise a result on the real test.',
      ],
    },
    {
      id: 'ending',
      heading: 'Ending your account',
      paragraphs: [
        'You can delete your account at any time from your settings. What happens to your data then is described in the Privacy Policy.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      paragraphs: [
        'When these terms change in a way that matters to you, we will tell you by e-mail or in the academy before the change applies. Questions about them are welcome through the contact form in the help center.',
      ],
    },
  ],
}
