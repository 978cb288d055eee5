/**
 * Passwords are stored as `scrypt$N$r$p$saltB64$hashB64` (decision 0400): the cost parameters travel
 * with each hash, so they can be raised later without invalidating the hashes already stored.
 * Passwords are NFKC-normalised first, so the same password typed on another keyboard (Arabic
 * presentation forms, full-width digits) still matches; the seed generator hashes the same way.
 */
export declare const SCRYPT_PARAMETERS: {
    readonly N: 16384;
    readonly r: 8;
    readonly p: 1;
};
/** Hashes a password with a fresh random salt, in the stored format. */
export declare function hashPassword(password: string): Promise<string>;
/**
 * A hash of no one's password, made once per process. Checking a password against it when the
 * email is unknown makes that answer take as long as a wrong password for a real account.
 */
export declare function decoyHash(): Promise<string>;
/**
 * Whether `password` matches a stored hash, compared in constant time. A malformed stored value
 * never matches, but still costs one derivation with the default parameters.
 */
export declare function verifyPassword(password: string, stored: string): Promise<boolean>;
//# sourceMappingURL=password-hash.d.ts.map