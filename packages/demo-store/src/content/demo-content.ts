import { BRANDS, REGIONS, brandSellsIn, type Brand, type Language, type Region } from '@storefront/core/locale';
import { CONTENT_KINDS, type DemoContentEntry } from './content-entry.js';
import { DELIVERY_DAYS, DEMO_HELP_TOPICS } from './demo-help-centre.js';

/** Text in both languages. */
type Both = Readonly<Record<Language, string>>;

type Row = DemoContentEntry;

interface NavSource {
  readonly title: Both;
  readonly url: string;
  readonly children?: readonly NavSource[];
}

// URLs are below the locale segment (`/gold-jewelry`): the web prefixes the shopper's locale.
const BRAND_PATH: Readonly<Record<Brand, string>> = { lazurde: '', missl: '/miss-l', waves: '/waves' };
const BRAND_NAME: Readonly<Record<Brand, Both>> = {
  lazurde: { en: "L'azurde", ar: 'لازوردي' },
  missl: { en: 'Miss L', ar: 'ميس إل' },
  waves: { en: 'Waves', ar: 'ويفز' },
};
const CURRENCY: Readonly<Record<Region, Both>> = {
  sa: { en: 'SAR', ar: 'ر.س' },
  ae: { en: 'AED', ar: 'د.إ' },
  eg: { en: 'EGP', ar: 'ج.م' },
};
const FREE_SHIPPING_OVER: Readonly<Record<Region, number>> = { sa: 500, ae: 500, eg: 5000 };

function navigation(brand: Brand): readonly NavSource[] {
  const base = BRAND_PATH[brand];
  const category = (en: string, ar: string, slug: string): NavSource => ({ title: { en, ar }, url: `${base}/${slug}` });
  return [
    {
      title: { en: 'Jewelry', ar: 'المجوهرات' },
      url: `${base}/new-in`,
      children: [
        category('Rings', 'خواتم', 'rings'),
        category('Necklaces & Pendants', 'قلائد وتعليقات', 'necklaces-pendants'),
        category('Earrings', 'أقراط', 'earrings'),
        category('Bracelets', 'أساور', 'bracelets'),
        category('Sets', 'أطقم', 'sets'),
      ],
    },
    {
      title: { en: 'Gold', ar: 'الذهب' },
      url: `${base}/gold-jewelry`,
      children: [category('18K Gold', 'ذهب عيار 18', '18k-gold'), category('21K Gold', 'ذهب عيار 21', '21k-gold')],
    },
    {
      title: { en: 'Diamonds', ar: 'الألماس' },
      url: `${base}/diamond-jewelry`,
      children: [
        category('Love & Engagement', 'الحب والخطوبة', 'love-engagement'),
        category('Lab Grown Diamonds', 'ألماس مصنّع', 'lab-grown-diamonds'),
      ],
    },
    {
      title: { en: 'Gifts', ar: 'الهدايا' },
      url: `${base}/gifts-occasions`,
      children: [category('Under 500', 'أقل من 500', 'under-500'), category('Best Sellers', 'الأكثر مبيعاً', 'best-sellers')],
    },
  ];
}

function cmsNavigation(items: readonly NavSource[], language: Language): unknown[] {
  return items.map((item) => ({
    Title: item.title[language],
    URL: item.url,
    Open_In_New_Tab: false,
    ...(item.children ? { L2_Navigation_Items: cmsNavigation(item.children, language) } : {}),
  }));
}

const POPULAR_SEARCHES: Readonly<Record<Language, readonly string[]>> = {
  en: ['gold rings', 'diamond earrings', 'heart pendant', 'bracelets', 'gifts for her'],
  ar: ['خواتم ذهب', 'أقراط ألماس', 'قلادة قلب', 'أساور', 'هدايا لها'],
};

