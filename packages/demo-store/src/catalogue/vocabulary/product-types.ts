import type { Brand } from '@storefront/core/locale';
import type { Bilingual, Gender } from './bilingual.js';

export type Audience = 'women' | 'men' | 'kids';

/** One way a type of piece is made: "Halo Ring" / "خاتم بهالة". */
export interface ProductStyle extends Bilingual {
  /** Gender of the Arabic head noun, for the adjectives of the description. */
  readonly gender: Gender;
  readonly stone: 'required' | 'optional' | 'none';
  /** Who it is made for; women when absent. */
  readonly audiences?: readonly Audience[];
  /** Worn through a piercing (studs, hoops and drops through the ear), so shipped sealed. */
  readonly pierced?: boolean;
}

/** The image illustrations exist per kind: `/images/catalog/{kind}.svg`. */
export type ProductKind =
  | 'ring'
  | 'necklace'
  | 'pendant'
  | 'earrings'
  | 'bracelet'
  | 'bangle'
  | 'anklet'
  | 'set'
  | 'charm'
  | 'cufflinks'
  | 'coin'
  | 'bar';

export interface ProductType {
  /** The type code in a SKU: `LZ-RG-10001`. */
  readonly code: string;
  readonly kind: ProductKind;
  /** The `type` facet value, in English (stored) and Arabic (shown). */
  readonly facet: Bilingual;
  /** The spec category the type files under, if any. */
  readonly category: 'rings' | 'bracelets' | 'earrings' | 'necklaces-pendants' | 'sets' | 'coins-bars' | null;
  /** How often each brand makes it; a brand missing here does not. */
  readonly brands: Partial<Record<Brand, number>>;
  /** Price in riyals of a plain 18K piece of the main brand, before the style's own spread. */
  readonly basePriceSar: number;
  /** "this ring" / "هذا الخاتم", for reviews. */
  readonly item: Bilingual;
  /** One practical line for the description. */
  readonly detail: Bilingual;
  readonly styles: readonly ProductStyle[];
}

const WEAR_ON_WRIST: Bilingual = { en: 'Fits a wrist of 16 to 18 cm.', ar: 'مقاس يناسب معصماً بمحيط 16 إلى 18 سم.' };
const CHAIN: Bilingual = { en: 'Chain length 45 cm, adjustable to 40 cm.', ar: 'طول السلسلة 45 سم مع إمكانية تقصيرها إلى 40 سم.' };

