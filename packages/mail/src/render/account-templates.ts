import type { MailTemplate } from '@storefront/core/shared';

/** What a param holds: a text, an absolute http(s) link, or a whole number a sentence counts. */
export type ParamKind = 'text' | 'link' | 'count';

/** How one email is laid out: its params, the link its button opens, the count its expiry names. */
export interface TemplateLayout {
  readonly params: Readonly<Record<string, ParamKind>>;
  /** The link param of the main button. */
  readonly action?: string;
  /** The count param of the link's lifetime (hours or minutes, as the template's text says). */
  readonly expiry?: string;
  /** A second link, written under the button with its sentence. */
  readonly secondary?: string;
}

/** The account emails the renderer has templates for; the order and return emails come with their features. */
export type AccountTemplate = 'verify-email' | 'reset-password' | 'account-exists' | 'email-changed' | 'password-changed';

export const ACCOUNT_TEMPLATES: Readonly<Record<AccountTemplate, TemplateLayout>> = {
  'verify-email': { params: { firstName: 'text', link: 'link', expiresInHours: 'count' }, action: 'link', expiry: 'expiresInHours' },
  'reset-password': { params: { firstName: 'text', link: 'link', expiresInMinutes: 'count' }, action: 'link', expiry: 'expiresInMinutes' },
  'account-exists': { params: { firstName: 'text', signInLink: 'link', resetLink: 'link' }, action: 'signInLink', secondary: 'resetLink' },
  'email-changed': { params: { firstName: 'text', newEmail: 'text' } },
  'password-changed': { params: { firstName: 'text' } },
};

export function isAccountTemplate(template: MailTemplate): template is AccountTemplate {
  return Object.hasOwn(ACCOUNT_TEMPLATES, template);
}
