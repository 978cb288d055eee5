import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashes', () => {
  it('names the scheme, its parameters and the salt beside the hash', async () => {
    const hash = await hashPassword('Correct-Horse-9');

    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
  });

  it('accepts the password it was made from and refuses any other', async () => {
    const hash = await hashPassword('Correct-Horse-9');

    expect(await verifyPassword('Correct-Horse-9', hash)).toBe(true);
    expect(await verifyPassword('correct-horse-9', hash)).toBe(false);
  });

  it('salts every hash unless a salt is given', async () => {
    const salt = Buffer.alloc(16, 7);

    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
    expect(await hashPassword('same', salt)).toBe(await hashPassword('same', salt));
  });

  it('refuses a stored value that is not an scrypt hash', async () => {
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
