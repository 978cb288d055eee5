import { ResultAsync } from 'neverthrow';
import nodemailer, { type Transporter } from 'nodemailer';
import { unavailable, type InfrastructureError, type OutgoingMail } from '@storefront/core/shared';
import type { MailTransport } from '../transport/mail-transport.js';

/**
 * Sends over SMTP with nodemailer, to the server `SMTP_URL` names (`smtp://user:pass@host:587`,
 * `smtps://…:465`; nodemailer's URL options such as `?pool=true` apply). An email counts as
 * delivered once the server accepted it; a refusal or a server that cannot be reached is
 * `UNAVAILABLE`, which the outbox retries.
 */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    this.transporter = nodemailer.createTransport(smtpUrl);
  }

  deliver(mail: OutgoingMail): ResultAsync<{ readonly messageId: string }, InfrastructureError> {
    return ResultAsync.fromPromise(
      this.transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'Content-Language': mail.locale.language },
      }),
      (cause) => unavailable('smtp', cause),
    ).map((info: { messageId: string }) => ({ messageId: info.messageId }));
  }

  /** Closes pooled connections, if any. */
  close(): void {
    this.transporter.close();
  }
}
