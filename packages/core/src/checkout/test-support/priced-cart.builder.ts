import type { Cart } from '../../cart/domain/cart.js';
import { priceCart } from '../../cart/domain/cart-pricing.js';
import type { CartVariantFacts } from '../../cart/domain/cart-state.js';
import type { CouponPromotion } from '../../cart/domain/promotion.js';
import type { Region } from '../../locale/domain/locale.js';
import { DefaultVatPolicy } from '../../locale/domain/vat.policy.js';

/** A cart priced as the cart calls price it: `aPricedCart().with(RING, 2).withCoupon(TEN_PERCENT).build()`. */
export function aPricedCart(region: Region = 'sa') {
  const lines: { variant: CartVariantFacts; quantity: number }[] = [];
  let coupon: CouponPromotion | undefined;
  const builder = {
    with(variant: CartVariantFacts, quantity = 1) {
      lines.push({ variant, quantity });
      return builder;
    },
    withCoupon(promotion: CouponPromotion) {
      coupon = promotion;
      return builder;
    },
    build(): Cart {
      return priceCart(
        {
          id: 'cart-1',
          region,
          language: 'en',
          customerId: undefined,
          lines: lines.map(({ variant, quantity }, index) => ({ id: `line-${index + 1}`, productId: variant.productId, variantId: variant.variantId, quantity, variant })),
          couponCode: coupon?.code,
          coupon,
        },
        new DefaultVatPolicy(),
        new Date('2026-03-01T10:00:00Z'),
      );
    },
  };
  return builder;
}
