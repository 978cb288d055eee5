import { describe, expect, it } from 'vitest';
import { aCheckoutWorld } from '../../test-support/checkout-world.js';
import { ManageSavedCards } from './manage-saved-cards.use-case.js';

const visa = { token: 'tok_visa', brand: 'visa' as const, last4: '4242', expiryMonth: 12, expiryYear: 2030 };

describe('ManageSavedCards', () => {
  it('lists the customer’s own cards in the region only', async () => {
    const world = aCheckoutWorld();
    world.savedCards.add('sa', 7, visa);
    world.savedCards.add('sa', 8, { ...visa, token: 'tok_other' });
    world.savedCards.add('ae', 7, { ...visa, token: 'tok_ae' });
    expect((await new ManageSavedCards(world.deps).list('sa', 7))._unsafeUnwrap().map((card) => card.token)).toEqual(['tok_visa']);
  });

  it('removes a card and forgets its token at the provider; another customer’s card is not found', async () => {
    const world = aCheckoutWorld();
    const card = world.savedCards.add('sa', 7, visa);
    const manage = new ManageSavedCards(world.deps);

    expect((await manage.remove('sa', 8, card.id))._unsafeUnwrapErr()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await manage.remove('sa', 7, card.id))._unsafeUnwrap()).toEqual({ card });
    expect(world.card.deletedCards).toEqual(['tok_visa']);
    expect((await manage.list('sa', 7))._unsafeUnwrap()).toEqual([]);
  });

  it('keeps the removal when the provider fails to forget the token, and says so for the log', async () => {
    const world = aCheckoutWorld();
    const card = world.savedCards.add('sa', 7, visa);
    world.card.deleteFails = true;

    const removed = (await new ManageSavedCards(world.deps).remove('sa', 7, card.id))._unsafeUnwrap();

    expect(removed).toEqual({ card, providerFailure: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', params: { provider: 'card' } } });
    expect((await world.savedCards.list('sa', 7))._unsafeUnwrap()).toEqual([]);
    const unwired = new ManageSavedCards({ savedCards: world.savedCards, providers: { find: () => undefined, wallet: () => undefined } });
    const other = world.savedCards.add('sa', 7, visa);
    expect((await unwired.remove('sa', 7, other.id))._unsafeUnwrap()).toEqual({ card: other });
  });
});
