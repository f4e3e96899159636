// The server's notification texts (title and body, written when a notification is read; {days} comes
// from daysPhrase in messages.ts). Kept apart from messages.ts, which spreads them into its catalog,
// as learning-messages.ts is, so neither file grows past a screenful.

export const notificationMessages = {
  notificationTrialStartedTitle: { en: 'Your free trial has started', ar: 'بدأت فترتك التجريبية المجانية' },
  notificationTrialStartedBody: {
    en: 'You have {days} to try every evaluation, practice and division.',
    ar: 'لديك {days} لتجربة جميع اختبارات التقييم والتدريبات والأقسام.',
  },
  notificationTrialEndingTitle: { en: 'Your free trial ends soon', ar: 'تنتهي فترتك التجريبية المجانية قريبًا' },
  notificationTrialEndingBody: {
    en: 'Your free trial ends in {days}. Choose a plan to keep practising.',
    ar: 'تنتهي فترتك التجريبية المجانية خلال {days}. اختر باقة لمواصلة التدريب.',
  },
  notificationSubscriptionActivatedTitle: {
    en: 'Subscription confirmed: {package}',
    ar: 'تم تأكيد اشتراكك: {package}',
  },
  notificationSubscriptionActivatedBody: {
    en: 'Thank you for your payment. You have {days} of full access to every evaluation, practice and division.',
    ar: 'شكرًا لك على الدفع. لديك {days} من الوصول الكامل إلى جميع اختبارات التقييم والتدريبات والأقسام.',
  },
  notificationTrialExpiredTitle: { en: 'Your free trial has ended', ar: 'انتهت فترتك التجريبية المجانية' },
  notificationSubscriptionExpiredTitle: { en: 'Your subscription has ended', ar: 'انتهى اشتراكك' },
  notificationSubscriptionExpiredBody: {
    en: 'Choose a plan to continue your evaluations, practice and divisions. Your reports and history are kept.',
    ar: 'اختر باقة لمواصلة اختبارات التقييم والتدريبات والأقسام. تقاريرك وسجلّك محفوظة.',
  },
  notificationPaymentFailedTitle: { en: 'Your payment did not go through', ar: 'لم تكتمل عملية الدفع' },
  notificationPaymentFailedBody: {
    en: 'The payment for the {package} plan could not be completed. You can try again from the plans page.',
    ar: 'تعذّر إتمام الدفع (الباقة: {package}). يمكنك المحاولة مرة أخرى من صفحة الباقات.',
  },
  notificationDivisionResultTitle: { en: 'Division result: {subject}', ar: 'نتيجة القسم في {subject}' },
  notificationOfferTitle: { en: 'A new offer for you', ar: 'عرض جديد لك' },
  notificationOfferBody: {
    en: 'See the plans page for the details.',
    ar: 'اطّلع على صفحة الباقات لمعرفة التفاصيل.',
  },
  notificationAnnouncementTitle: { en: 'News from Exam Prep Academy', ar: 'أخبار من أكاديمية الاستعداد للاختبارات' },
  notificationAnnouncementBody: { en: 'Open the app to read more.', ar: 'افتح التطبيق لمعرفة المزيد.' },
} as const
