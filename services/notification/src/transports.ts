import type { OnModuleDestroy } from '@nestjs/common';
import type { PlatformRuntime } from '@app/platform';
import { assertProductionTransports, twilioSettings, type NotificationConfig } from './config.js';
import { LocalSmtpServer } from './email/local-smtp-server.js';
import { MailSender } from './email/mail-sender.js';
import { LocalOutboxSmsSender, TwilioSmsSender, type SmsSender } from './sms/sms-sender.js';
import type { NotificationDatabase } from './notification-database.js';

/**
 * How this service sends: email through nodemailer (to SMTP_URL, or to its own local SMTP server),
 * texts through the Twilio SDK (or into the local outbox). A Nest provider, so closing the app
 * closes the SMTP server; the platform stops the event consumers before that.
 */
export class Transports implements OnModuleDestroy {
  private constructor(
    readonly mail: MailSender,
    readonly sms: SmsSender,
    readonly localSmtpServer: LocalSmtpServer | undefined,
  ) {}

  static async start(runtime: PlatformRuntime<NotificationDatabase>, config: NotificationConfig): Promise<Transports> {
    assertProductionTransports(config);
    const twilio = twilioSettings(config);
    const sms = twilio ? new TwilioSmsSender(twilio) : new LocalOutboxSmsSender(runtime.db);
    let mail: MailSender;
    let localSmtpServer: LocalSmtpServer | undefined;
    if (config.SMTP_URL) {
      mail = MailSender.relay(config.SMTP_URL, config.MAIL_FROM);
    } else {
      localSmtpServer = await LocalSmtpServer.start(runtime.db, config.LOCAL_SMTP_PORT, runtime.logger);
      mail = MailSender.local(localSmtpServer.port, config.MAIL_FROM);
    }
    runtime.logger.info({ mail: mail.target, sms: sms.target }, 'notification transports');
    return new Transports(mail, sms, localSmtpServer);
  }

  async onModuleDestroy(): Promise<void> {
    this.mail.close();
    await this.localSmtpServer?.close();
  }
}
