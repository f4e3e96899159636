import type { ServerLocale } from '../i18n/messages'

/** Outgoing messages in both languages; `{name}`, `{code}`, `{minutes}`, `{url}` are filled in. */
const templates = {
  activation: {
    en: {
      subject: 'Your Exam Prep Academy verification code',
      body: 'Hello {name},\n\nYour verification code is {code}. It expires in {minutes} minutes.\n\nIf you did not create an account, you can ignore this message.\n\nExam Prep Academy',
      short: '{code} is your Exam Prep Academy verification code. It expires in {minutes} minutes.',
    },
    ar: {
      subject: 'رمز التحقق من أكاديمية الاستعداد للاختبارات',
      body: 'مرحبًا {name}،\n\nرمز التحقق الخاص بك هو {code}. تنتهي صلاحيته خلال {minutes} دقائق.\n\nإذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.\n\nأكاديمية الاستعداد للاختبارات',
      short: '{code} هو رمز التحقق من أكاديمية الاستعداد للاختبارات. تنتهي صلاحيته خلال {minutes} دقائق.',
    },
  },
  password_reset: {
    en: {
      subject: 'Reset your Exam Prep Academy password',
      body: 'Hello {name},\n\nYour password reset code is {code}. It expires in {minutes} minutes.\n\nIf you did not ask to reset your password, ignore this message: your password stays the same.\n\nExam Prep Academy',
      short: '{code} is your Exam Prep Academy password reset code. It expires in {minutes} minutes.',
    },
    ar: {
      subject: 'إعادة تعيين كلمة مرور أكاديمية الاستعداد للاختبارات',
      body: 'مرحبًا {name}،\n\nرمز إعادة تعيين كلمة المرور هو {code}. تنتهي صلاحيته خلال {minutes} دقائق.\n\nإذا لم تطلب إعادة تعيين كلمة المرور، تجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.\n\nأكاديمية الاستعداد للاختبارات',
      short:
        '{code} هو رمز إعادة تعيين كلمة المرور في أكاديمية الاستعداد للاختبارات. تنتهي صلاحيته خلال {minutes} دقائق.',
    },
  },
  email_change: {
    en: {
      subject: 'Confirm your new email address',
      body: 'Hello {name},\n\nTo use this address for your Exam Prep Academy account, enter the code {code} at {url} . It expires in {minutes} minutes.\n\nIf you did not ask for this change, ignore this message.\n\nExam Prep Academy',
      short: '{code} confirms your new email address at Exam Prep Academy.',
    },
    ar: {
      subject: 'تأكيد عنوان بريدك الإلكتروني الجديد',
      body: 'مرحبًا {name}،\n\nلاستخدام هذا العنوان في حسابك بأكاديمية الاستعداد للاختبارات، أدخل الرمز {code} في {url} . تنتهي صلاحيته خلال {minutes} دقائق.\n\nإذا لم تطلب هذا التغيير، تجاهل هذه الرسالة.\n\nأكاديمية الاستعداد للاختبارات',
      short: '{code} يؤكد عنوان بريدك الإلكتروني الجديد في أكاديمية الاستعداد للاختبارات.',
    },
  },
  account_exists: {
    en: {
      subject: 'Someone tried to sign up with your email',
      body: 'Hello {name},\n\nSomeone tried to create an Exam Prep Academy account with this email address, which already has an account. If it was you, log in at {url}, or reset your password there if you forgot it.\n\nIf it was not you, you can ignore this message.\n\nExam Prep Academy',
      short: 'Someone tried to sign up at Exam Prep Academy with your details. If it was you, log in at {url}.',
    },
    ar: {
      subject: 'حاول أحدهم التسجيل باستخدام بريدك الإلكتروني',
      body: 'مرحبًا {name}،\n\nحاول أحدهم إنشاء حساب في أكاديمية الاستعداد للاختبارات بعنوان البريد الإلكتروني هذا، وهو مرتبط بحساب موجود. إذا كنت أنت، سجّل الدخول من {url}، أو أعد تعيين كلمة المرور هناك إن نسيتها.\n\nإذا لم تكن أنت، يمكنك تجاهل هذه الرسالة.\n\nأكاديمية الاستعداد للاختبارات',
      short: 'حاول أحدهم التسجيل في أكاديمية الاستعداد للاختبارات ببياناتك. إذا كنت أنت، سجّل الدخول من {url}.',
    },
  },
  review_reminder: {
    en: {
      subject: 'Your missed questions are due for review',
      body: 'Hello {name},\n\nQuestions due for review today: {count}. A few minutes now fix what you missed, while it is fresh: {url}\n\nYou get at most one such reminder a day. To stop them, turn off email notifications in your settings.\n\nExam Prep Academy',
      short: 'Questions due for review today at Exam Prep Academy: {count}. {url}',
    },
    ar: {
      subject: 'حان موعد مراجعة الأسئلة التي فاتتك',
      body: 'مرحبًا {name}،\n\nالأسئلة المستحقة للمراجعة اليوم: {count}. دقائق قليلة الآن تثبّت ما فاتك وهو ما زال حاضرًا في ذهنك: {url}\n\nلن يصلك أكثر من تذكير واحد كهذا في اليوم. لإيقافها، أوقف إشعارات البريد الإلكتروني من الإعدادات.\n\nأكاديمية الاستعداد للاختبارات',
      short: 'الأسئلة المستحقة للمراجعة اليوم في أكاديمية الاستعداد للاختبارات: {count}. {url}',
    },
  },
} as const

export type TemplateName = keyof typeof templates

export function renderTemplate(
  name: TemplateName,
  locale: ServerLocale,
  channel: 'email' | 'whatsapp',
  params: Record<string, string>,
): { subject: string; body: string } {
  const template = templates[name][locale]
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '')
  return { subject: fill(template.subject), body: fill(channel === 'email' ? template.body : template.short) }
}
