import { z } from 'zod';
import { REGIONS, type Region } from '../../locale/domain/locale.js';

// 80 characters keep the Arabic name within the QR code's 255 bytes a field.
const bilingual = z.object({ en: z.string().trim().min(1).max(80), ar: z.string().trim().min(1).max(80) });

/** The seller a region's tax invoices name: its legal name and address in both languages, and its VAT number. */
export const sellerSchema = z.object({
  name: bilingual,
  /** KSA: the 15-digit VAT registration number (starts and ends with 3); UAE: the 15-digit TRN; Egypt: the 9-digit tax registration number. */
  vatNumber: z.string().regex(/^\d{9,15}$/, 'must be 9 to 15 digits'),
  address: z.object({ en: z.string().trim().min(1).max(300), ar: z.string().trim().min(1).max(300) }),
});

export type Seller = z.infer<typeof sellerSchema>;

/** Each region's seller. A KSA number must be one ZATCA issues: 15 digits, first and last 3. */
export const sellerSettingsSchema = z
  .object(Object.fromEntries(REGIONS.map((region) => [region, sellerSchema])) as Record<Region, typeof sellerSchema>)
  .refine((settings) => /^3\d{13}3$/.test(settings.sa.vatNumber), { path: ['sa', 'vatNumber'], message: 'a KSA VAT number is 15 digits starting and ending with 3' });

export type SellerSettings = Readonly<Record<Region, Seller>>;

/**
 * The demo store's sellers: made-up registration numbers of the right shapes. A real store sets its
 * own (configuration) before it issues an invoice anybody files.
 */
export const DEMO_SELLER_SETTINGS: SellerSettings = {
  sa: {
    name: { en: "L'azurde Company for Jewelry", ar: 'شركة لازوردي للمجوهرات' },
    vatNumber: '300000000000003',
    address: { en: 'Second Industrial City, Riyadh, Saudi Arabia', ar: 'المدينة الصناعية الثانية، الرياض، المملكة العربية السعودية' },
  },
  ae: {
    name: { en: "L'azurde Jewellery Trading LLC", ar: 'لازوردي لتجارة المجوهرات ذ.م.م' },
    vatNumber: '100000000000003',
    address: { en: 'Gold Souk, Deira, Dubai, United Arab Emirates', ar: 'سوق الذهب، ديرة، دبي، الإمارات العربية المتحدة' },
  },
  eg: {
    name: { en: "L'azurde Egypt for Jewelry", ar: 'لازوردي مصر للمجوهرات' },
    vatNumber: '100000003',
    address: { en: '6th of October City, Giza, Egypt', ar: 'مدينة السادس من أكتوبر، الجيزة، مصر' },
  },
};

/** The settings as configuration gives them, read by the schema: the demo's where none are given. */
export function readSellerSettings(input: unknown = DEMO_SELLER_SETTINGS): SellerSettings {
  return sellerSettingsSchema.parse(input);
}
