import type { Brand } from '@storefront/core/locale';
import type { Bilingual, Gender } from './bilingual.js';
import type { Audience } from './product-types.js';

/** A collection: its facet value and what it is inspired by ("المستوحاة من…" agrees with مجموعة). */
export interface Collection extends Bilingual {
  readonly motif: Bilingual;
}

export const BRAND_COLLECTIONS: Readonly<Record<Brand, readonly Collection[]>> = {
  lazurde: [
    { en: 'Aurora', ar: 'أورورا', motif: { en: 'inspired by the first light over the desert', ar: 'المستوحاة من أول ضوء فوق الصحراء' } },
    { en: 'Layali', ar: 'ليالي', motif: { en: 'drawn from the stars of Arabian nights', ar: 'المستوحاة من نجوم الليالي العربية' } },
    { en: 'Mosaic', ar: 'فسيفساء', motif: { en: 'patterned like old Andalusian tiles', ar: 'ذات النقوش المستوحاة من البلاط الأندلسي القديم' } },
    { en: 'Heritage', ar: 'تراث', motif: { en: 'reworking the motifs of Hijazi goldsmiths', ar: 'التي تعيد صياغة زخارف صاغة الحجاز' } },
    { en: 'Nour', ar: 'نور', motif: { en: 'built around light and brilliance', ar: 'التي تحتفي بالضوء والبريق' } },
    { en: 'Amira', ar: 'أميرة', motif: { en: 'made for weddings and great occasions', ar: 'المصممة للأعراس والمناسبات الكبيرة' } },
    { en: 'Riviera', ar: 'ريفييرا', motif: { en: 'with lines of stones that flow like water', ar: 'ذات صفوف الأحجار التي تنساب كالماء' } },
    { en: 'Sahara', ar: 'صحراء', motif: { en: 'shaped like dunes carved by the wind', ar: 'المستوحاة من كثبان نحتتها الرياح' } },
  ],
  missl: [
    { en: 'Petals', ar: 'بتلات', motif: { en: 'full of little flowers', ar: 'المليئة بالزهور الصغيرة' } },
    { en: 'Stardust', ar: 'غبار النجوم', motif: { en: 'sprinkled with tiny stars', ar: 'المرصعة بنجوم صغيرة' } },
    { en: 'Charmed', ar: 'تعويذة', motif: { en: 'made to mix and match', ar: 'المصممة للمزج والتنسيق' } },
    { en: 'Kind Heart', ar: 'قلب طيب', motif: { en: 'with hearts for every day', ar: 'ذات القلوب للارتداء اليومي' } },
    { en: 'Alphabet', ar: 'أبجدية', motif: { en: 'spelling out names and initials', ar: 'التي تكتب الأسماء والحروف الأولى' } },
    { en: 'Candy', ar: 'حلوى', motif: { en: 'in bright, playful colours', ar: 'ذات الألوان الزاهية المرحة' } },
  ],
  waves: [
    { en: 'Tide', ar: 'مد', motif: { en: 'inspired by the rise and fall of the sea', ar: 'المستوحاة من مد البحر وجزره' } },
    { en: 'Coral', ar: 'مرجان', motif: { en: 'inspired by the reefs of the Red Sea', ar: 'المستوحاة من شعاب البحر الأحمر' } },
    { en: 'Shoreline', ar: 'شاطئ', motif: { en: 'shaped by the sand and shells of the shore', ar: 'المستوحاة من رمال الشاطئ وأصدافه' } },
    { en: 'Pearl Diver', ar: 'غواص اللؤلؤ', motif: { en: 'honouring the pearl divers of the Gulf', ar: 'التي تكرّم غواصي اللؤلؤ في الخليج' } },
  ],
};

/** A charm family (facet `charm_family`) and the single charm it names. */
export interface CharmFamily extends Bilingual {
  readonly charm: Bilingual;
}

