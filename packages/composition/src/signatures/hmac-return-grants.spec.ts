import { describe, expect, it } from 'vitest';
import { HmacReturnGrants } from './hmac-return-grants.js';

const claims = { region: 'sa', orderReference: 'SA-7K2M9QABCDEF', expiresAt: new Date('2026-03-05T12:00:00Z') } as const;

describe('guests’ return grants', () => {
  it('read back what they signed, and nothing altered or signed with another key', () => {
    const grants = new HmacReturnGrants(Buffer.from('k'.repeat(32)));
    const grant = grants.sign(claims);
    expect(grants.read(grant)).toEqual(claims);
    expect(grants.read(grant.replace('SA-7K2M9QABCDEF', 'SA-7K2M9QABCDEG'))).toBeUndefined();
    expect(grants.read(grant.replace(/^sa\./, 'eg.'))).toBeUndefined();
    expect(grants.read(grant.replace(/\.(\d+)\./, (_match, seconds: string) => `.${Number(seconds) + 3600}.`))).toBeUndefined();
    expect(new HmacReturnGrants(Buffer.from('o'.repeat(32))).read(grant)).toBeUndefined();
    expect(grants.read('')).toBeUndefined();
    expect(grants.read('a.b.c.d.e')).toBeUndefined();
  });
});
