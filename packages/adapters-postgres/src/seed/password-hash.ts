import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters: N = 2^14, r = 8, p = 1 (about 16 MiB and tens of milliseconds). */
export const SCRYPT_PARAMETERS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

interface Cost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

function derive(password: string, salt: Buffer, options: Cost, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 128 * options.N * options.r * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password into a self-describing string, `scrypt$N$r$p$saltB64$hashB64`, so the
 * parameters can grow later without breaking the hashes already stored.
 */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, SCRYPT_PARAMETERS, KEY_LENGTH);
  const { N, r, p } = SCRYPT_PARAMETERS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether a password matches a hash made by `hashPassword` (with whatever parameters it names). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || saltB64 === undefined || hashB64 === undefined) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(saltB64, 'base64'), options, expected.length);
  return timingSafeEqual(actual, expected);
}
