import { describe, expect, it } from 'vitest';
import { behaviourOf, brandOf, MADA_BINS, passesLuhn, TEST_CARDS } from './cards.js';

describe('card numbers', () => {
  it('accepts a number whose Luhn check digit is right and refuses one digit off', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242 4242 4242 4242')).toBe(false);
  });

  it('documents only test cards that pass the Luhn check', () => {
    for (const number of Object.keys(TEST_CARDS)) expect(passesLuhn(number), number).toBe(true);
  });

  it('tells Visa by its 4 and Mastercard by 51–55 and 2221–2720', () => {
    expect(brandOf('4111111111111111')).toBe('visa');
    expect(brandOf('5105105105105100')).toBe('mastercard');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2221000000000009')).toBe('mastercard');
    expect(brandOf('2720990000000007')).toBe('mastercard');
    expect(brandOf('2220990000000000')).toBeUndefined();
    expect(brandOf('2721000000000000')).toBeUndefined();
    expect(brandOf('5600000000000000')).toBeUndefined();
  });

  it('routes the published mada BINs to mada, before the Visa and Mastercard ranges they share', () => {
    expect(brandOf('4406470000000007')).toBe('mada');
    expect(brandOf('5888450000000003')).toBe('mada');
    expect(brandOf('9682080000000008')).toBe('mada');
    expect(brandOf('5399310000000000')).toBe('mada');
    expect(MADA_BINS).toEqual(expect.arrayContaining(['440647', '588845', '968208']));
  });

  it('accepts no other scheme (American Express, Discover)', () => {
    expect(brandOf('378282246310005')).toBeUndefined();
    expect(brandOf('6011111111111117')).toBeUndefined();
  });

  it('pays any valid card that is not a test card of another behaviour', () => {
    expect(behaviourOf('4111111111111111')).toBe('success');
    expect(behaviourOf('4000000000000002')).toBe('decline');
    expect(behaviourOf('4000000000009995')).toBe('insufficient-funds');
    expect(behaviourOf('4000000000003220')).toBe('challenge');
    expect(behaviourOf('4000008400001629')).toBe('challenge-fail');
  });
});
