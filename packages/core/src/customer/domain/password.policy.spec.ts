import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { DefaultPasswordPolicy, PASSWORD_MAX_LENGTH, passwordGuessable, passwordLengthIssue } from './password.policy.js';

const nothingBreached = { includes: () => okAsync(false) };

describe('the password policy', () => {
  it('counts characters, not UTF-16 units: four padlocks are four characters, too short', async () => {
    const padlocks = '🔒'.repeat(4);
    expect(padlocks.length).toBe(8);
    expect(passwordLengthIssue(padlocks)).toBe('too-short');
    expect((await new DefaultPasswordPolicy(nothingBreached).check(padlocks))._unsafeUnwrapErr()).toEqual({ code: 'PASSWORD_TOO_SHORT', params: { min: 8 } });
  });

  it('takes eight Arabic letters and 128 characters, and refuses 129', async () => {
    const policy = new DefaultPasswordPolicy(nothingBreached);
    expect(passwordLengthIssue('كلمةسرية')).toBeUndefined();
    expect((await policy.check('كلمةسرية')).isOk()).toBe(true);
    expect(passwordLengthIssue('a'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(passwordLengthIssue('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('too-long');
  });

  it('refuses a password on the breached list with its own reason', async () => {
    const policy = new DefaultPasswordPolicy({ includes: (password: string) => okAsync(password === 'password123') });
    expect((await policy.check('password123'))._unsafeUnwrapErr()).toEqual({ code: 'PASSWORD_BREACHED', params: {} });
  });

  it('refuses one character repeated, two taking turns, and a straight run up or down; takes the rest', async () => {
    const policy = new DefaultPasswordPolicy(nothingBreached);
    for (const guessable of ['aaaaaaaa', 'AAAAaaaa', 'abababab', '12345678', 'abcdefghij', '87654321', '٣٣٣٣٣٣٣٣']) {
      expect(passwordGuessable(guessable), guessable).toBe(true);
    }
    expect((await policy.check('aaaaaaaa'))._unsafeUnwrapErr()).toEqual({ code: 'PASSWORD_GUESSABLE', params: {} });
    for (const fine of ['abcabcab', 'Qz7-mellow-garnet', 'كلمةسرية', '13579135', '12345679']) {
      expect(passwordGuessable(fine), fine).toBe(false);
    }
  });
});