export const PRODUCT_TYPES: readonly ProductType[] = [
  {
    code: 'RG', kind: 'ring', facet: { en: 'Rings', ar: 'خواتم' }, category: 'rings', brands: { lazurde: 22, missl: 16, waves: 20 }, basePriceSar: 1400,
    item: { en: 'this ring', ar: 'هذا الخاتم' }, detail: { en: 'Available in several sizes.', ar: 'تتوفر مقاسات متعددة.' },
    styles: [
      { en: 'Solitaire Ring', ar: 'خاتم سوليتير', gender: 'm', stone: 'required' },
      { en: 'Eternity Band', ar: 'دبلة الأبدية', gender: 'f', stone: 'required' },
      { en: 'Halo Ring', ar: 'خاتم بهالة', gender: 'm', stone: 'required' },
      { en: 'Stackable Ring', ar: 'خاتم قابل للتنسيق', gender: 'm', stone: 'optional' },
      { en: 'Cocktail Ring', ar: 'خاتم سهرة', gender: 'm', stone: 'required' },
      { en: 'Three-Stone Ring', ar: 'خاتم بثلاثة أحجار', gender: 'm', stone: 'required' },
      { en: 'Twist Ring', ar: 'خاتم ملتف', gender: 'm', stone: 'optional' },
      { en: 'Open Ring', ar: 'خاتم مفتوح', gender: 'm', stone: 'optional' },
      { en: 'Wedding Band', ar: 'دبلة زواج', gender: 'f', stone: 'none', audiences: ['women', 'men'] },
      { en: 'Signet Ring', ar: 'خاتم ختم', gender: 'm', stone: 'optional', audiences: ['men', 'women'] },
    ],
  },
  {
    code: 'NK', kind: 'necklace', facet: { en: 'Necklaces', ar: 'قلائد' }, category: 'necklaces-pendants', brands: { lazurde: 10, missl: 10, waves: 12 }, basePriceSar: 2200,
    item: { en: 'this necklace', ar: 'هذه القلادة' }, detail: CHAIN,
    styles: [
      { en: 'Tennis Necklace', ar: 'قلادة تنس', gender: 'f', stone: 'required' },
      { en: 'Layered Necklace', ar: 'قلادة بطبقات', gender: 'f', stone: 'optional' },
      { en: 'Choker', ar: 'قلادة تشوكر', gender: 'f', stone: 'optional' },
      { en: 'Chain Necklace', ar: 'سلسلة', gender: 'f', stone: 'none', audiences: ['women', 'men'] },
      { en: 'Riviera Necklace', ar: 'قلادة ريفييرا', gender: 'f', stone: 'required' },
      { en: 'Collar Necklace', ar: 'قلادة طوق', gender: 'f', stone: 'optional' },
    ],
  },
  {
    code: 'PD', kind: 'pendant', facet: { en: 'Pendants', ar: 'معلقات' }, category: 'necklaces-pendants', brands: { lazurde: 10, missl: 14, waves: 14 }, basePriceSar: 950,
    item: { en: 'this pendant', ar: 'هذه المعلقة' }, detail: CHAIN,
    styles: [
      { en: 'Heart Pendant', ar: 'معلقة قلب', gender: 'f', stone: 'optional', audiences: ['women', 'kids'] },
      { en: 'Teardrop Pendant', ar: 'معلقة على شكل دمعة', gender: 'f', stone: 'required' },
      { en: 'Star Pendant', ar: 'معلقة نجمة', gender: 'f', stone: 'optional', audiences: ['women', 'kids'] },
      { en: 'Crescent Pendant', ar: 'معلقة هلال', gender: 'f', stone: 'optional' },
      { en: 'Initial Pendant', ar: 'معلقة بالحرف الأول', gender: 'f', stone: 'optional', audiences: ['women', 'kids'] },
      { en: 'Shell Pendant', ar: 'معلقة صدفة', gender: 'f', stone: 'optional' },
      { en: 'Evil Eye Pendant', ar: 'معلقة عين زرقاء', gender: 'f', stone: 'optional' },
    ],
  },
  {
    code: 'ER', kind: 'earrings', facet: { en: 'Earrings', ar: 'أقراط' }, category: 'earrings', brands: { lazurde: 14, missl: 18, waves: 16 }, basePriceSar: 1100,
    item: { en: 'these earrings', ar: 'هذه الأقراط' }, detail: { en: 'Sold as a pair, with secure push backs.', ar: 'تباع كزوج مع أغطية خلفية آمنة.' },
    styles: [
      { en: 'Stud Earrings', ar: 'أقراط دبوسية', gender: 'f', stone: 'optional', audiences: ['women', 'kids'], pierced: true },
      { en: 'Hoop Earrings', ar: 'أقراط حلقية', gender: 'f', stone: 'optional', pierced: true },
      { en: 'Drop Earrings', ar: 'أقراط متدلية', gender: 'f', stone: 'optional', pierced: true },
      { en: 'Huggie Hoops', ar: 'أقراط هاغي', gender: 'f', stone: 'optional', pierced: true },
      { en: 'Chandelier Earrings', ar: 'أقراط ثريا', gender: 'f', stone: 'required', pierced: true },
      { en: 'Climber Earrings', ar: 'أقراط متسلقة', gender: 'f', stone: 'required', pierced: true },
    ],
  },
  {
    code: 'BR', kind: 'bracelet', facet: { en: 'Bracelets', ar: 'أساور' }, category: 'bracelets', brands: { lazurde: 8, missl: 12, waves: 10 }, basePriceSar: 1500,
    item: { en: 'this bracelet', ar: 'هذا السوار' }, detail: WEAR_ON_WRIST,
    styles: [
      { en: 'Chain Bracelet', ar: 'سوار سلسلة', gender: 'm', stone: 'none', audiences: ['women', 'kids'] },
      { en: 'Link Bracelet', ar: 'سوار بحلقات', gender: 'm', stone: 'none', audiences: ['women', 'men'] },
      { en: 'Cuff Bracelet', ar: 'سوار كف', gender: 'm', stone: 'optional' },
      { en: 'Beaded Bracelet', ar: 'سوار بالخرز', gender: 'm', stone: 'optional', audiences: ['women', 'kids'] },
      { en: 'Charm Bracelet', ar: 'سوار بالتعليقات', gender: 'm', stone: 'optional' },
    ],
  },
  {
    code: 'BG', kind: 'bangle', facet: { en: 'Bangles', ar: 'غوايش' }, category: 'bracelets', brands: { lazurde: 8, missl: 5, waves: 5 }, basePriceSar: 2600,
    item: { en: 'this bangle', ar: 'هذه الأسورة' }, detail: WEAR_ON_WRIST,
    styles: [
      { en: 'Twisted Bangle', ar: 'أسورة مجدولة', gender: 'f', stone: 'none' },
      { en: 'Hammered Bangle', ar: 'أسورة مطروقة', gender: 'f', stone: 'none' },
      { en: 'Engraved Bangle', ar: 'أسورة منقوشة', gender: 'f', stone: 'optional' },
      { en: 'Slim Bangle', ar: 'أسورة رفيعة', gender: 'f', stone: 'optional' },
      { en: 'Open Bangle', ar: 'أسورة مفتوحة', gender: 'f', stone: 'optional' },
    ],
  },
  {
    code: 'TB', kind: 'bracelet', facet: { en: 'Tennis Bracelet', ar: 'أساور تنس' }, category: 'bracelets', brands: { lazurde: 4, missl: 2 }, basePriceSar: 3800,
    item: { en: 'this bracelet', ar: 'هذا السوار' }, detail: WEAR_ON_WRIST,
    styles: [
      { en: 'Tennis Bracelet', ar: 'سوار تنس', gender: 'm', stone: 'required' },
      { en: 'Bezel Tennis Bracelet', ar: 'سوار تنس بإطارات', gender: 'm', stone: 'required' },
    ],
  },
  {
    code: 'AN', kind: 'anklet', facet: { en: 'Anklets', ar: 'خلاخيل' }, category: 'bracelets', brands: { lazurde: 2, missl: 5, waves: 8 }, basePriceSar: 700,
    item: { en: 'this anklet', ar: 'هذا الخلخال' }, detail: { en: 'Adjustable from 23 to 26 cm.', ar: 'طول قابل للتعديل من 23 إلى 26 سم.' },
    styles: [
      { en: 'Chain Anklet', ar: 'خلخال سلسلة', gender: 'm', stone: 'none' },
      { en: 'Beaded Anklet', ar: 'خلخال بالخرز', gender: 'm', stone: 'optional' },
      { en: 'Charm Anklet', ar: 'خلخال بتعليقة', gender: 'm', stone: 'optional' },
    ],
  },
  {
    code: 'ST', kind: 'set', facet: { en: 'Sets', ar: 'أطقم' }, category: 'sets', brands: { lazurde: 5, missl: 2, waves: 2 }, basePriceSar: 5200,
    item: { en: 'this set', ar: 'هذا الطقم' }, detail: { en: 'The pieces come together in one presentation box.', ar: 'تأتي القطع معاً في علبة عرض واحدة.' },
    styles: [
      { en: 'Necklace and Earrings Set', ar: 'طقم قلادة وأقراط', gender: 'm', stone: 'optional' },
      { en: 'Bridal Set', ar: 'طقم عروس', gender: 'm', stone: 'required' },
      { en: 'Three-Piece Set', ar: 'طقم من ثلاث قطع', gender: 'm', stone: 'optional' },
    ],
  },
  {
    code: 'CH', kind: 'charm', facet: { en: 'Charms', ar: 'تعليقات' }, category: 'bracelets', brands: { missl: 10 }, basePriceSar: 700,
    item: { en: 'this charm', ar: 'هذه التعليقة' }, detail: { en: 'Clips onto any Miss L charm bracelet or chain.', ar: 'تُثبّت على أي سوار أو سلسلة تعليقات من مس ل.' },
    // Charms take their style from their charm family (see collections.ts).
    styles: [],
  },
  {
    code: 'CF', kind: 'cufflinks', facet: { en: 'Cufflinks', ar: 'أزرار أكمام' }, category: null, brands: { lazurde: 2 }, basePriceSar: 1800,
    item: { en: 'these cufflinks', ar: 'أزرار الأكمام هذه' }, detail: { en: 'Sold as a pair, with a swivel back.', ar: 'تباع كزوج مع مشبك خلفي دوّار.' },
    styles: [
      { en: 'Round Cufflinks', ar: 'أزرار أكمام دائرية', gender: 'f', stone: 'optional', audiences: ['men'] },
      { en: 'Square Cufflinks', ar: 'أزرار أكمام مربعة', gender: 'f', stone: 'optional', audiences: ['men'] },
      { en: 'Engraved Cufflinks', ar: 'أزرار أكمام منقوشة', gender: 'f', stone: 'none', audiences: ['men'] },
    ],
  },
  {
    code: 'CN', kind: 'coin', facet: { en: 'Coins', ar: 'عملات' }, category: 'coins-bars', brands: { lazurde: 2 }, basePriceSar: 0,
    item: { en: 'this coin', ar: 'هذه العملة' }, detail: { en: 'Gold coins and bars cannot be returned.', ar: 'لا يمكن إرجاع العملات والسبائك الذهبية.' },
    styles: [],
  },
  {
    code: 'BA', kind: 'bar', facet: { en: 'Bars', ar: 'سبائك' }, category: 'coins-bars', brands: { lazurde: 2 }, basePriceSar: 0,
    item: { en: 'this bar', ar: 'هذه السبيكة' }, detail: { en: 'Gold coins and bars cannot be returned.', ar: 'لا يمكن إرجاع العملات والسبائك الذهبية.' },
    styles: [],
  },
];