const FOOTER_COLUMNS: readonly NavSource[] = [
  {
    title: { en: 'Customer care', ar: 'خدمة العملاء' },
    url: '/help-centre/order',
    children: [
      { title: { en: 'Need Help?', ar: 'تحتاج مساعدة؟' }, url: '/help-centre/order' },
      { title: { en: 'Return policy', ar: 'سياسة الإرجاع' }, url: '/help-centre/return-policy' },
      { title: { en: 'Store locations', ar: 'مواقع المتاجر' }, url: '/store-locations' },
    ],
  },
  {
    title: { en: 'My account', ar: 'حسابي' },
    url: '/account',
    children: [
      { title: { en: 'My Orders', ar: 'طلباتي' }, url: '/account/my-orders' },
      { title: { en: 'My Returns', ar: 'مرتجعاتي' }, url: '/account/my-returns' },
      { title: { en: 'My Wish List', ar: 'قائمة أمنياتي' }, url: '/account/my-wishlist' },
    ],
  },
  {
    title: { en: 'About us', ar: 'من نحن' },
    url: '/about-us',
    children: [
      { title: { en: 'Our story', ar: 'قصتنا' }, url: '/about-us' },
      { title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' }, url: '/privacy-policy' },
    ],
  },
];

const icon = (name: string, label: string, url: string) => ({ Desktop_Image: { url: `/images/icons/${name}.svg`, alternativeText: label }, CTA_Link: url });

/**
 * The ways of paying a region's footer shows: those its checkout offers by default (mada is Saudi;
 * neither tabby nor Tamara lends in Egyptian pounds), so no icon promises what the checkout refuses.
 */
const PAYMENT_ICONS: Readonly<Record<Region, readonly string[]>> = {
  sa: ['visa', 'mastercard', 'mada', 'apple-pay', 'tabby', 'cash-on-delivery'],
  ae: ['visa', 'mastercard', 'apple-pay', 'tabby', 'cash-on-delivery'],
  eg: ['visa', 'mastercard', 'apple-pay', 'cash-on-delivery'],
};

const PAYMENT_LABELS: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  visa: { en: 'Visa', ar: 'Visa' },
  mastercard: { en: 'Mastercard', ar: 'Mastercard' },
  mada: { en: 'mada', ar: 'mada' },
  'apple-pay': { en: 'Apple Pay', ar: 'Apple Pay' },
  tabby: { en: 'tabby', ar: 'tabby' },
  'cash-on-delivery': { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' },
};

function footer(brand: Brand, language: Language, region: Region): unknown {
  const ar = language === 'ar';
  return {
    Footer_Title: ar ? `انضم إلى عالم ${BRAND_NAME[brand].ar}` : `Join the world of ${BRAND_NAME[brand].en}`,
    Footer_Subtitle: ar ? 'سجّل لتصلك أحدث التشكيلات والعروض.' : 'Sign up for new collections and offers.',
    Social_Section_Title: ar ? 'تابعينا' : 'Follow us',
    Footer_Navigation: cmsNavigation(FOOTER_COLUMNS, language),
    Extended_Footer_Navigation: cmsNavigation(
      [
        { title: { en: 'Rings', ar: 'خواتم' }, url: `${BRAND_PATH[brand]}/rings` },
        { title: { en: 'Gold jewelry', ar: 'مجوهرات ذهب' }, url: `${BRAND_PATH[brand]}/gold-jewelry` },
        { title: { en: 'Diamond jewelry', ar: 'مجوهرات ألماس' }, url: `${BRAND_PATH[brand]}/diamond-jewelry` },
      ],
      language,
    ),
    Social_Links: [
      icon('instagram', 'Instagram', 'https://www.instagram.com/'),
      icon('facebook', 'Facebook', 'https://www.facebook.com/'),
      icon('tiktok', 'TikTok', 'https://www.tiktok.com/'),
    ],
    Payment_Icons: PAYMENT_ICONS[region].map((name) => icon(name, PAYMENT_LABELS[name]![language], '#')),
  };
}

/** How long after seeding the demo flash sale of Miss L ends. */
const FLASH_SALE_DAYS = 14;

function promoBar(brand: Brand, region: Region, language: Language, now: Date): unknown {
  const amount = `${FREE_SHIPPING_OVER[region]} ${CURRENCY[region][language]}`;
  const flash = brand === 'missl';
  return {
    Message: language === 'ar' ? `شحن مجاني للطلبات فوق ${amount}` : `Free shipping on orders over ${amount}`,
    Message_URL: `${BRAND_PATH[brand]}/new-in`,
    Background_Color: brand === 'missl' ? '#F4D6D2' : '#1F2A44',
    // A whole UTC hour, so every row of one seeding counts down to the same instant.
    Flash_Timer_Countdown: flash ? new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + FLASH_SALE_DAYS * 86_400_000).toISOString() : null,
    Flash_Timer_Message: flash ? (language === 'ar' ? 'تخفيضات سريعة تنتهي خلال' : 'Flash sale ends in') : null,
  };
}

/** The 404 page's cards: main, young-fashion, waves and style brands, each with a Shop All link. */
function brandCards(language: Language): unknown {
  const card = (code: string, name: Both, path: string, logo: string) => ({
    Code: code,
    Image: { url: `/images/brands/${code}-card.svg` },
    Logo: { url: `/images/brands/${logo}-logo.svg` },
    CTA_Text: language === 'ar' ? 'تسوّق الكل' : 'Shop All',
    CTA_Link: path,
    Name: name[language],
  });
  return {
    Heading: language === 'ar' ? 'خطأ 404' : 'Error 404',
    Text: language === 'ar' ? 'عذراً، لا يمكننا العثور على الصفحة التي تبحث عنها' : "Sorry we can't find the page you're looking for",
    Subtext: language === 'ar' ? 'لنعد إلى المسار الصحيح...' : "Let's get back on track...",
    Cards: [
      card('main', BRAND_NAME.lazurde, '/', 'lazurde'),
      card('young-fashion', BRAND_NAME.missl, '/miss-l', 'missl'),
      card('waves', BRAND_NAME.waves, '/waves', 'waves'),
      // The style brand has no home of its own in this store: its card opens the fashion jewellery (decision 0610).
      card('style', { en: 'Kenaz', ar: 'كناز' }, '/fashion-jewelry', 'kenaz'),
    ],
  };
}

