import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { anInvoice, anOrderPage } from './test-support/order-page.builder';
import { RouterContextProvider } from 'react-router';
import { storefrontContext, type StorefrontServices } from './load-context';
import { answerOrderLookup } from './order-lookup.server';
import { qrSquares } from './orders.server';

describe("the KSA invoice's QR code", () => {
  it('is a square grid with its quiet zone, every dark square inside the code', () => {
    // ZATCA's published example payload (decision 1213).
    const qr = qrSquares('AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=');
    expect((qr.size - 8 - 21) % 4).toBe(0);
    const squares = [...qr.path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((match) => [Number(match[1]), Number(match[2])]);
    expect(squares.length).toBeGreaterThan(100);
    expect(squares.every(([x, y]) => x! >= 4 && y! >= 4 && x! < qr.size - 4 && y! < qr.size - 4)).toBe(true);
    // The finder pattern's corner: the top-left square of the code is dark.
    expect(squares).toContainEqual([4, 4]);
  });
});

describe('the guest order lookup', () => {
  const locale = { language: 'en', region: 'sa' } as const;
  const asked: unknown[] = [];
  const context = new RouterContextProvider();
  context.set(storefrontContext, {
    requestOrderLookupCode: { execute: (input: unknown) => (asked.push(input), okAsync({ accepted: true as const })) },
    lookUpGuestOrder: {
      execute: ({ code }: { code: string }) =>
        code === '123456' ? okAsync({ ...anOrderPage('shipped', { invoice: anInvoice({ qrPayload: 'AQVTYWxsYQ==' }) }).detail, returnGrant: 'signed.grant' }) : errAsync({ code: code === '000000' ? 'ORDER_LOOKUP_CODE_EXPIRED' : 'ORDER_LOOKUP_CODE_INVALID', params: {} }),
    },
  } as unknown as StorefrontServices);
  const post = (fields: Record<string, string>, origin = 'https://shop.example') =>
    new Request('https://shop.example/en-sa/order-lookup?order=SA-1', { method: 'POST', headers: { origin }, body: new URLSearchParams(fields) });

  it('refuses a form posted from another site', async () => {
    await expect(answerOrderLookup(post({ intent: 'request-code', email: 'a@b.c', order: 'SA-1' }, 'https://evil.example'), context, locale)).rejects.toMatchObject({ init: { status: 403 } });
  });

  it('asks for the code step with the number as the shopper will read it, whatever the order', async () => {
    const answer = await answerOrderLookup(post({ intent: 'request-code', email: ' Noura@Example.com ', order: 'sa-7k2m9q' }), context, locale);
    expect(answer).toEqual({ step: 'code', email: 'Noura@Example.com', reference: 'SA-7K2M9Q' });
    expect(asked).toEqual([{ region: 'sa', language: 'en', email: 'Noura@Example.com', reference: 'SA-7K2M9Q' }]);
  });

  it('points at the field to fix, and asks nothing of the store, for an email that is none', async () => {
    asked.length = 0;
    const answer = await answerOrderLookup(post({ intent: 'request-code', email: 'noura', order: 'SA-1X2' }), context, locale);
    expect(answer).toMatchObject({ step: 'request', fieldError: { field: 'email' } });
    expect(asked).toEqual([]);
  });

  it('keeps the code step for a code that is not six digits', async () => {
    const answer = await answerOrderLookup(post({ intent: 'look-up', email: 'noura@example.com', order: 'SA-1X2', code: '12a' }), context, locale);
    expect(answer).toMatchObject({ step: 'code', fieldError: { field: 'code' } });
  });

  it('opens the order with the right code, with the KSA invoice\'s QR code drawn and the grant to return from it beside the order', async () => {
    const answer = await answerOrderLookup(post({ intent: 'look-up', email: 'noura@example.com', order: 'SA-7K2M9Q', code: '123456' }), context, locale);
    expect(answer).toMatchObject({ step: 'order', returnGrant: 'signed.grant', page: { detail: { reference: 'SA-7K2M9Q' }, qr: { path: expect.stringMatching(/^M4 4h1v1h-1z/) as unknown } } });
    expect(answer).not.toHaveProperty('page.detail.returnGrant');
  });

  it('keeps the code step with the refusal for a wrong code, and goes back to the first step for an expired one', async () => {
    const fields = { intent: 'look-up', email: 'noura@example.com', order: 'SA-7K2M9Q' };
    expect(await answerOrderLookup(post({ ...fields, code: '654321' }), context, locale)).toEqual({ step: 'code', email: 'noura@example.com', reference: 'SA-7K2M9Q', error: 'ORDER_LOOKUP_CODE_INVALID' });
    expect(await answerOrderLookup(post({ ...fields, code: '000000' }), context, locale)).toEqual({ step: 'request', email: 'noura@example.com', reference: 'SA-7K2M9Q', error: 'ORDER_LOOKUP_CODE_EXPIRED' });
  });
});