/** Gold weights of coins and bars, with the Arabic count agreement spelled out. */
export const BULLION_WEIGHTS: readonly { readonly grams: number; readonly en: string; readonly ar: string }[] = [
  { grams: 1, en: '1 g', ar: 'غرام واحد' },
  { grams: 2.5, en: '2.5 g', ar: '2.5 غرام' },
  { grams: 4, en: '4 g', ar: '4 غرامات' },
  { grams: 5, en: '5 g', ar: '5 غرامات' },
  { grams: 8, en: '8 g', ar: '8 غرامات' },
  { grams: 10, en: '10 g', ar: '10 غرامات' },
  { grams: 20, en: '20 g', ar: '20 غراماً' },
  { grams: 50, en: '50 g', ar: '50 غراماً' },
];

/** The motifs struck on a coin: "Falcon Gold Coin" / "عملة الصقر الذهبية". */
export const COIN_MOTIFS: readonly Bilingual[] = [
  { en: 'Falcon', ar: 'الصقر' },
  { en: 'Palm', ar: 'النخلة' },
  { en: 'Desert Rose', ar: 'وردة الصحراء' },
  { en: 'Arabesque', ar: 'الأرابيسك' },
  { en: 'Dhow', ar: 'السفينة الشراعية' },
];

/** Riyals per gram of 24K gold, with the making charge, for the demo's coins and bars. */
export const GOLD_SAR_PER_GRAM = 465;

export const RING_SIZES: Readonly<Record<'women' | 'men', readonly string[]>> = {
  women: ['48', '50', '52', '54', '56', '58'],
  men: ['58', '60', '62', '64', '66'],
};
