import nodemailer, { type Transporter } from 'nodemailer';
import { SEND_CONCURRENCY, type SendResult } from '../messages/send-message.job.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when not to the sender (a firm's inquiry: to the firm). */
  replyTo?: string;
}

/**
 * Short time-outs: a hanging relay must not outlast a send job's attempt (60 s). Connections are
 * kept open and reused, one per concurrent send at most. A send the relay's connection dropped fails
 * instead of being queued again by nodemailer: the job tries again (and first checks for an erasure).
 */
const options = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  pool: true,
  maxConnections: SEND_CONCURRENCY,
  maxRequeues: 0,
} as const;

/** Sends mail over SMTP with nodemailer: to the relay at SMTP_URL, or to the local SMTP server. */
export class MailSender {
  private constructor(
    private readonly transporter: Transporter,
    private readonly from: string,
    /** Where mail goes, without credentials (for logs). */
    readonly target: string,
  ) {}

  /** A relay such as smtp://user:pass@smtp.example.com:587 (STARTTLS when offered) or smtps://...:465. */
  static relay(smtpUrl: string, from: string): MailSender {
    const url = new URL(smtpUrl);
    return new MailSender(nodemailer.createTransport({ url: smtpUrl, ...options }), from, `${url.protocol}//${url.host}`);
  }

  /** The service's own SMTP server on 127.0.0.1 (no TLS, no login). */
  static local(port: number, from: string): MailSender {
    const transporter = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, ...options });
    return new MailSender(transporter, from, `smtp://127.0.0.1:${port} (local mailbox)`);
  }

  async send(mail: OutgoingEmail): Promise<SendResult> {
    const info = await this.transporter.sendMail({ from: this.from, ...mail });
    return { providerMessageId: info.messageId };
  }

  close(): void {
    this.transporter.close();
  }
}
