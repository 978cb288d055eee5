import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../ports/mailer.port.js';
import { redactMailLinks } from './mail-links.js';

const verification: MailMessage = {
  locale: { language: 'ar', region: 'sa' },
  to: 'noura@example.com',
  template: 'verify-email',
  params: { firstName: 'Noura', link: 'https://shop.example/ar-sa/verify-email?token=abc123#top', expiresInHours: 24 },
};

describe('redacting the links of a delivered email', () => {
  it('keeps the page a one-time link led to and drops its token', () => {
    const redacted = redactMailLinks(verification);

    expect(redacted.params).toEqual({ firstName: 'Noura', link: 'https://shop.example/ar-sa/verify-email?redacted', expiresInHours: 24 });
    expect(JSON.stringify(redacted)).not.toContain('abc123');
    expect(redacted).toMatchObject({ to: 'noura@example.com', template: 'verify-email', locale: verification.locale });
  });

  it('redacts every link of an email with several, and leaves an email without links as it was', () => {
    const exists = redactMailLinks({
      ...verification,
      template: 'account-exists',
      params: { firstName: 'Noura', signInLink: 'https://shop.example/ar-sa', resetLink: 'https://shop.example/ar-sa/reset?email=x' },
    });
    expect(exists.params).toEqual({ firstName: 'Noura', signInLink: 'https://shop.example/ar-sa', resetLink: 'https://shop.example/ar-sa/reset?redacted' });

    const changed: MailMessage = { ...verification, template: 'password-changed', params: { firstName: 'Noura' } };
    expect(redactMailLinks(changed)).toEqual(changed);
  });

  it('replaces a link param that is no address whole', () => {
    expect(redactMailLinks({ ...verification, params: { firstName: 'N', link: 'token abc123', expiresInHours: 1 } }).params['link']).toBe('redacted');
    expect(redactMailLinks({ ...verification, params: { firstName: 'N', link: 'https://me:abc123@shop.example/x', expiresInHours: 1 } }).params['link']).toBe('redacted');
  });
});
