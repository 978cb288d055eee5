import { describe, expect, it } from 'vitest';
import { createShellStore } from './shell.store';

describe('the shell store', () => {
  it('keeps one panel open at a time', () => {
    const store = createShellStore();
    store.getState().open('search');
    store.getState().open('mini-cart', 'cart-event');
    expect(store.getState()).toMatchObject({ openPanel: 'mini-cart', openedBy: 'cart-event' });
  });

  it('closes a named panel only when it is the open one', () => {
    const store = createShellStore();
    store.getState().open('wishlist');
    store.getState().close('mini-cart');
    expect(store.getState().openPanel).toBe('wishlist');
    store.getState().close();
    expect(store.getState().openPanel).toBeNull();
  });

  it('queues toasts and dismisses them by id', () => {
    const store = createShellStore();
    const first = store.getState().toast('Added to your bag', 'success');
    store.getState().toast('Only 2 left', 'error');
    store.getState().dismissToast(first);
    expect(store.getState().toasts.map((toast) => toast.message)).toEqual(['Only 2 left']);
  });

  it('never shows a negative or fractional badge', () => {
    const store = createShellStore();
    store.getState().setCartCount(-3);
    expect(store.getState().cartCount).toBe(0);
    store.getState().setWishlistCount(2.7);
    expect(store.getState().wishlistCount).toBe(2);
  });
});
