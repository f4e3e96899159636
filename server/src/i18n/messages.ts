import { learningFieldLabels, learningMessages } from './learning-messages'
import { notificationMessages } from './notification-messages'

/** Server-side messages in every interface language (spec §7: they follow Accept-Language). */
export const serverLocales = ['en', 'ar'] as const
export type ServerLocale = (typeof serverLocales)[number]

const catalog = {
  ...learningMessages,
  notFound: { en: 'Not Found', ar: 'غير موجود' },
  internalError: { en: 'Internal Server Error', ar: 'خطأ داخلي في الخادم' },
  badRequest: { en: 'The request could not be understood.', ar: 'تعذّر فهم الطلب.' },
  badJson: { en: 'The request body must be valid JSON.', ar: 'يجب أن يكون محتوى الطلب بصيغة JSON صالحة.' },
  jsonTooDeep: {
    en: 'The request body is nested too deeply (at most {limit} levels).',
    ar: 'محتوى الطلب متداخل أكثر من اللازم ({limit} مستوى على الأكثر).',
  },
  badForm: {
    en: 'The request body must be a form (multipart/form-data).',
    ar: 'يجب إرسال الطلب كنموذج (multipart/form-data).',
  },
  badParameter: { en: 'The {field} parameter is not valid.', ar: 'المعامل {field} غير صالح.' },
  methodNotAllowed: { en: 'Method Not Allowed', ar: 'الطريقة غير مسموح بها' },
  databaseUnavailable: {
    en: 'The service is temporarily unavailable. Please try again in a moment.',
    ar: 'الخدمة غير متاحة مؤقتًا. يرجى المحاولة بعد قليل.',
  },
  shuttingDown: {
    en: 'This server is restarting. Please try again in a moment.',
    ar: 'يُعاد تشغيل هذا الخادم. يرجى المحاولة بعد قليل.',
  },
  routeNotFound: { en: 'No API route matches {path}', ar: 'لا يوجد مسار في الواجهة البرمجية يطابق {path}' },
  contentTooLarge: { en: 'The file is too large.', ar: 'الملف كبير جدًا.' },
  bodyTooLarge: {
    en: 'The request body is too large (at most {limit}).',
    ar: 'محتوى الطلب كبير جدًا ({limit} على الأكثر).',
  },
  rateLimited: {
    en: 'Too many attempts, please try again in {seconds} seconds.',
    ar: 'محاولات كثيرة جدًا، يرجى المحاولة مرة أخرى بعد {seconds} ثانية.',
  },
  unauthenticated: { en: 'Please log in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },

  // Validation (the field name is filled in from fieldLabels)
  fieldRequired: { en: 'The {field} field is required.', ar: 'حقل {field} مطلوب.' },
  fieldInvalid: { en: 'The {field} field is not valid.', ar: 'قيمة حقل {field} غير صالحة.' },
  fieldNotAllowed: { en: 'The {field} field is not allowed here.', ar: 'الحقل {field} غير مسموح به هنا.' },
  fieldEmail: {
    en: 'The {field} must be a valid email address.',
    ar: 'يجب أن يكون {field} عنوان بريد إلكتروني صالحًا.',
  },
  fieldMobile: {
    en: 'The {field} must be in international format, such as +201001234567.',
    ar: 'يجب أن يكون {field} بالصيغة الدولية، مثل ‎+201001234567.',
  },
  fieldCode: { en: 'The {field} must be 6 digits.', ar: 'يجب أن يتكون {field} من 6 أرقام.' },
  fieldMinLength: {
    en: 'The {field} must be at least {limit} characters.',
    ar: 'يجب ألا يقل {field} عن {limit} أحرف.',
  },
  fieldMaxLength: {
    en: 'The {field} may not be longer than {limit} characters.',
    ar: 'يجب ألا يزيد {field} عن {limit} حرفًا.',
  },
  fieldBlank: { en: 'The {field} field is required.', ar: 'حقل {field} مطلوب.' },
  fieldBoolean: { en: 'The {field} field must be true or false.', ar: 'يجب أن تكون قيمة {field} صحيحًا أو خطأ.' },
  fieldEnum: { en: 'The selected {field} is invalid.', ar: 'قيمة {field} المختارة غير صالحة.' },
  oneIdentifier: {
    en: 'Give either an email or a mobile number.',
    ar: 'أدخل البريد الإلكتروني أو رقم الجوال، وليس كليهما.',
  },
  termsNotAccepted: {
    en: 'Please accept our Terms of Use and Privacy Policy',
    ar: 'يرجى الموافقة على شروط الاستخدام وسياسة الخصوصية',
  },
  passwordConfirmation: { en: 'The password confirmation does not match.', ar: 'تأكيد كلمة المرور غير مطابق.' },
  passwordCommon: {
    en: 'This password is too common. Please choose a less predictable one.',
    ar: 'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور يصعب تخمينها.',
  },
  passwordIsEmail: {
    en: 'The password must not be your email address.',
    ar: 'يجب ألا تكون كلمة المرور هي بريدك الإلكتروني.',
  },
  currentPasswordWrong: { en: 'The current password is incorrect.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  passwordWrong: { en: 'The password is incorrect.', ar: 'كلمة المرور غير صحيحة.' },
  emailMismatch: { en: 'The email does not match your account.', ar: 'البريد الإلكتروني لا يطابق حسابك.' },
  emailTaken: { en: 'The email has already been taken.', ar: 'البريد الإلكتروني مستخدم بالفعل.' },
  emailSame: { en: 'This is already your email address.', ar: 'هذا هو بريدك الإلكتروني الحالي بالفعل.' },
  whatsappUnavailable: {
    en: 'Codes by WhatsApp are not available right now. Please choose email.',
    ar: 'إرسال الرموز عبر واتساب غير متاح حاليًا. يرجى اختيار البريد الإلكتروني.',
  },
  codeInvalid: {
    en: 'The verification code is invalid or has expired.',
    ar: 'رمز التحقق غير صحيح أو انتهت صلاحيته.',
  },
  pictureType: {
    en: 'The picture must be a JPEG, PNG or WebP image.',
    ar: 'يجب أن تكون الصورة بصيغة JPEG أو PNG أو WebP.',
  },
  pictureTooLarge: { en: 'The picture may not be larger than 2 MB.', ar: 'يجب ألا يزيد حجم الصورة عن 2 ميغابايت.' },
  pictureAndRemove: {
    en: 'Choose a new picture or remove the current one, not both.',
    ar: 'اختر صورة جديدة أو أزل الصورة الحالية، وليس الأمرين معًا.',
  },
  messageBlank: { en: 'Please write your message.', ar: 'يرجى كتابة رسالتك.' },

  // Auth
  invalidCredentials: {
    en: 'These credentials do not match our records.',
    ar: 'بيانات الدخول هذه لا تطابق سجلاتنا.',
  },
  loggedIn: { en: 'Logged in successfully', ar: 'تم تسجيل الدخول بنجاح' },
  activationRequired: {
    en: 'Your account is not activated yet. Enter the verification code we sent you.',
    ar: 'حسابك غير مفعّل بعد. أدخل رمز التحقق الذي أرسلناه إليك.',
  },
  registeredEmail: {
    en: 'Registered successfully, please check your email for verification',
    ar: 'تم التسجيل بنجاح، يرجى مراجعة بريدك الإلكتروني لتفعيل الحساب',
  },
  registeredWhatsapp: {
    en: 'Registered successfully, please check your WhatsApp messages for verification',
    ar: 'تم التسجيل بنجاح، يرجى مراجعة رسائل واتساب لتفعيل الحساب',
  },
  activated: {
    en: 'Account activated successfully, you can now log in',
    ar: 'تم تفعيل الحساب بنجاح، يمكنك الآن تسجيل الدخول',
  },
  alreadyActivated: {
    en: 'Your account is already activated, please log in.',
    ar: 'حسابك مفعّل بالفعل، يرجى تسجيل الدخول.',
  },
  activationCodeSent: {
    en: 'If an account is waiting for activation, a new code has been sent.',
    ar: 'إذا كان هناك حساب بانتظار التفعيل، فقد أرسلنا رمزًا جديدًا.',
  },
  resetCodeSent: {
    en: 'If an account matches, we have sent you a reset code.',
    ar: 'إذا وُجد حساب مطابق، فقد أرسلنا إليك رمز إعادة التعيين.',
  },
  resetCodeResent: {
    en: 'If an account matches, we have sent you a new reset code.',
    ar: 'إذا وُجد حساب مطابق، فقد أرسلنا إليك رمز إعادة تعيين جديدًا.',
  },
  resetCodeVerified: {
    en: 'Code verified, you can now choose a new password.',
    ar: 'تم التحقق من الرمز، يمكنك الآن اختيار كلمة مرور جديدة.',
  },
  passwordReset: {
    en: 'Password reset successfully, you can now log in',
    ar: 'تمت إعادة تعيين كلمة المرور بنجاح، يمكنك الآن تسجيل الدخول',
  },
  loggedOut: { en: 'Logged out successfully', ar: 'تم تسجيل الخروج بنجاح' },
  googleDisabled: { en: 'Third-party sign-in is not available.', ar: 'تسجيل الدخول عبر جهة خارجية غير متاح.' },
  googleInvalid: {
    en: 'We could not verify your Google sign-in. Please try again.',
    ar: 'تعذّر التحقق من تسجيل دخولك عبر Google. يرجى المحاولة مرة أخرى.',
  },

  // Account and settings
  feedbackSubmitted: { en: 'Feedback submitted', ar: 'تم إرسال ملاحظاتك' },
  contactSubmitted: {
    en: 'Your message has been sent. Thank you!',
    ar: 'تم إرسال رسالتك. شكرًا لك!',
  },
  accountDeleted: { en: 'Account deleted successfully', ar: 'تم حذف الحساب بنجاح' },
  passwordUpdated: { en: 'Password updated', ar: 'تم تحديث كلمة المرور' },
  emailCodeSent: {
    en: 'We have sent a verification code to your new email.',
    ar: 'أرسلنا رمز تحقق إلى بريدك الإلكتروني الجديد.',
  },
  emailUpdated: { en: 'Email updated', ar: 'تم تحديث البريد الإلكتروني' },
  notificationUpdated: { en: 'Notification updated', ar: 'تم تحديث الإشعارات' },
  profileUpdated: { en: 'Profile updated', ar: 'تم تحديث الملف الشخصي' },

  // Learning
  subscriptionExpired: { en: 'Your subscription has expired', ar: 'انتهى اشتراكك' },
  evaluationRequired: {
    en: 'You need to have an evaluation first on this subject',
    ar: 'يجب أن تُجري اختبار تقييم في هذه المادة أولًا',
  },
  answersMissing: {
    en: 'Some answers are missing, please check questions before ending quiz',
    ar: 'بعض الإجابات ناقصة، يرجى مراجعة الأسئلة قبل إنهاء الاختبار',
  },
  quizNotRunning: { en: 'This quiz has already ended.', ar: 'انتهى هذا الاختبار بالفعل.' },
  quizNotFinished: { en: 'This quiz is not finished yet.', ar: 'لم ينتهِ هذا الاختبار بعد.' },
  fullTestModuleExit: {
    en: 'A module of a full test cannot be left on its own. Leave the whole test from its screen.',
    ar: 'لا يمكن الخروج من وحدة في اختبار كامل وحدها. اخرج من الاختبار كله من شاشته.',
  },
  fullTestNotRunning: { en: 'This full test has already ended.', ar: 'انتهى هذا الاختبار الكامل بالفعل.' },
  fullTestStageChanged: {
    en: 'This test has already moved on. Here is where it stands now.',
    ar: 'انتقل هذا الاختبار إلى المرحلة التالية بالفعل. هذا موضعه الآن.',
  },
  fullTestModuleRunning: {
    en: 'Submit this module before moving on; its clock is still running.',
    ar: 'سلّم هذه الوحدة قبل الانتقال؛ ما زال وقتها يعمل.',
  },
  fullTestNotFinished: { en: 'This full test is not finished yet.', ar: 'لم ينتهِ هذا الاختبار الكامل بعد.' },
  annotationOutOfPassage: {
    en: 'The highlight must lie within the passage.',
    ar: 'يجب أن يقع التظليل داخل النص.',
  },
  tooManyAnnotations: {
    en: 'A question can hold at most 50 highlights.',
    ar: 'يمكن أن يحمل السؤال 50 تظليلًا على الأكثر.',
  },
  alreadyAnswered: {
    en: 'This question is already answered; practice answers cannot be changed.',
    ar: 'تمت الإجابة عن هذا السؤال بالفعل؛ لا يمكن تغيير إجابات التدريب.',
  },
  quizExited: {
    en: 'Quiz exited. Your answers were discarded and no points were saved.',
    ar: 'تم الخروج من الاختبار. حُذفت إجاباتك ولم تُحتسب أي نقاط.',
  },
  noQuestions: {
    en: 'No questions match these criteria. Try other skills or another difficulty.',
    ar: 'لا توجد أسئلة تطابق هذه المعايير. جرّب مهارات أو مستوى صعوبة آخر.',
  },
  skillNotInDomain: {
    en: 'This skill does not belong to the chosen domain.',
    ar: 'هذه المهارة لا تنتمي إلى المجال المختار.',
  },
  domainNotInSubject: {
    en: 'This domain does not belong to the chosen subject.',
    ar: 'هذا المجال لا ينتمي إلى المادة المختارة.',
  },
  choiceNotInQuestion: {
    en: "This choice is not one of the question's choices.",
    ar: 'هذا الخيار ليس من خيارات السؤال.',
  },
  choiceForResponse: {
    en: 'This question takes a typed answer, not a choice.',
    ar: 'هذا السؤال يتطلب كتابة الإجابة وليس اختيارها.',
  },
  responseForChoice: {
    en: 'This question takes one of its choices, not a typed answer.',
    ar: 'هذا السؤال يتطلب اختيار إحدى الإجابات وليس كتابتها.',
  },
  responseInvalid: {
    en: 'Enter a number, a decimal or a fraction such as 3/4 (at most 5 characters, 6 with a minus sign).',
    ar: 'أدخل عددًا أو عددًا عشريًا أو كسرًا مثل 3/4 (5 خانات على الأكثر، و6 مع إشارة السالب).',
  },
  notEligibleForPromotion: {
    en: 'The Short Test opens when a round reaches the promotion threshold.',
    ar: 'يُتاح الاختبار القصير عندما تصل جولة إلى حد الترقية.',
  },
  promotionTestPending: {
    en: 'Take the Short Test to level up before the next quiz.',
    ar: 'أجرِ الاختبار القصير للترقية قبل الاختبار التالي.',
  },
  resultSorry: { en: "We're Sorry", ar: 'نأسف' },
  resultGood: { en: 'Good Job', ar: 'عمل جيد' },
  resultWell: { en: 'Well done', ar: 'أحسنت' },
  divisionInLevel: {
    en: 'You are in level {level}: {solved} of {total} quizzes of this round done.',
    ar: 'أنت في المستوى {level}: أنهيت {solved} من {total} اختبارات في هذه الجولة.',
  },
  divisionEligible: {
    en: 'You reached the promotion threshold of level {level}. Pass the Short Test to move up.',
    ar: 'وصلت إلى حد الترقية في المستوى {level}. اجتز الاختبار القصير لتنتقل إلى المستوى التالي.',
  },
  divisionPromoted: { en: 'Promoted! You are now in level {level}.', ar: 'تمت ترقيتك! أنت الآن في المستوى {level}.' },
  divisionStayed: { en: 'You stay in level {level} for a new round.', ar: 'تبقى في المستوى {level} لجولة جديدة.' },
  divisionRelegated: { en: 'You moved down to level {level}.', ar: 'انتقلت إلى المستوى {level}.' },

  // Subscriptions and payments
  packageUnavailable: { en: 'This plan is not available.', ar: 'هذه الباقة غير متاحة.' },
  webhookSignatureInvalid: {
    en: 'The webhook signature is missing, invalid or too old.',
    ar: 'توقيع إشعار الدفع مفقود أو غير صالح أو قديم جدًا.',
  },
  webhookEventInvalid: {
    en: 'The webhook event is not one this server understands.',
    ar: 'حدث إشعار الدفع هذا غير مفهوم لهذا الخادم.',
  },
  paymentsUnavailable: {
    en: 'Payments are not available right now.',
    ar: 'الدفع غير متاح حاليًا.',
  },

  ...notificationMessages,
} as const satisfies Record<string, Record<ServerLocale, string>>

export type MessageKey = keyof typeof catalog

/** How a field is named inside a validation message. */
const fieldLabels: Record<string, Record<ServerLocale, string>> = {
  ...learningFieldLabels,
  first_name: { en: 'first name', ar: 'الاسم الأول' },
  last_name: { en: 'last name', ar: 'اسم العائلة' },
  email: { en: 'email', ar: 'البريد الإلكتروني' },
  mobile: { en: 'mobile number', ar: 'رقم الجوال' },
  password: { en: 'password', ar: 'كلمة المرور' },
  password_confirmation: { en: 'password confirmation', ar: 'تأكيد كلمة المرور' },
  current_password: { en: 'current password', ar: 'كلمة المرور الحالية' },
  accept_terms: { en: 'terms acceptance', ar: 'الموافقة على الشروط' },
  channel: { en: 'code channel', ar: 'طريقة إرسال الرمز' },
  code: { en: 'verification code', ar: 'رمز التحقق' },
  id_token: { en: 'ID token', ar: 'رمز الهوية' },
  message: { en: 'message', ar: 'الرسالة' },
  kind: { en: 'message kind', ar: 'نوع الرسالة' },
  package_id: { en: 'plan', ar: 'الباقة' },
  email_notifications: { en: 'email notifications', ar: 'إشعارات البريد الإلكتروني' },
  new_offers: { en: 'new offers', ar: 'العروض الجديدة' },
  picture: { en: 'picture', ar: 'الصورة' },
  remove_picture: { en: 'remove picture', ar: 'إزالة الصورة' },
  page: { en: 'page', ar: 'الصفحة' },
  per_page: { en: 'per page', ar: 'عدد العناصر في الصفحة' },
  unread_only: { en: 'unread only', ar: 'غير المقروءة فقط' },
  notification_id: { en: 'notification', ar: 'الإشعار' },
}

export function fieldLabel(locale: ServerLocale, field: string): string {
  return fieldLabels[field]?.[locale] ?? field
}

/** Picks en or ar from an Accept-Language header (first supported tag by q-order). */
export function negotiateLocale(header: string | undefined | null): ServerLocale {
  if (!header) return 'en'
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const match = tags.find((entry) => (serverLocales as readonly string[]).includes(entry.base))
  return (match?.base as ServerLocale | undefined) ?? 'en'
}

export function translate(locale: ServerLocale, key: MessageKey, params: Record<string, string> = {}): string {
  return catalog[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`)
}

const arabicPlural = new Intl.PluralRules('ar')

/**
 * "7 days" in either language. Arabic counts by the number: يوم واحد, يومان
 * (يومين after a preposition or as an object), 3-10 أيام, 11-99 يومًا,
 * and يوم again for 100, 101, 102… (`grammaticalCase` only changes the dual).
 */
export function daysPhrase(locale: ServerLocale, days: number, grammaticalCase: 'nominative' | 'genitive'): string {
  if (locale === 'en') return days === 1 ? '1 day' : `${days} days`
  switch (arabicPlural.select(days)) {
    case 'one':
      return 'يوم واحد'
    case 'two':
      return grammaticalCase === 'nominative' ? 'يومان' : 'يومين'
    case 'few':
      return `${days} أيام`
    case 'many':
      return `${days} يومًا`
    default:
      return `${days} يوم`
  }
}
