import type { Language } from '../../locale/domain/locale.js';

/** The nine reasons a shopper picks from, with their labels in both languages (spec section 5). */
export const RETURN_REASONS = {
  'no-longer-needed': { en: 'No longer needed', ar: 'لم أعد بحاجة إليه' },
  'inaccurate-description': { en: 'Inaccurate website description', ar: 'وصف غير دقيق على الموقع' },
  'bought-by-mistake': { en: 'Bought by mistake', ar: 'تم الشراء عن طريق الخطأ' },
  'better-price-available': { en: 'Better price available', ar: 'يتوفر سعر أفضل' },
  'product-damaged': { en: 'Product damaged', ar: 'المنتج تالف' },
  'arrived-too-late': { en: 'Item arrived too late', ar: 'وصل المنتج متأخرًا' },
  'wrong-item-sent': { en: 'Wrong item was sent', ar: 'تم إرسال منتج خاطئ' },
  'extra-item-received': { en: "Received extra item I didn't buy", ar: 'استلمت منتجًا إضافيًا لم أشتره' },
  'purchase-not-approved': { en: "Didn't approve Purchase", ar: 'لم أوافق على الشراء' },
} as const satisfies Record<string, Readonly<Record<Language, string>>>;

export type ReturnReason = keyof typeof RETURN_REASONS;

export const RETURN_REASON_CODES = Object.keys(RETURN_REASONS) as readonly ReturnReason[];

/**
 * The reason the return policy calls "Faulty": a faulty item goes back under it, which is what
 * sends it to inspection for a defect rather than to restocking (decision 0103).
 */
export const FAULTY_REASON: ReturnReason = 'product-damaged';

/** The label of a reason in a language, for the returns form. */
export function returnReasonLabel(reason: ReturnReason, language: Language): string {
  return RETURN_REASONS[reason][language];
}

/** Reads a reason code from a form or URL; `undefined` when it is not one of the nine. */
export function parseReturnReason(code: string): ReturnReason | undefined {
  return (RETURN_REASON_CODES as readonly string[]).includes(code) ? (code as ReturnReason) : undefined;
}
