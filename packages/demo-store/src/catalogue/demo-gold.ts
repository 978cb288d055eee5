import type { Karat } from './vocabulary/materials.js';

/**
 * The gold coins and bars every demo store sells, besides the generated catalogue: bullion is
 * never returned (decision 1330), so the returns pages and their browser tests name these SKUs.
 * Like the signature pieces, their SKUs, names and weights stay as they are.
 */
export interface DemoGoldPiece {
  readonly sku: string;
  readonly kind: 'coin' | 'bar';
  readonly karat: Extract<Karat, '22K' | '24K'>;
  readonly grams: number;
  readonly nameEn: string;
  readonly nameAr: string;
}

export const DEMO_GOLD_PIECES: readonly DemoGoldPiece[] = [
  { sku: 'LZ-CN-1101', kind: 'coin', karat: '22K', grams: 8, nameEn: '22K Gold Coin, 8 g', nameAr: 'عملة ذهبية عيار 22، 8 غرامات' },
  { sku: 'LZ-CN-1102', kind: 'coin', karat: '24K', grams: 4, nameEn: '24K Gold Coin, 4 g', nameAr: 'عملة ذهبية عيار 24، 4 غرامات' },
  { sku: 'LZ-CN-1103', kind: 'coin', karat: '24K', grams: 1, nameEn: '24K Gold Coin, 1 g', nameAr: 'عملة ذهبية عيار 24، غرام واحد' },
  { sku: 'LZ-BA-1104', kind: 'bar', karat: '24K', grams: 5, nameEn: '24K Gold Bar, 5 g', nameAr: 'سبيكة ذهب عيار 24، 5 غرامات' },
  { sku: 'LZ-BA-1105', kind: 'bar', karat: '24K', grams: 10, nameEn: '24K Gold Bar, 10 g', nameAr: 'سبيكة ذهب عيار 24، 10 غرامات' },
  { sku: 'LZ-BA-1106', kind: 'bar', karat: '24K', grams: 20, nameEn: '24K Gold Bar, 20 g', nameAr: 'سبيكة ذهب عيار 24، 20 غراماً' },
];

/** The coin each region's demo account bought, whose return is refused (the returns pages show why). */
export const DEMO_ORDERED_COIN = 'LZ-CN-1101';