export const CHARM_FAMILIES: readonly CharmFamily[] = [
  { en: 'Zodiac', ar: 'الأبراج', charm: { en: 'Zodiac Charm', ar: 'تعليقة برج' } },
  { en: 'Letters', ar: 'الحروف', charm: { en: 'Letter Charm', ar: 'تعليقة حرف' } },
  { en: 'Hearts', ar: 'القلوب', charm: { en: 'Heart Charm', ar: 'تعليقة قلب' } },
  { en: 'Butterflies', ar: 'الفراشات', charm: { en: 'Butterfly Charm', ar: 'تعليقة فراشة' } },
  { en: 'Evil Eye', ar: 'العين الزرقاء', charm: { en: 'Evil Eye Charm', ar: 'تعليقة عين زرقاء' } },
  { en: 'Flowers', ar: 'الزهور', charm: { en: 'Flower Charm', ar: 'تعليقة وردة' } },
  { en: 'Stars', ar: 'النجوم', charm: { en: 'Star Charm', ar: 'تعليقة نجمة' } },
];

/** Seasonal capsules (facet `capsule_type`). */
export const CAPSULES: readonly Bilingual[] = [
  { en: 'Ramadan Capsule', ar: 'كبسولة رمضان' },
  { en: 'Eid Capsule', ar: 'كبسولة العيد' },
  { en: 'National Day Capsule', ar: 'كبسولة اليوم الوطني' },
  { en: "Mother's Day Capsule", ar: 'كبسولة عيد الأم' },
  { en: 'Graduation Capsule', ar: 'كبسولة التخرج' },
  { en: "Valentine's Capsule", ar: 'كبسولة عيد الحب' },
];

/** How a plain piece is finished, when it has no stone. */
export function finishOf(index: number, gender: Gender): Bilingual {
  const finishes: readonly Bilingual[] = [
    { en: 'polished to a mirror shine', ar: gender === 'm' ? 'مصقول حتى اللمعان' : 'مصقولة حتى اللمعان' },
    { en: 'textured by hand', ar: gender === 'm' ? 'منقوش يدوياً' : 'منقوشة يدوياً' },
    { en: 'with a soft brushed finish', ar: 'بلمسة نهائية مطفأة ناعمة' },
    { en: 'with a diamond-cut sparkle', ar: 'بقطع ماسي يعكس الضوء' },
  ];
  return finishes[index % finishes.length] as Bilingual;
}

/** A closing line of a description, for whom the piece is made. */
export const CLOSING_LINES: Readonly<Record<Audience, readonly Bilingual[]>> = {
  women: [
    { en: 'A gift for an engagement, an anniversary or simply for yourself.', ar: 'هدية للخطوبة أو للذكرى السنوية أو لنفسك ببساطة.' },
    { en: 'A light piece to wear every day, from the office to the evening.', ar: 'قطعة خفيفة تُرتدى كل يوم، من العمل إلى السهرة.' },
    { en: 'Pairs well with the other pieces of the collection.', ar: 'قطعة تتناسق مع بقية قطع المجموعة.' },
    { en: 'Comes in a gift box with a certificate of authenticity.', ar: 'تصل القطعة في علبة هدايا مع شهادة أصالة.' },
    { en: 'A statement piece for weddings and Eid evenings.', ar: 'قطعة لافتة لحفلات الأعراس وسهرات العيد.' },
  ],
  men: [
    { en: 'A quiet, confident finish for a thobe or a suit.', ar: 'لمسة أنيقة وهادئة مع الثوب أو البدلة.' },
    { en: 'Comes in a gift box with a certificate of authenticity.', ar: 'تصل القطعة في علبة هدايا مع شهادة أصالة.' },
  ],
  kids: [
    { en: 'Rounded edges and a secure clasp, made for little ones.', ar: 'قطعة بحواف ناعمة وقفل آمن، صُممت للصغار.' },
    { en: 'A first piece of real gold to keep for years.', ar: 'أول قطعة من الذهب الحقيقي تبقى ذكرى لسنوات.' },
  ],
};
