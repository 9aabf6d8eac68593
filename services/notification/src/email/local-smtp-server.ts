import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import PostalMime from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Logger } from '@app/platform';
import type { NotificationDatabase } from '../notification-database.js';

/** Larger mails are refused (552): the mailbox is for the service's own messages. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * The stand-in for an SMTP relay when SMTP_URL is unset: a real SMTP server on 127.0.0.1 that keeps
 * every mail it receives in `local_mailbox`, where the dev mailbox pages show it. It accepts any
 * sender and recipient and offers neither TLS nor login; it listens on the loopback interface only.
 */
export class LocalSmtpServer {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(db: Kysely<NotificationDatabase>, port: number, logger: Logger): Promise<LocalSmtpServer> {
    const server = new SMTPServer({
      name: 'localhost',
      banner: 'Mitigation Survey local mailbox',
      disabledCommands: ['AUTH', 'STARTTLS'],
      hideSTARTTLS: true,
      size: MAX_MESSAGE_BYTES,
      logger: false,
      onData(stream, session, callback) {
        store(db, stream, session).then(
          (id) => callback(null, `Stored as ${id}`),
          (error: Error & { responseCode?: number }) => {
            if (!error.responseCode) logger.error({ err: error.message }, 'local SMTP server: could not store a mail');
            callback(error);
          },
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      const fail = (error: Error) => reject(error);
      server.once('error', fail);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', fail);
        resolve();
      });
    });
    server.on('error', (error) => logger.warn({ err: error.message }, 'local SMTP server error'));
    const { port: actualPort } = server.server.address() as AddressInfo;
    logger.info({ port: actualPort }, 'local SMTP server listening; mails go to local_mailbox');
    return new LocalSmtpServer(server, actualPort);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function store(db: Kysely<NotificationDatabase>, stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.sizeExceeded) throw Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 });
  const mail = await PostalMime.parse(Buffer.concat(chunks));
  const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  const from = mail.from?.address ? (mail.from.name ? `${mail.from.name} <${mail.from.address}>` : mail.from.address) : envelopeFrom;
  const id = randomUUID();
  await db
    .insertInto('local_mailbox')
    .values({
      id,
      to: session.envelope.rcptTo.map((recipient) => recipient.address).join(', '),
      from,
      subject: mail.subject ?? '',
      text: mail.text ?? null,
      html: mail.html ?? null,
    })
    .execute();
  return id;
}
