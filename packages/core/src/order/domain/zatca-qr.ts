/**
 * The QR code of a Saudi simplified tax invoice (ZATCA, phase 1): five TLV fields, base64.
 * Each field is a tag byte, a length byte and the value's UTF-8 bytes: 1 the seller's name, 2 the
 * VAT registration number, 3 the invoice's time (ISO 8601, UTC), 4 the total with VAT, 5 the VAT.
 */
export interface ZatcaQrFields {
  readonly sellerName: string;
  readonly vatNumber: string;
  readonly timestamp: Date;
  /** Decimal, two places: `1150.00`. */
  readonly totalWithVat: string;
  readonly vatTotal: string;
}

/** The time as the QR carries it: ISO 8601 in UTC, to the second (`2022-04-25T15:30:00Z`). */
export function zatcaTimestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A text's UTF-8 bytes. Written out here because the core is built without the DOM's or Node's
 * declarations (no `TextEncoder`, no `Buffer`); a lone surrogate becomes U+FFFD as `TextEncoder` does.
 */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text) {
    let point = character.codePointAt(0)!;
    if (point >= 0xd800 && point <= 0xdfff) point = 0xfffd;
    if (point < 0x80) bytes.push(point);
    else if (point < 0x800) bytes.push(0xc0 | (point >> 6), 0x80 | (point & 0x3f));
    else if (point < 0x10000) bytes.push(0xe0 | (point >> 12), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
    else bytes.push(0xf0 | (point >> 18), 0x80 | ((point >> 12) & 0x3f), 0x80 | ((point >> 6) & 0x3f), 0x80 | (point & 0x3f));
  }
  return bytes;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Bytes in standard base64 with `=` padding (RFC 4648, section 4). */
export function base64(bytes: readonly number[]): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[index], bytes[index + 1], bytes[index + 2]];
    const group = (a << 16) | (b << 8) | c;
    const left = bytes.length - index;
    out += BASE64[(group >> 18) & 63]! + BASE64[(group >> 12) & 63]!;
    out += left > 1 ? BASE64[(group >> 6) & 63]! : '=';
    out += left > 2 ? BASE64[group & 63]! : '=';
  }
  return out;
}

/** One field: tag, length, value. A value longer than a length byte can say is a programmer bug. */
function tlv(tag: number, value: string): number[] {
  const bytes = utf8Bytes(value);
  if (bytes.length > 255) throw new RangeError(`TLV field ${tag} is ${bytes.length} bytes; at most 255`);
  return [tag, bytes.length, ...bytes];
}

/** The QR payload, base64. */
export function zatcaQrPayload(fields: ZatcaQrFields): string {
  const bytes = [
    ...tlv(1, fields.sellerName),
    ...tlv(2, fields.vatNumber),
    ...tlv(3, zatcaTimestamp(fields.timestamp)),
    ...tlv(4, fields.totalWithVat),
    ...tlv(5, fields.vatTotal),
  ];
  return base64(bytes);
}
