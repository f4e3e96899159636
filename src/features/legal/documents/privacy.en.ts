import type { LegalDocument } from './document'

export const privacyEn: LegalDocument = {
  updated: '2026-11-25',
  sections: [
    {
      id: 'collect',
      heading: 'What we keep',
      paragraphs: [
        'Your account: your name, e-mail address, mobile number, language, profile picture if you add one, and your password, stored only as a one-way hash that nobody can read back.',
        'Your learning: the quizzes you take, your answers and their timing, your scores, points and divisions, and the messages you send us through the contact and feedback forms.',
        'Your subscription: your plan, its dates and the outcome of each payment. Card details go to our payment provider and never reach us.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we keep it',
      paragraphs: [
        'To run your account, to save your progress and build your reports, to send the codes and the notifications you choose, to keep the academy secure, and to improve our questions from answers counted together, never from one learner singled out.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'The academy sets three cookies of its own: one keeps you signed in, one remembers your language, and one remembers whether your last page showed a subscription banner, so that the next page keeps its room. It uses no advertising cookies and no third-party trackers.',
      ],
    },
    {
      id: 'sharing',
      heading: 'Who else sees it',
      paragraphs: [
        'We do not sell your data. Services that work for us see only what their job needs: the delivery of e-mails and text messages, payments, and hosting. We disclose data to an authority only when the law requires it.',
      ],
    },
    {
      id: 'keeping',
      heading: 'How long we keep it',
      paragraphs: [
        'As long as your account exists. When you delete your account in your settings, it is removed at once, with your answers, reports, history and divisions. Our servers’ short security logs, which hold network addresses, are kept only as long as their purpose needs.',
      ],
    },
    {
      id: 'choices',
      heading: 'Your choices',
      paragraphs: [
        'In your settings you can correct your name, change your e-mail address, mobile number and password, choose which notifications you receive, and delete your account. For a copy of your data, write to us through the contact form.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'Connections to the academy are encrypted, passwords are hashed, sign-ins are limited to stop guessing, and our team’s access to your data is kept to what running the academy needs.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes and contact',
      paragraphs: [
        'When this policy changes in a way that matters to you, we will tell you by e-mail or in the academy before the change applies. Questions about your data are welcome through the contact form in the help center.',
      ],
    },
  ],
}
