import { describe, expect, it } from 'vitest';
import { base64, utf8Bytes, zatcaQrPayload, zatcaTimestamp } from './zatca-qr.js';

/** Bytes of an ASCII text, one per character, as the TLV format's examples write them. */
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

describe('the KSA simplified tax invoice QR code', () => {
  it('writes the five TLV fields as tag, length and UTF-8 value, in base64 (ZATCA’s published example)', () => {
    // Tag 1 seller name "Bobs Records" (12 bytes), 2 VAT number (15), 3 time (20), 4 total (7), 5 VAT (6).
    const expected = [
      [1, 12, ...ascii('Bobs Records')],
      [2, 15, ...ascii('310122393500003')],
      [3, 20, ...ascii('2022-04-25T15:30:00Z')],
      [4, 7, ...ascii('1000.00')],
      [5, 6, ...ascii('150.00')],
    ].flat();
    const payload = zatcaQrPayload({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: new Date('2022-04-25T15:30:00.000Z'),
      totalWithVat: '1000.00',
      vatTotal: '150.00',
    });
    expect(payload).toBe(base64(expected));
    expect(payload).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
  });

  it('counts an Arabic name’s length in UTF-8 bytes, not characters', () => {
    // "لازوردي" is 7 letters of 2 bytes each in UTF-8.
    const payload = zatcaQrPayload({ sellerName: 'لازوردي', vatNumber: '300000000000003', timestamp: new Date('2026-03-01T10:00:00Z'), totalWithVat: '1150.00', vatTotal: '150.00' });
    const bytes = [...atobBytes(payload)];
    expect(bytes.slice(0, 2)).toEqual([1, 14]);
    expect(bytes.slice(2, 4)).toEqual([0xd9, 0x84]);
  });

  it('writes the time in UTC to the second', () => {
    expect(zatcaTimestamp(new Date('2026-03-01T13:00:00.456+03:00'))).toBe('2026-03-01T10:00:00Z');
  });
});

describe('the encodings underneath', () => {
  it('encode UTF-8 as the standard does, from one to four bytes a character', () => {
    expect(utf8Bytes('A')).toEqual([0x41]);
    expect(utf8Bytes('é')).toEqual([0xc3, 0xa9]);
    expect(utf8Bytes('€')).toEqual([0xe2, 0x82, 0xac]);
    expect(utf8Bytes('😀')).toEqual([0xf0, 0x9f, 0x98, 0x80]);
  });

  it('pad base64 as RFC 4648 does', () => {
    expect(base64(ascii('f'))).toBe('Zg==');
    expect(base64(ascii('fo'))).toBe('Zm8=');
    expect(base64(ascii('foo'))).toBe('Zm9v');
    expect(base64(ascii('foobar'))).toBe('Zm9vYmFy');
    expect(base64([])).toBe('');
  });
});

/** Decodes base64 by hand, so the spec checks the bytes without trusting the encoder under test. */
function atobBytes(text: string): number[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const bits = [...text.replace(/=+$/, '')].map((character) => alphabet.indexOf(character).toString(2).padStart(6, '0')).join('');
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8) bytes.push(parseInt(bits.slice(index, index + 8), 2));
  return bytes;
}
