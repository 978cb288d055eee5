import type { Language, Region } from '@storefront/core/locale';

type Question = { readonly Question: string; readonly Answer: string };
type Topic = Readonly<Record<Language, { readonly Title: string; readonly Questions: readonly Question[] }>>;

/** A help-centre topic of the demo store: `region` null is shared by every region that has none of its own. */
export interface DemoHelpTopic {
  readonly slug: string;
  readonly region: Region | null;
  readonly position: number;
  readonly body: Topic;
}

function returnPolicyAnswer(days: number, language: Language): string {
  return language === 'ar'
    ? `يمكنك إرجاع المنتجات غير المستخدمة في تغليفها الأصلي مع البطاقات والفاتورة والملحقات خلال ${days} يوماً من التسليم. ` +
        'يجب إرجاع العروض الترويجية المجمّعة كاملة. لا يمكن إرجاع أو استرداد قيمة المجوهرات المخصصة للثقب إذا كان ختمها مكسوراً، ولا العملات والسبائك الذهبية، ولا يُسترد ثمن المنتجات التالفة أو المستعملة. ' +
        'لا نوفر الاستبدال: أعد المنتج واطلب من جديد. يتم الاسترداد خلال 10 أيام عمل بعد الفحص، وقد يستغرق ظهور المبلغ على البطاقة حتى 28 يوماً، ' +
        'وتُسترد قيمة طلبات الدفع عند الاستلام بتحويل بنكي. قد يتم إيقاف الحسابات ذات أنماط الإرجاع غير المعتادة. تابعي مرتجعاتك في [مرتجعاتي](/account/my-returns).'
    : `You can return unused items in their original packaging, with tags, invoice and accessories, within ${days} days of delivery. ` +
        'Promotional bundles must be returned whole. Pierced jewelry with a broken seal, and gold coins and bars, cannot be returned or refunded, and damaged or worn items get no refund. ' +
        'We do not offer exchanges: return the item and place a new order. Refunds are made within 10 working days after inspection; card refunds can take up to 28 days to appear, ' +
        'and cash on delivery orders are refunded by bank transfer. Accounts with unusual return patterns may be deactivated. Follow your returns in [My Returns](/account/my-returns).';
}

const HOW_TO_RETURN: Readonly<Record<Language, Question>> = {
  en: {
    Question: 'How do I return an item online?',
    Answer:
      'You can [return an item online](/account/my-returns#return-an-item): sign in, choose the delivered order and select the items to return with a reason. ' +
      'Bought without an account? [Find your order](/order-lookup) with its number and your email, then choose "Return items". ' +
      'For a faulty item choose the reason "Product damaged". Pack the items in their original packaging and we will arrange the collection; follow the return in My Returns.',
  },
  ar: {
    Question: 'كيف أُرجع منتجاً عبر الإنترنت؟',
    Answer:
      'يمكنك [إرجاع منتج عبر الإنترنت](/account/my-returns#return-an-item): سجّل الدخول، واختر الطلب الذي تم تسليمه ثم المنتجات التي تريد إرجاعها مع السبب. ' +
      'اشتريت دون حساب؟ [ابحث عن طلبك](/order-lookup) برقمه وبريدك الإلكتروني، ثم اختر "إرجاع منتجات". ' +
      'للمنتج المعيب اختر السبب "المنتج تالف". ضع المنتجات في تغليفها الأصلي وسنرتب استلامها، وتابع الإرجاع في مرتجعاتي.',
  },
};

/** The return policy with its window (decision 0100: 15 days, 30 in Egypt) and how to return online. */
function returnPolicy(days: number): Topic {
  return {
    en: { Title: 'Return policy', Questions: [{ Question: 'What is your return policy?', Answer: returnPolicyAnswer(days, 'en') }, HOW_TO_RETURN.en] },
    ar: { Title: 'سياسة الإرجاع', Questions: [{ Question: 'ما هي سياسة الإرجاع لديكم؟', Answer: returnPolicyAnswer(days, 'ar') }, HOW_TO_RETURN.ar] },
  };
}

