import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One email the test server took: the envelope and the message as a mail client parses it. */
export interface ReceivedMail {
  readonly envelopeTo: readonly string[];
  readonly envelopeFrom: string;
  readonly parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  readonly url: string;
  /** What the server accepted, in order. */
  readonly received: readonly ReceivedMail[];
  /** The server answers the next `count` messages `451` (try again later) and keeps none of them. */
  refuseNext(count: number): void;
  /** How many messages it refused so far. */
  readonly refused: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free local port (`smtp-server`), for tests: plain SMTP without TLS or
 * authentication; each message is parsed with `mailparser`, as a mail client would read it.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          refused += 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            const from = session.envelope.mailFrom;
            received.push({ envelopeTo: session.envelope.rcptTo.map(({ address }) => address), envelopeFrom: from === false ? '' : from.address, parsed });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    get refused() {
      return refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
