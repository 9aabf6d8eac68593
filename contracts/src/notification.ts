import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from './languages.js';

/** Names of the messages the notification service sends (the `template` of its events and read model). */
export const NotificationTemplates = {
  passwordReset: 'password-reset',
  /** The reset link by text message, to a client account without an email (identity's PasswordResetRequested with `phoneNumber`); the text is the content block of the same slug. */
  passwordResetSms: 'password-reset-sms',
  verificationCode: 'verification-code',
  /** To a member an enterprise administrator added (identity's UserRegistered with source 'enterprise'). */
  enterpriseWelcome: 'enterprise-welcome',
  /**
   * To a client clients' `ClientInvited` names (`personId` = clientId), by each channel the attorney
   * chose; the text is the content block of the same slug.
   */
  clientInvitationEmail: 'client-invitation-email',
  clientInvitationSms: 'client-invitation-sms',
  /** To a client whose questionnaire is not completed: every `reminderDays` days, or when the attorney asks (`POST /api/form/{id}/reminder`). */
  clientReminderEmail: 'client-reminder-email',
  clientReminderSms: 'client-reminder-sms',
  /**
   * To a supporter clients' `SupporterInvited` names, by each contact the client gave, with their link
   * to write a letter of support (`personId` = the clientId: the supporter is erased with the client).
   */
  supporterInvitationEmail: 'supporter-invitation-email',
  supporterInvitationSms: 'supporter-invitation-sms',
  /**
   * To the attorney (`personId` = their user id, issue 36), by email and, when they chose it in their
   * notification settings, by text: a client finished the questionnaire, a supporter signed a letter, an
   * AI-written report is ready, an invited client has not started after the attorney's number of days.
   */
  attorneyNoticeEmail: 'attorney-notice-email',
  attorneyNoticeSms: 'attorney-notice-sms',
  /** To the subscriber, by email (issue 36): a payment failed, the subscription renewed, a canceled one ends in 7 days. */
  billingNoticeEmail: 'billing-notice-email',
  /** To each site admin (`personId` = their user id, issue 36): a firm's enterprise inquiry (identity's EnterpriseInquiryReceived). */
  enterpriseInquiryEmail: 'enterprise-inquiry-email',
} as const;
export type NotificationTemplate = (typeof NotificationTemplates)[keyof typeof NotificationTemplates];

/**
 * The slug of a message's text in another language than English (issue 15): `client-invitation-email-es`.
 * A message in a language whose block is missing goes out in English.
 */
export const languageSlugOf = (slug: string, language: Language) => (language === DEFAULT_LANGUAGE ? slug : `${slug}-${language}`);

/**
 * Development-only pages of the notification service (absent when NODE_ENV=production): the mails
 * its local SMTP server received and the texts kept in its local outbox instead of being sent.
 */
export const DevMailboxPaths = {
  mailbox: '/api/dev/mailbox',
  mailboxJson: '/api/dev/mailbox.json',
  outbox: '/api/dev/outbox',
  outboxJson: '/api/dev/outbox.json',
} as const;

/** One mail received by the local SMTP server (`GET /api/dev/mailbox.json`, newest first). */
export const LocalMail = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  receivedAt: z.string(),
});
export type LocalMail = z.infer<typeof LocalMail>;

/** One text kept in the local outbox (`GET /api/dev/outbox.json`, newest first). */
export const LocalText = z.object({
  id: z.string(),
  to: z.string(),
  body: z.string(),
  sentAt: z.string(),
});
export type LocalText = z.infer<typeof LocalText>;