interface RegionCare {
  readonly phone: string;
  readonly deliveryDays: string;
  readonly payments: Readonly<Record<Language, string>>;
}

const CARE: Readonly<Record<Region, RegionCare>> = {
  sa: {
    phone: '+966 800 124 0500',
    deliveryDays: '2–5',
    payments: { en: 'Visa, Mastercard, mada, Apple Pay, tabby instalments and cash on delivery', ar: 'فيزا وماستركارد ومدى وApple Pay والتقسيط مع tabby والدفع عند الاستلام' },
  },
  ae: {
    phone: '+971 800 052 9873',
    deliveryDays: '2–4',
    payments: { en: 'Visa, Mastercard, Apple Pay, tabby instalments and cash on delivery', ar: 'فيزا وماستركارد وApple Pay والتقسيط مع tabby والدفع عند الاستلام' },
  },
  eg: {
    phone: '+20 2 1234 5678',
    deliveryDays: '3–7',
    payments: { en: 'Visa, Mastercard, Apple Pay and cash on delivery', ar: 'فيزا وماستركارد وApple Pay والدفع عند الاستلام' },
  },
};

/** How many working days a delivery takes in each region: the help centre and the delivery page say the same. */
export const DELIVERY_DAYS: Readonly<Record<Region, string>> = { sa: CARE.sa.deliveryDays, ae: CARE.ae.deliveryDays, eg: CARE.eg.deliveryDays };

/** "Need Help?" (help-centre/order): tracking, delivery, payment and the region's customer care line. */
function orderHelp(region: Region): Topic {
  const care = CARE[region];
  return {
    en: {
      Title: 'Orders and delivery',
      Questions: [
        { Question: 'How can I track my order?', Answer: 'Sign in to [My Account](/account) and open My Orders: every order shows its status and, once shipped, its tracking link.' },
        { Question: 'When will my order arrive?', Answer: `Orders are delivered within ${care.deliveryDays} working days. Every piece is insured until it reaches you.` },
        { Question: 'How can I pay?', Answer: `You can pay with ${care.payments.en}.` },
        { Question: 'How do I contact customer care?', Answer: `Call us on ${care.phone}, Sunday to Thursday from 9:00 to 21:00, or write to us from [My Account](/account).` },
      ],
    },
    ar: {
      Title: 'الطلبات والتوصيل',
      Questions: [
        { Question: 'كيف أتتبع طلبي؟', Answer: 'سجّل الدخول إلى [حسابي](/account) وافتح طلباتي: يظهر لكل طلب حالته ورابط تتبعه بعد الشحن.' },
        { Question: 'متى يصل طلبي؟', Answer: `يتم توصيل الطلبات خلال ${care.deliveryDays} أيام عمل. كل قطعة مؤمّنة حتى تصل إليك.` },
        { Question: 'كيف يمكنني الدفع؟', Answer: `يمكنك الدفع عبر ${care.payments.ar}.` },
        { Question: 'كيف أتواصل مع خدمة العملاء؟', Answer: `اتصل بنا على ${care.phone} من الأحد إلى الخميس من 9:00 إلى 21:00، أو راسلنا من [حسابي](/account).` },
      ],
    },
  };
}

/** Every help-centre topic of the demo store. */
export const DEMO_HELP_TOPICS: readonly DemoHelpTopic[] = [
  ...(['sa', 'ae', 'eg'] as const).map((region): DemoHelpTopic => ({ slug: 'order', region, position: 1, body: orderHelp(region) })),
  { slug: 'return-policy', region: null, position: 2, body: returnPolicy(15) },
  // Egypt's own FAQ (spec sections 2 and 5): the 30-day reading of the return window.
  { slug: 'return-policy', region: 'eg', position: 2, body: returnPolicy(30) },
];
