import { NotificationTemplates, notificationPersonalData, type NotificationTemplate } from '@app/contracts';
import type { Kysely } from 'kysely';
import type { ServiceDefinition } from '@app/platform';
import type { NotificationDatabase } from './notification-database.js';
import { assertDevPagesAllowed, NotificationConfigSchema, type NotificationConfig } from './config.js';
import { contentBlocksProjection } from './content-blocks/content-blocks.projection.js';
import { MessageTexts } from './content-blocks/message-texts.js';
import { seedContentBlocks } from './content-blocks/seed-content-blocks/seed-content-blocks.js';
import { clientInvitationReactions } from './reactions/client-invitation.reaction.js';
import { clientInvitationSenders } from './messages/client-invitation/client-invitation.sender.js';
import { clientReminderFormsReactions, clientReminderScheduleReaction } from './reactions/client-reminder-schedule.reaction.js';
import { ClientReminders, clientReminderSenders, reminderRecipientPersonalData } from './messages/client-reminder/client-reminders.js';
import { clientRemindersQueue } from './messages/client-reminder/client-reminders.job.js';
import { enterpriseWelcomeEmailReaction } from './reactions/enterprise-welcome-email.reaction.js';
import { enterpriseWelcomeEmailSender } from './messages/enterprise-welcome-email/enterprise-welcome-email.sender.js';
import { MessageRequests, messageJobPersonalData } from './messages/message-job.js';
import { MessageOutcomes } from './messages/message-outcomes.js';
import { messagesProjection } from './messages/messages.projection.js';
import { attorneyClientsReaction, attorneyClientStartsReaction } from './reactions/attorney-clients.reaction.js';
import { attorneyDirectoryReaction } from './reactions/attorney-directory.reaction.js';
import { attorneyFormCompletedReaction, attorneyLetterSignedReaction, attorneyReportReadyReaction } from './reactions/attorney-notices.reaction.js';
import { attorneyNoticeSenders } from './messages/attorney-notices/attorney-notice.template.js';
import { attorneyNoticesQueue } from './messages/attorney-notices/attorney-notices.job.js';
import { billingNoticeSender } from './messages/billing-notices/billing-notices.js';
import { enterpriseInquirySender } from './messages/enterprise-inquiry/enterprise-inquiry.sender.js';
import { enterpriseInquiryReaction } from './reactions/enterprise-inquiry.reaction.js';
import { billingNoticesReaction } from './reactions/billing-notices.reaction.js';
import { notificationSettingsProjection } from './notification-settings/notification-settings.projection.js';
import { passwordResetEmailReaction, passwordResetSmsReaction } from './reactions/password-reset.reaction.js';
import { passwordResetEmailSender, passwordResetSmsSender } from './messages/password-reset/password-reset.sender.js';
import { sendMessageJob, type MessageSender } from './messages/send-message.job.js';
import { supporterInvitationReactions } from './reactions/supporter-invitation.reaction.js';
import { supporterInvitationSenders } from './messages/supporter-invitation/supporter-invitation.sender.js';
import { verificationCodeSmsReaction } from './reactions/verification-code-sms.reaction.js';
import { verificationCodeSmsSender } from './messages/verification-code-sms/verification-code-sms.sender.js';
import { notificationMigrations } from './migrations/index.js';
import { NotificationModule } from './notification.module.js';
import { eraseClientReaction, erasePersonalDataReaction } from './reactions/erase-personal-data.reaction.js';
import { Transports } from './transports.js';

export const NOTIFICATION_SERVICE = 'notification';

/** The sender of each message template, by mail or text message. */
function sendersOf({ mail, sms }: Transports, db: Kysely<NotificationDatabase>, publicUrl: string): Record<NotificationTemplate, MessageSender> {
  const texts = new MessageTexts(db);
  const invitation = clientInvitationSenders({ mail, sms, texts });
  const reminder = clientReminderSenders({ mail, sms, texts, db });
  const supporterInvitation = supporterInvitationSenders({ mail, sms, texts });
  const attorneyNotice = attorneyNoticeSenders({ mail, sms, db });
  return {
    [NotificationTemplates.passwordReset]: passwordResetEmailSender({ mail, publicUrl }),
    [NotificationTemplates.passwordResetSms]: passwordResetSmsSender({ sms, texts }),
    [NotificationTemplates.enterpriseWelcome]: enterpriseWelcomeEmailSender({ mail, publicUrl }),
    [NotificationTemplates.verificationCode]: verificationCodeSmsSender({ sms }),
    [NotificationTemplates.clientInvitationEmail]: invitation.email,
    [NotificationTemplates.clientInvitationSms]: invitation.sms,
    [NotificationTemplates.clientReminderEmail]: reminder.email,
    [NotificationTemplates.clientReminderSms]: reminder.sms,
    [NotificationTemplates.supporterInvitationEmail]: supporterInvitation.email,
    [NotificationTemplates.supporterInvitationSms]: supporterInvitation.sms,
    [NotificationTemplates.attorneyNoticeEmail]: attorneyNotice.email,
    [NotificationTemplates.attorneyNoticeSms]: attorneyNotice.sms,
    [NotificationTemplates.billingNoticeEmail]: billingNoticeSender({ mail }),
    [NotificationTemplates.enterpriseInquiryEmail]: enterpriseInquirySender({ mail }),
  };
}

