import { describe, expect, it } from 'vitest';
import { BundledBreachedPasswords } from './bundled-breached-passwords.js';

describe('BundledBreachedPasswords', () => {
  const list = new BundledBreachedPasswords();

  it('finds the most common breached passwords in any letter case', async () => {
    expect((await list.includes('password123'))._unsafeUnwrap()).toBe(true);
    expect((await list.includes('QWERTYUIOP'))._unsafeUnwrap()).toBe(true);
  });

  it('lets an uncommon passphrase through', async () => {
    expect((await list.includes('amber falcon under tuesday'))._unsafeUnwrap()).toBe(false);
  });
});