/** A block of a content page: an optional heading and its text, paragraphs separated by a blank line. */
interface PageSection {
  readonly heading?: Both;
  /** The same in every region, or each region's own (the page is then stored per region). */
  readonly text: Both | ((region: Region) => Both);
}

const PAGES: readonly { slug: string; brands: readonly Brand[]; title: Both; sections: readonly PageSection[] }[] = [
  {
    slug: 'about-us',
    brands: ['lazurde', 'missl', 'waves'],
    title: { en: 'Our story', ar: 'قصتنا' },
    sections: [
      {
        text: {
          en: 'Fine jewellery crafted in gold and diamonds since 1980, for every moment worth remembering.\n\nWhat began as a small goldsmith’s workshop in Riyadh has grown into one of the region’s best-loved jewellery houses, with boutiques across Saudi Arabia and Egypt and a store online for shoppers in the UAE.',
          ar: 'مجوهرات راقية من الذهب والألماس منذ عام 1980، لكل لحظة تستحق أن تُذكر.\n\nما بدأ ورشةً صغيرة لصياغة الذهب في الرياض أصبح اليوم من أحب دور المجوهرات في المنطقة، بمتاجر في السعودية ومصر ومتجر إلكتروني للمتسوقين في الإمارات.',
        },
      },
      {
        heading: { en: 'Crafted by hand', ar: 'صياغة يدوية' },
        text: {
          en: 'Every piece is designed in our own studio and finished by hand by goldsmiths who have trained with us for years. We work in 18 and 21 karat gold, and each piece carries its hallmark.',
          ar: 'تُصمَّم كل قطعة في مرسمنا وتُشطَّب يدوياً على أيدي صاغة تدرّبوا معنا لسنوات. نعمل بالذهب عيار 18 و21، وتحمل كل قطعة دمغتها.',
        },
      },
      {
        heading: { en: 'Stones we stand behind', ar: 'أحجار نثق بها' },
        text: {
          en: 'Our diamonds come from suppliers who follow the Kimberley Process, and every diamond over half a carat is sold with its certificate. Lab-grown diamonds are always named as such.',
          ar: 'يأتي ألماسنا من موردين ملتزمين بعملية كيمبرلي، ويُباع كل ألماس يزيد على نصف قيراط مع شهادته. ونسمّي الألماس المصنّع مخبرياً باسمه دائماً.',
        },
      },
      {
        heading: { en: 'Our promise', ar: 'وعدنا' },
        text: {
          en: 'Free cleaning and polishing for life in any of our boutiques, and a team that answers every question about your jewellery, before and after you buy.',
          ar: 'تنظيف وتلميع مجاني مدى الحياة في أي من متاجرنا، وفريق يجيب عن كل أسئلتك حول مجوهراتك قبل الشراء وبعده.',
        },
      },
    ],
  },
  {
    slug: 'privacy-policy',
    brands: ['lazurde'],
    title: { en: 'Privacy policy', ar: 'سياسة الخصوصية' },
    sections: [
      {
        text: {
          en: 'We use your details only to fulfil your orders and, if you agree, to tell you about new collections. This policy explains what we collect, why, and the choices you have.',
          ar: 'نستخدم بياناتك فقط لتنفيذ طلباتك، ولإبلاغك بالتشكيلات الجديدة إذا وافقت على ذلك. توضح هذه السياسة ما نجمعه ولماذا والخيارات المتاحة لك.',
        },
      },
      {
        heading: { en: 'What we collect', ar: 'ما نجمعه' },
        text: {
          en: 'Your name, email address, phone number and delivery address when you order or create an account; what is in your bag and wish list; and how you use our store, so that it works and we can improve it.',
          ar: 'اسمك وبريدك الإلكتروني ورقم هاتفك وعنوان التوصيل عند الطلب أو إنشاء حساب، وما في حقيبتك وقائمة أمنياتك، وكيفية استخدامك لمتجرنا حتى يعمل كما ينبغي ونتمكن من تحسينه.',
        },
      },
      {
        heading: { en: 'How we use it', ar: 'كيف نستخدمها' },
        text: {
          en: 'To take payment, deliver your order and handle returns; to keep your account and bag safe; and, only with your consent, to send you news and offers. You can unsubscribe from any message we send.',
          ar: 'لتحصيل المبلغ وتوصيل طلبك ومعالجة المرتجعات، وللحفاظ على أمان حسابك وحقيبتك، ولإرسال الأخبار والعروض بموافقتك فقط. يمكنك إلغاء الاشتراك من أي رسالة نرسلها.',
        },
      },
      {
        heading: { en: 'Who we share it with', ar: 'مع من نشاركها' },
        text: {
          en: 'Only with those who help us serve you: the payment provider, the courier who delivers your order and the services that run our store. We never sell your details.',
          ar: 'فقط مع من يساعدوننا على خدمتك: مزوّد الدفع وشركة الشحن التي توصل طلبك والخدمات التي تشغّل متجرنا. لا نبيع بياناتك أبداً.',
        },
      },
      {
        heading: { en: 'Your choices', ar: 'خياراتك' },
        text: {
          en: 'You may ask to see, correct or delete the details we hold about you at any time. Write to our customer care team from the help centre and we will answer within 30 days.',
          ar: 'يمكنك في أي وقت طلب الاطلاع على بياناتك لدينا أو تصحيحها أو حذفها. راسل فريق خدمة العملاء من مركز المساعدة وسنرد خلال 30 يوماً.',
        },
      },
    ],
  },
  {
    slug: 'delivery-information',
    brands: ['lazurde', 'missl'],
    title: { en: 'Delivery information', ar: 'معلومات التوصيل' },
    sections: [
      {
        // Each region's delivery time, as its help centre gives it.
        text: (region) => ({
          en: `Orders are delivered within ${DELIVERY_DAYS[region]} working days. Every piece is insured until it reaches you.`,
          ar: `يتم توصيل الطلبات خلال ${DELIVERY_DAYS[region]} أيام عمل. كل قطعة مؤمّنة حتى تصل إليك.`,
        }),
      },
    ],
  },
];