/**
 * The notification service: reacts to identity's and clients' events by queueing mail and texts (a
 * pg-boss job written with the event's inbox row), sends them from the job worker outside any
 * transaction, and records every message sent or failed as an event (`message-<id>`); invites the
 * supporters clients names to write their letters; reminds
 * invited clients until their form is completed (survey's events) or they are deleted; keeps the
 * content blocks (pages and message texts, `content-block-<id>`) and seeds the defaults at start; tells
 * attorneys what happened to their clients and subscribers what happened to their subscription, as their
 * notification settings (`notification-settings-<userId>`) choose (issue 36). A
 * fresh definition per start: it holds the transports started for that run.
 */
export function notificationService(): ServiceDefinition<NotificationConfig, NotificationDatabase> {
  let transports: Transports | undefined;
  return {
    name: NOTIFICATION_SERVICE,
    module: NotificationModule,
    configSchema: NotificationConfigSchema,
    migrations: notificationMigrations,
    projections: [messagesProjection, contentBlocksProjection, notificationSettingsProjection],
    personalData: { ...notificationPersonalData, ...messageJobPersonalData, ...reminderRecipientPersonalData },
    async onStart(runtime, config) {
      assertDevPagesAllowed(config);
      await seedContentBlocks(runtime);
    },
    async providers(runtime, config) {
      transports = await Transports.start(runtime, config);
      return [{ provide: Transports, useValue: transports }];
    },
    handlers(runtime, config) {
      const common = { messages: new MessageRequests(runtime.jobs, runtime.vault), logger: runtime.logger };
      return [
        passwordResetEmailReaction(common),
        passwordResetSmsReaction({ ...common, publicUrl: config.PUBLIC_URL }),
        enterpriseWelcomeEmailReaction(common),
        verificationCodeSmsReaction(common),
        ...clientInvitationReactions(common),
        ...supporterInvitationReactions(common),
        clientReminderScheduleReaction(runtime.vault, common.messages),
        ...clientReminderFormsReactions(),
        attorneyDirectoryReaction(),
        attorneyClientsReaction(),
        attorneyClientStartsReaction(),
        attorneyFormCompletedReaction({ messages: common.messages, publicUrl: config.PUBLIC_URL }),
        attorneyLetterSignedReaction({ messages: common.messages, publicUrl: config.PUBLIC_URL }),
        attorneyReportReadyReaction({ messages: common.messages, publicUrl: config.PUBLIC_URL }),
        billingNoticesReaction({ ...common, publicUrl: config.PUBLIC_URL }),
        enterpriseInquiryReaction(common),
        erasePersonalDataReaction(runtime.vault),
        eraseClientReaction(runtime.vault),
      ];
    },
    jobs(runtime, config) {
      if (!transports) throw new Error('The transports start before the job workers');
      return [
        sendMessageJob({
          vault: runtime.vault,
          outcomes: new MessageOutcomes(runtime.db, runtime.store),
          logger: runtime.logger,
          attempts: config.SEND_ATTEMPTS,
          retryDelaySeconds: config.SEND_RETRY_DELAY_SECONDS,
          maxRetryDelaySeconds: config.SEND_MAX_RETRY_DELAY_SECONDS,
          senders: sendersOf(transports, runtime.db, config.PUBLIC_URL),
        }),
        clientRemindersQueue({
          db: runtime.db,
          reminders: new ClientReminders(new MessageRequests(runtime.jobs, runtime.vault), runtime.vault),
          schedule: config.REMINDER_JOB_CRON,
          logger: runtime.logger,
        }),
        attorneyNoticesQueue({
          db: runtime.db,
          messages: new MessageRequests(runtime.jobs, runtime.vault),
          publicUrl: config.PUBLIC_URL,
          schedule: config.REMINDER_JOB_CRON,
          logger: runtime.logger,
        }),
      ];
    },
  };
}
