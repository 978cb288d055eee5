import { CATEGORY_SLUGS, SHORTCUT_FILTERS, type CategorySlug } from '@storefront/core/search';

/** Every category slug of the spec: the core's categories plus the two karat shortcuts. */
export type DemoCategorySlug = CategorySlug | '18k-gold' | '21k-gold';

export interface DemoCategory {
  readonly slugEn: DemoCategorySlug;
  readonly slugAr: string;
  readonly nameEn: string;
  readonly nameAr: string;
  readonly parent: DemoCategorySlug | null;
}

function shortcutSlugAr(slug: '18k-gold' | '21k-gold'): string {
  const shortcut = SHORTCUT_FILTERS.find((filter) => filter.slug.en === slug);
  if (!shortcut) throw new Error(`The core has no shortcut filter ${slug}`);
  return shortcut.slug.ar;
}

function category(slug: CategorySlug, nameEn: string, nameAr: string, parent: DemoCategorySlug | null = null): DemoCategory {
  return { slugEn: slug, slugAr: CATEGORY_SLUGS[slug], nameEn, nameAr, parent };
}

/**
 * The two-level tree, parents first, in menu order. Price bands (`under-500`…) are price-range
 * paths, not categories, so they have no rows here.
 */
export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  category('rings', 'Rings', 'خواتم'),
  category('necklaces-pendants', 'Necklaces & Pendants', 'قلائد ومعلقات'),
  category('earrings', 'Earrings', 'أقراط'),
  category('bracelets', 'Bracelets', 'أساور'),
  category('sets', 'Sets', 'أطقم'),
  category('diamond-jewelry', 'Diamond Jewelry', 'مجوهرات الألماس'),
  category('lab-grown-diamonds', 'Lab Grown Diamonds', 'ألماس مصنع في المختبر', 'diamond-jewelry'),
  category('gold-jewelry', 'Gold Jewelry', 'مجوهرات الذهب'),
  { slugEn: '18k-gold', slugAr: shortcutSlugAr('18k-gold'), nameEn: '18K Gold', nameAr: 'ذهب عيار 18', parent: 'gold-jewelry' },
  { slugEn: '21k-gold', slugAr: shortcutSlugAr('21k-gold'), nameEn: '21K Gold', nameAr: 'ذهب عيار 21', parent: 'gold-jewelry' },
  category('coins-bars', 'Coins & Bars', 'سبائك وعملات', 'gold-jewelry'),
  category('fashion-jewelry', 'Fashion Jewelry', 'مجوهرات الأزياء'),
  category('gifts-occasions', 'Gifts & Occasions', 'الهدايا والمناسبات'),
  category('love-engagement', 'Love & Engagement', 'الحب والخطوبة', 'gifts-occasions'),
  category('kids', 'Kids', 'أطفال', 'gifts-occasions'),
  category('mens', 'Men', 'رجالي', 'gifts-occasions'),
  category('new-in', 'New In', 'وصل حديثاً'),
  category('best-sellers', 'Best Sellers', 'الأكثر مبيعاً'),
];
