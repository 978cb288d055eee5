import type { Brand } from '@storefront/core/locale';
import type { Karat, StoneKey } from './vocabulary/materials.js';

export type { ProductKind } from './vocabulary/product-types.js';
type SignatureKind = 'ring' | 'necklace' | 'bracelet' | 'earrings';

/** The facet fields of a signature piece; the type is the English `type` facet value. */
export interface SignatureFacets {
  readonly type: string;
  readonly karat: Karat;
  readonly colour: string;
  readonly stone: StoneKey | null;
  readonly collection: string;
  readonly charmFamily?: string;
}

export interface DemoProduct {
  readonly sku: string;
  readonly brand: Brand;
  /** Picks the illustration: `/images/catalog/{kind}.svg`. */
  readonly kind: SignatureKind;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly descriptionEn: string;
  readonly descriptionAr: string;
  /** Price in KSA in whole riyals; other regions are derived from it. */
  readonly priceSar: number;
  /** Percentage off, when on sale. */
  readonly salePercent?: number;
  /** Earrings worn through the ear, shipped sealed. */
  readonly pierced?: boolean;
  readonly facets: SignatureFacets;
}

/**
 * The signature pieces: the newest of the demo catalogue, in this order (the first is the newest).
 * Tests and browser tests name them, so their SKUs, names, prices and stock stay as they are.
 */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  { sku: 'LZ-RG-1001', brand: 'lazurde', kind: 'ring', nameEn: 'Solitaire Diamond Ring', nameAr: 'خاتم سوليتير بالألماس', descriptionEn: 'A single round brilliant diamond set in 18K white gold.', descriptionAr: 'ألماسة مستديرة واحدة مرصعة في الذهب الأبيض عيار 18.', priceSar: 7450, facets: { type: 'Rings', karat: '18K', colour: 'White Gold', stone: 'diamonds', collection: 'Nour' } },
  { sku: 'LZ-RG-1002', brand: 'lazurde', kind: 'ring', nameEn: 'Eternity Band in Yellow Gold', nameAr: 'خاتم الأبدية من الذهب الأصفر', descriptionEn: 'A row of diamonds all the way round a 21K yellow gold band.', descriptionAr: 'صف من الألماس يحيط بخاتم من الذهب الأصفر عيار 21.', priceSar: 3890, salePercent: 20, facets: { type: 'Rings', karat: '21K', colour: 'Yellow Gold', stone: 'diamonds', collection: 'Riviera' } },
  { sku: 'LZ-NK-1003', brand: 'lazurde', kind: 'necklace', nameEn: 'Rose Gold Heart Pendant', nameAr: 'قلادة قلب من الذهب الوردي', descriptionEn: 'A polished heart on a fine 18K rose gold chain.', descriptionAr: 'قلب مصقول على سلسلة رفيعة من الذهب الوردي عيار 18.', priceSar: 1290, facets: { type: 'Pendants', karat: '18K', colour: 'Rose Gold', stone: null, collection: 'Layali' } },
  { sku: 'LZ-NK-1004', brand: 'lazurde', kind: 'necklace', nameEn: 'Emerald Teardrop Necklace', nameAr: 'قلادة زمرد على شكل دمعة', descriptionEn: 'A pear-cut emerald framed by pavé diamonds.', descriptionAr: 'زمردة بقطع الكمثرى يحيط بها ألماس مرصوف.', priceSar: 5600, facets: { type: 'Necklaces', karat: '18K', colour: 'Yellow Gold', stone: 'emerald', collection: 'Heritage' } },
  { sku: 'LZ-BR-1005', brand: 'lazurde', kind: 'bracelet', nameEn: 'Diamond Tennis Bracelet', nameAr: 'سوار تنس بالألماس', descriptionEn: 'Forty-two diamonds in a supple line of 18K white gold.', descriptionAr: 'اثنتان وأربعون ألماسة في خط مرن من الذهب الأبيض عيار 18.', priceSar: 9800, salePercent: 15, facets: { type: 'Tennis Bracelet', karat: '18K', colour: 'White Gold', stone: 'diamonds', collection: 'Riviera' } },
  { sku: 'LZ-BR-1006', brand: 'lazurde', kind: 'bracelet', nameEn: 'Twisted Gold Bangle', nameAr: 'أسورة ذهبية مجدولة', descriptionEn: 'Two strands of 21K gold twisted into one bangle.', descriptionAr: 'خيطان من الذهب عيار 21 مجدولان في أسورة واحدة.', priceSar: 2350, facets: { type: 'Bangles', karat: '21K', colour: 'Yellow Gold', stone: null, collection: 'Heritage' } },
  { sku: 'LZ-ER-1007', brand: 'lazurde', kind: 'earrings', nameEn: 'Pearl Drop Earrings', nameAr: 'أقراط لؤلؤ متدلية', descriptionEn: 'Freshwater pearls hanging from diamond studs.', descriptionAr: 'لآلئ المياه العذبة تتدلى من أقراط ألماس.', priceSar: 1750, pierced: true, facets: { type: 'Earrings', karat: '18K', colour: 'Yellow Gold', stone: 'pearl', collection: 'Layali' } },
  { sku: 'LZ-ER-1008', brand: 'lazurde', kind: 'earrings', nameEn: 'Sapphire Halo Studs', nameAr: 'أقراط ياقوت أزرق بهالة ألماس', descriptionEn: 'Blue sapphires circled by a halo of small diamonds.', descriptionAr: 'ياقوت أزرق تحيط به هالة من الألماس الصغير.', priceSar: 4200, pierced: true, facets: { type: 'Earrings', karat: '18K', colour: 'White Gold', stone: 'sapphire', collection: 'Nour' } },
  { sku: 'ML-BR-2001', brand: 'missl', kind: 'bracelet', nameEn: 'Butterfly Charm Bracelet', nameAr: 'سوار بتعليقة فراشة', descriptionEn: 'A light 18K gold chain with an enamel butterfly charm.', descriptionAr: 'سلسلة خفيفة من الذهب عيار 18 مع تعليقة فراشة بالمينا.', priceSar: 690, facets: { type: 'Bracelets', karat: '18K', colour: 'Yellow Gold', stone: null, collection: 'Charmed', charmFamily: 'Butterflies' } },
  { sku: 'ML-ER-2002', brand: 'missl', kind: 'earrings', nameEn: 'Star Stud Earrings', nameAr: 'أقراط نجمة صغيرة', descriptionEn: 'Tiny stars in yellow gold, made to be worn every day.', descriptionAr: 'نجوم صغيرة من الذهب الأصفر للارتداء كل يوم.', priceSar: 450, salePercent: 25, pierced: true, facets: { type: 'Earrings', karat: '18K', colour: 'Yellow Gold', stone: null, collection: 'Stardust' } },
  { sku: 'ML-NK-2003', brand: 'missl', kind: 'necklace', nameEn: 'Initial Letter Necklace', nameAr: 'قلادة بالحرف الأول', descriptionEn: 'Your initial in 18K gold on an adjustable chain.', descriptionAr: 'حرفك الأول من الذهب عيار 18 على سلسلة قابلة للتعديل.', priceSar: 820, facets: { type: 'Necklaces', karat: '18K', colour: 'Yellow Gold', stone: null, collection: 'Alphabet' } },
  { sku: 'ML-RG-2004', brand: 'missl', kind: 'ring', nameEn: 'Stackable Rainbow Ring', nameAr: 'خاتم قوس قزح قابل للتنسيق', descriptionEn: 'Coloured stones in a thin band made for stacking.', descriptionAr: 'أحجار ملونة في خاتم رفيع مصمم للتنسيق مع غيره.', priceSar: 560, facets: { type: 'Rings', karat: '18K', colour: 'Yellow Gold', stone: 'cubicZirconia', collection: 'Candy' } },
  { sku: 'WV-RG-3001', brand: 'waves', kind: 'ring', nameEn: 'Ocean Wave Ring', nameAr: 'خاتم موج البحر', descriptionEn: 'A sculpted wave in 18K white gold with a blue topaz.', descriptionAr: 'موجة منحوتة من الذهب الأبيض عيار 18 مع حجر توباز أزرق.', priceSar: 1980, facets: { type: 'Rings', karat: '18K', colour: 'White Gold', stone: 'blueTopaz', collection: 'Tide' } },
  { sku: 'WV-NK-3002', brand: 'waves', kind: 'necklace', nameEn: 'Seashell Pendant', nameAr: 'قلادة صدفة البحر', descriptionEn: 'A mother-of-pearl shell on a fine gold chain.', descriptionAr: 'صدفة من عرق اللؤلؤ على سلسلة ذهبية رفيعة.', priceSar: 1340, facets: { type: 'Pendants', karat: '18K', colour: 'Yellow Gold', stone: 'motherOfPearl', collection: 'Shoreline' } },
];
