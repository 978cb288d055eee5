import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RestoreLinks, restoreLinkSecret } from './restore-links.js';

const secret = () => Buffer.from('a-test-secret-of-thirty-two-bytes!!', 'utf8');
let now = new Date('2026-03-01T10:00:00Z');
const links = new RestoreLinks(secret, 3600, () => now);

describe('restore links', () => {
  const folder = mkdtempSync(join(tmpdir(), 'restore-links-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('names the cart or order it was issued for, in its region only', () => {
    const token = links.issue({ kind: 'order', id: 'LZ-ORDER-1', region: 'sa' });
    expect(links.verify(token, 'sa')._unsafeUnwrap()).toEqual({ kind: 'order', id: 'LZ-ORDER-1' });
    expect(links.verify(token, 'ae')._unsafeUnwrapErr().code).toBe('ABANDONED_CART_LINK_INVALID');
  });

  it('refuses an altered, truncated or foreign token', () => {
    const token = links.issue({ kind: 'cart', id: 'cart-a', region: 'sa' });
    const [version, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ k: 'cart', id: 'cart-b', r: 'sa', exp: 9_999_999_999 })).toString('base64url');
    const foreign = new RestoreLinks(() => Buffer.alloc(32, 7), 3600, () => now).issue({ kind: 'cart', id: 'cart-a', region: 'sa' });
    for (const bad of [`${version}.${forged}.${signature}`, `${version}.${payload}`, `${token}x`, foreign, 'cart-a', `v2.${payload}.${signature}`]) {
      expect(links.verify(bad, 'sa')._unsafeUnwrapErr().code).toBe('ABANDONED_CART_LINK_INVALID');
    }
  });

  it('accepts its signature in one spelling only: unpadded base64url, as issued', () => {
    const token = links.issue({ kind: 'cart', id: 'cart-a', region: 'sa' });
    const [version, payload, signature] = token.split('.') as [string, string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last of 43 characters carries 4 bits and 2 unused ones: another character there decodes to the same bytes.
    const trailing = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(signature.at(-1)!) + 1]}`;
    const spellings = [
      `${signature}=`,
      Buffer.from(signature, 'base64url').toString('base64'),
      Buffer.from(signature, 'base64url').toString('hex'),
      Buffer.from(signature, 'base64url').toString('hex').toUpperCase(),
      trailing,
      ` ${signature}`,
    ];
    expect(Buffer.from(trailing, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);

    expect(links.verify(token, 'sa').isOk()).toBe(true);
    for (const spelling of spellings) {
      expect(links.verify(`${version}.${payload}.${spelling}`, 'sa')._unsafeUnwrapErr().code).toBe('ABANDONED_CART_LINK_INVALID');
    }
  });

  it('expires after its time', () => {
    const token = links.issue({ kind: 'cart', id: 'cart-a', region: 'eg' });
    now = new Date(now.getTime() + 3600_000);
    expect(links.verify(token, 'eg')._unsafeUnwrapErr().code).toBe('ABANDONED_CART_LINK_EXPIRED');
  });

  it('keeps one generated secret in the data folder across restarts, readable by the owner only', () => {
    const first = restoreLinkSecret(undefined, folder);
    const again = restoreLinkSecret(undefined, folder);
    expect(first.length).toBe(32);
    expect(again.equals(first)).toBe(true);
    expect(readFileSync(join(folder, 'restore-link.key'), 'utf8').trim()).toBe(first.toString('hex'));
    expect(statSync(join(folder, 'restore-link.key')).mode & 0o077).toBe(0);
    expect(restoreLinkSecret('x'.repeat(40), folder).toString()).toBe('x'.repeat(40));
  });
});
