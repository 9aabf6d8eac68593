import { notificationPersonalData } from '@app/contracts';
import type { ServiceDefinition } from '@app/platform';
import { NotificationConfigSchema, type NotificationConfig } from './config.js';
import { contentBlocksProjection } from './content-blocks/content-blocks.projection.js';
import { seedContentBlocks } from './content-blocks/seed-content-blocks/seed-content-blocks.js';
import { enterpriseWelcomeEmailHandler } from './enterprise-welcome-email/enterprise-welcome-email.handler.js';
import { MessageDelivery } from './messages/deliver-message.js';
import { messagesProjection } from './messages/messages.projection.js';
import { notificationMigrations } from './migrations/index.js';
import { NotificationModule } from './notification.module.js';
import { passwordResetEmailHandler } from './password-reset-email/password-reset-email.handler.js';
import { erasePersonalDataHandler } from './personal-data-erasure/erase-personal-data.handler.js';
import { Transports } from './transports.js';
import { verificationCodeSmsHandler } from './verification-code-sms/verification-code-sms.handler.js';

export const NOTIFICATION_SERVICE = 'notification';

/**
 * The notification service: reacts to identity's events by sending mail and texts, and records
 * every message sent or failed as an event (`message-<id>`); keeps the content blocks (pages and
 * message texts, `content-block-<id>`) and seeds the default pages at start. A fresh definition
 * per start: it holds the transports started for that run.
 */
export function notificationService(): ServiceDefinition<NotificationConfig> {
  let transports: Transports | undefined;
  return {
    name: NOTIFICATION_SERVICE,
    module: NotificationModule,
    configSchema: NotificationConfigSchema,
    migrations: notificationMigrations,
    projections: [messagesProjection, contentBlocksProjection],
    personalData: notificationPersonalData,
    async onStart(runtime) {
      await seedContentBlocks(runtime);
    },
    async providers(runtime, config) {
      transports = await Transports.start(runtime, config);
      return [{ provide: Transports, useValue: transports }];
    },
    handlers(runtime, config) {
      if (!transports) throw new Error('The transports start before the event handlers');
      const delivery = new MessageDelivery(runtime.db, runtime.store, runtime.logger, config.SEND_ATTEMPTS);
      const common = { delivery, sendAttempts: config.SEND_ATTEMPTS, logger: runtime.logger };
      return [
        passwordResetEmailHandler({ ...common, mail: transports.mail, publicUrl: config.PUBLIC_URL }),
        enterpriseWelcomeEmailHandler({ ...common, mail: transports.mail, publicUrl: config.PUBLIC_URL }),
        verificationCodeSmsHandler({ ...common, sms: transports.sms }),
        erasePersonalDataHandler(runtime.vault),
      ];
    },
  };
}
