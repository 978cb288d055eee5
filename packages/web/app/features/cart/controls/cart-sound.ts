/** A short two-note chime (about 0.3 s, 6.5 kB), played when a product lands in the cart (spec section 4). */
export const CART_SOUND_URL = '/sounds/added-to-cart.wav';

export interface CartSound {
  play(): void;
}

const silent: CartSound = { play: () => undefined };

/**
 * Prepares the chime inside the shopper's click, so the browser counts it as started by a gesture;
 * `play()` once the cart answered. Where audio is missing or refused, nothing happens.
 */
export function prepareCartSound(): CartSound {
  if (typeof Audio === 'undefined') return silent;
  try {
    const audio = new Audio(CART_SOUND_URL);
    audio.preload = 'auto';
    audio.volume = 0.4;
    return {
      play: () => {
        audio.play().catch(() => undefined);
      },
    };
  } catch {
    return silent;
  }
}
