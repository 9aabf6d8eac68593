import nodemailer, { type Transporter } from 'nodemailer';
import type { SendResult } from '../messages/deliver-message.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Short time-outs: a hanging relay must not outlast the consumer's ack wait. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

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
    return new MailSender(nodemailer.createTransport({ url: smtpUrl, ...timeouts }), from, `${url.protocol}//${url.host}`);
  }

  /** The service's own SMTP server on 127.0.0.1 (no TLS, no login). */
  static local(port: number, from: string): MailSender {
    const transporter = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, ...timeouts });
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