/** A page's sections as the CMS holds them: rich-text blocks, each with its heading when it has one. */
function pageSections(sections: readonly PageSection[], language: Language, region: Region): unknown[] {
  return sections.map((section) => ({
    __component: 'content.rich-text',
    ...(section.heading ? { Heading: section.heading[language] } : {}),
    Text: (typeof section.text === 'function' ? section.text(region) : section.text)[language],
  }));
}

const LANGUAGES: readonly Language[] = ['en', 'ar'];

/** Every row of the demo content, in both languages. */
export function demoContentRows(now: Date = new Date()): Row[] {
  const rows: Row[] = [];
  for (const brand of BRANDS) {
    for (const language of LANGUAGES) {
      const shared = { language, region: null, brandCode: brand } as const;
      rows.push(
        { ...shared, kind: CONTENT_KINDS.header, key: 'header', body: { Logo: { url: `/images/brands/${brand}-logo.svg` }, Logo_Link: BRAND_PATH[brand] || '/', Brand: brand } },
        { ...shared, kind: CONTENT_KINDS.navigation, key: 'header', body: { L1_Navigation_Items: cmsNavigation(navigation(brand), language) } },
        { ...shared, kind: CONTENT_KINDS.popularSearchTerms, key: 'header', body: { Popular_Search_Terms: POPULAR_SEARCHES[language].map((Term) => ({ Term })) } },
      );
      for (const region of REGIONS.filter((candidate) => brandSellsIn(brand, candidate))) {
        // Each region's own footer: its ways of paying differ.
        rows.push({ ...shared, region, kind: CONTENT_KINDS.footer, key: 'footer', body: footer(brand, language, region) });
        rows.push({ ...shared, region, kind: CONTENT_KINDS.promoBar, key: 'header', body: promoBar(brand, region, language, now) });
      }
      for (const page of PAGES.filter((candidate) => candidate.brands.includes(brand))) {
        const perRegion = page.sections.some((section) => typeof section.text === 'function');
        for (const region of perRegion ? REGIONS.filter((candidate) => brandSellsIn(brand, candidate)) : [null]) {
          rows.push({
            ...shared,
            region,
            kind: CONTENT_KINDS.page,
            key: page.slug,
            body: { Title: page.title[language], Sections: pageSections(page.sections, language, region ?? 'sa') },
          });
        }
      }
    }
  }
  for (const language of LANGUAGES) {
    rows.push(
      { kind: CONTENT_KINDS.brandCards, key: 'not-found', language, region: null, brandCode: 'lazurde', body: brandCards(language) },
    );
    for (const topic of DEMO_HELP_TOPICS) {
      const { Title, Questions } = topic.body[language];
      rows.push({ kind: CONTENT_KINDS.faq, key: topic.slug, language, region: topic.region, brandCode: 'lazurde', body: { Title, Position: topic.position, Questions } });
    }
  }
  return rows;
}
