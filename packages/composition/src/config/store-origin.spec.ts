import { describe, expect, it } from 'vitest';
import { requestPath, storeAddress, storeOrigin } from './store-origin.js';

const PUBLIC = 'https://shop.example.com';

describe("the store's origin", () => {
  it('is the public origin alone when one is configured, whatever host or scheme the request names', () => {
    expect(storeOrigin(PUBLIC, { protocol: 'http', host: 'evil.example' })).toBe(PUBLIC);
    expect(storeAddress(PUBLIC, { url: 'http://evil.example/en-sa?x=1', protocol: 'http', host: 'evil.example' })?.href).toBe(`${PUBLIC}/en-sa?x=1`);
  });

  it("is the request's own scheme and host when none is configured", () => {
    expect(storeOrigin(undefined, { protocol: 'http', host: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(storeOrigin(undefined, { protocol: 'https', host: 'Shop.Example:443' })).toBe('https://shop.example');
  });

  it('is unknown when none is configured and the request names no valid host', () => {
    for (const host of ['', 'evil.example/path', 'user@evil.example', 'evil.example?x', 'bad host']) {
      expect(storeOrigin(undefined, { protocol: 'http', host })).toBeUndefined();
    }
  });
});

describe('the path a request asks for', () => {
  it('is the path and query of an absolute-form request line, without its host', () => {
    expect(requestPath('http://evil.example/en-sa?q=ring')).toBe('/en-sa?q=ring');
  });

  it('keeps a path that starts with two slashes on the store origin', () => {
    expect(storeAddress(PUBLIC, { url: '//evil.example/en-sa', protocol: 'https', host: 'x' })?.origin).toBe(PUBLIC);
  });
});
