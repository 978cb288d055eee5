/** The hosted pages' words in English and Arabic. */

export type PageLanguage = 'en' | 'ar';

export const TEXTS = {
  en: {
    sandbox: 'Sandbox: no real money moves',
    cardTitle: 'Pay by card',
    amount: 'Amount',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    name: 'Name on the card',
    pay: 'Pay',
    cancel: 'Cancel and go back',
    errorsTitle: 'Please check the card details',
    numberInvalid: 'This card number is not valid.',
    brandRefused: 'This card type is not accepted: use Visa, Mastercard or mada.',
    expiryInvalid: 'Enter the expiry as MM/YY.',
    expired: 'This card has expired.',
    cvcInvalid: 'Enter the 3 digits on the back of the card.',
    nameInvalid: 'Enter the name as it is on the card.',
    challengeTitle: '3-D Secure verification',
    challengeIntro: 'Your bank sent a one-time code. Enter it to confirm this payment.',
    code: 'One-time code',
    confirm: 'Confirm',
    bnplTitle: (provider: string) => `Pay in 4 with ${provider}`,
    bnplIntro: 'Split your purchase into 4 interest-free payments.',
    schedule: 'Payment schedule',
    today: 'Today',
    approve: 'Approve and pay',
    decline: 'Decline',
    sessionExpired: 'This payment session has expired. Go back to the store to choose how to pay again.',
    finished: 'This payment is already finished.',
    backToStore: 'Back to the store',
    notFound: 'There is no such payment.',
  },
  ar: {
    sandbox: 'بيئة تجريبية: لا تنتقل أي أموال حقيقية',
    cardTitle: 'الدفع بالبطاقة',
    amount: 'المبلغ',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvc: 'رمز الأمان (CVC)',
    name: 'الاسم على البطاقة',
    pay: 'ادفع',
    cancel: 'إلغاء والعودة',
    errorsTitle: 'يرجى التحقق من بيانات البطاقة',
    numberInvalid: 'رقم البطاقة غير صحيح.',
    brandRefused: 'نوع البطاقة غير مقبول: استخدم فيزا أو ماستركارد أو مدى.',
    expiryInvalid: 'أدخل تاريخ الانتهاء بالصيغة شهر/سنة.',
    expired: 'انتهت صلاحية هذه البطاقة.',
    cvcInvalid: 'أدخل الأرقام الثلاثة على ظهر البطاقة.',
    nameInvalid: 'أدخل الاسم كما هو على البطاقة.',
    challengeTitle: 'التحقق بخدمة 3-D Secure',
    challengeIntro: 'أرسل إليك البنك رمزًا لمرة واحدة. أدخله لتأكيد هذه الدفعة.',
    code: 'الرمز لمرة واحدة',
    confirm: 'تأكيد',
    bnplTitle: (provider: string) => `قسّمها على 4 دفعات مع ${provider}`,
    bnplIntro: 'قسّم مشترياتك على 4 دفعات بدون فوائد.',
    schedule: 'جدول الدفعات',
    today: 'اليوم',
    approve: 'الموافقة والدفع',
    decline: 'رفض',
    sessionExpired: 'انتهت صلاحية جلسة الدفع هذه. عد إلى المتجر لاختيار طريقة الدفع مرة أخرى.',
    finished: 'اكتملت هذه الدفعة بالفعل.',
    backToStore: 'العودة إلى المتجر',
    notFound: 'لا توجد دفعة بهذا الرقم.',
  },
} as const;

export type Texts = (typeof TEXTS)[PageLanguage];

/** The page's language from its `lang` query: Arabic when asked, English otherwise. */
export function pageLanguage(lang: unknown): PageLanguage {
  return lang === 'ar' ? 'ar' : 'en';
}
