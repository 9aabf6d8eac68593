/**
 * A stand-in SMTP relay for tests (a real SMTP server on 127.0.0.1): wants the login
 * mailer / s3cret/pass and keeps what it accepts in `mails`. Recipients named for a behaviour:
 * `bounce-*` are refused for good (550); `flaky-*` are refused for now (421) the first two times,
 * `later-*` until `acceptLater()`; `held-*` mails are held in the DATA phase, the client waiting for
 * the answer, until `releaseHeld()`.
 */
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface RelayedMail {
  user: string | undefined;
  rcptTo: string[];
  subject: string | undefined;
  messageId: string | undefined;
  text: string | undefined;
}

export const RELAY_USER = 'mailer';
export const RELAY_PASSWORD = 's3cret/pass';

export type SmtpRelayStandIn = Awaited<ReturnType<typeof startSmtpRelayStandIn>>;

export async function startSmtpRelayStandIn() {
  const mails: RelayedMail[] = [];
  /** RCPT TO attempts per address. */
  const attempts = new Map<string, number>();
  let acceptingLater = false;
  let held: (() => void)[] = [];
  let heldArrived: () => void = () => undefined;
  let nextHeld = new Promise<void>((resolve) => (heldArrived = resolve));
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === RELAY_USER && auth.password === RELAY_PASSWORD) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo({ address }, _session, callback) {
      attempts.set(address, (attempts.get(address) ?? 0) + 1);
      if (address.startsWith('bounce-')) {
        return callback(Object.assign(new Error(`<${address}>: Recipient address rejected: no such user`), { responseCode: 550 }));
      }
      if ((address.startsWith('flaky-') && attempts.get(address)! <= 2) || (address.startsWith('later-') && !acceptingLater)) {
        return callback(Object.assign(new Error('Service busy, try again later'), { responseCode: 421 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const recordMail = async () => {
        try {
          const mail = await PostalMime.parse(Buffer.concat(chunks));
          const rcptTo = session.envelope.rcptTo.map((r) => r.address);
          if (rcptTo.some((address) => address.startsWith('held-'))) {
            await new Promise<void>((release) => {
              held.push(release);
              heldArrived();
            });
          }
          mails.push({ user: session.user, rcptTo, subject: mail.subject, messageId: mail.messageId, text: mail.text });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      };
      stream.on('end', () => void recordMail());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    mails,
    /** SMTP_URL of this relay, with its login. */
    url: `smtp://${RELAY_USER}:${encodeURIComponent(RELAY_PASSWORD)}@127.0.0.1:${port}`,
    port,
    /** How often a recipient was tried (RCPT TO). */
    attemptsAt: (address: string) => attempts.get(address) ?? 0,
    acceptLater() {
      acceptingLater = true;
    },
    /** Resolves once a held mail has arrived (and is being held). */
    heldMailArrived: () => nextHeld,
    releaseHeld() {
      held.forEach((release) => release());
      held = [];
      nextHeld = new Promise<void>((resolve) => (heldArrived = resolve));
    },
    close() {
      this.releaseHeld();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
