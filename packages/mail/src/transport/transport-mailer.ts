import { errAsync, type ResultAsync } from 'neverthrow';
import type { InfrastructureError, MailMessage, MailerPort } from '@storefront/core/shared';
import type { MailRenderer } from '../render/mail-renderer.js';
import type { MailTransport } from './mail-transport.js';

/**
 * The `MailerPort`: renders a message in its language and hands it to a transport (SMTP or the
 * mailbox), from the store's sender address.
 */
export class TransportMailer implements MailerPort {
  constructor(
    private readonly renderer: MailRenderer,
    private readonly transport: MailTransport,
    private readonly from: string,
  ) {}

  send(message: MailMessage): ResultAsync<{ readonly messageId: string }, InfrastructureError> {
    const rendered = this.renderer.render(message);
    if (rendered.isErr()) return errAsync(rendered.error);
    return this.transport.deliver({ from: this.from, to: message.to, locale: message.locale, template: message.template, ...rendered.value });
  }
}
