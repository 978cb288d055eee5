import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
/**
 * Passwords are stored as `scrypt$N$r$p$saltB64$hashB64` (decision 0400): the cost parameters travel
 * with each hash, so they can be raised later without invalidating the hashes already stored.
 * Passwords are NFKC-normalised first, so the same password typed on another keyboard (Arabic
 * presentation forms, full-width digits) still matches; the seed generator hashes the same way.
 */
export const SCRYPT_PARAMETERS = { N: 16_384, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse stored parameters beyond these: a tampered row must not make sign-in exhaust memory. */
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;
function derive(password, salt, length, { N, r, p }) {
    return new Promise((resolve, reject) => {
        // scrypt needs 128 * N * r bytes; allow twice that so the default 32 MiB cap never bites.
        scrypt(password.normalize('NFKC'), salt, length, { N, r, p, maxmem: 256 * N * r }, (error, key) => error ? reject(error) : resolve(key));
    });
}
function parse(stored) {
    const match = FORMAT.exec(stored);
    if (!match)
        return undefined;
    const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const isPowerOfTwo = N > 1 && (N & (N - 1)) === 0;
    if (!isPowerOfTwo || N > MAX_N || r < 1 || r > MAX_R || p < 1 || p > MAX_P)
        return undefined;
    const salt = Buffer.from(match[4] ?? '', 'base64');
    const hash = Buffer.from(match[5] ?? '', 'base64');
    if (salt.length < 8 || hash.length < 16)
        return undefined;
    return { N, r, p, salt, hash };
}
/** Hashes a password with a fresh random salt, in the stored format. */
export async function hashPassword(password) {
    const salt = randomBytes(SALT_BYTES);
    const { N, r, p } = SCRYPT_PARAMETERS;
    const key = await derive(password, salt, KEY_BYTES, { N, r, p });
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}
let decoy;
/**
 * A hash of no one's password, made once per process. Checking a password against it when the
 * email is unknown makes that answer take as long as a wrong password for a real account.
 */
export function decoyHash() {
    decoy ??= hashPassword(randomBytes(24).toString('base64'));
    return decoy;
}
/**
 * Whether `password` matches a stored hash, compared in constant time. A malformed stored value
 * never matches, but still costs one derivation with the default parameters.
 */
export async function verifyPassword(password, stored) {
    const parsed = parse(stored);
    if (!parsed) {
        await derive(password, randomBytes(SALT_BYTES), KEY_BYTES, SCRYPT_PARAMETERS);
        return false;
    }
    const key = await derive(password, parsed.salt, parsed.hash.length, { N: parsed.N, r: parsed.r, p: parsed.p });
    return timingSafeEqual(key, parsed.hash);
}
//# sourceMappingURL=password-hash.js.map