import { z } from 'zod';
import { US_PHONE } from './phone.js';
import { Messages } from './messages.js';

/**
 * What an attorney is told of (issue 36): a client finished the questionnaire, a supporter signed a letter, an
 * AI-written report is ready, an invited client has not started after the attorney's number of days.
 */
export const AttorneyNotice = z.enum(['formCompleted', 'letterSigned', 'reportReady', 'clientNotStarted']);
export type AttorneyNotice = z.infer<typeof AttorneyNotice>;

/** Which notices go by one channel. */
export const NoticeChoices = z.object({
  formCompleted: z.boolean(),
  letterSigned: z.boolean(),
  reportReady: z.boolean(),
  clientNotStarted: z.boolean(),
});
export type NoticeChoices = z.infer<typeof NoticeChoices>;

export const NotificationSettingsMessages = {
  phoneRequired: 'Please provide a phone number to receive text messages.',
  daysRange: 'Please choose between 1 and 60 days.',
} as const;

/** `GET`/`PUT /api/account/notificationSettings`: the attorney's choices (notification service). */
export const NotificationSettings = z.object({
  email: NoticeChoices,
  sms: NoticeChoices,
  /** Where texts go (XXX-XXX-XXXX); required when any text is chosen. */
  phoneNumber: z.string().nullable(),
  /** Days after the invitation with no start before the attorney hears of it. */
  notStartedDays: z.number().int(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** Every notice by email, none by text, a week for a client who has not started: what an attorney who never chose gets. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: { formCompleted: true, letterSigned: true, reportReady: true, clientNotStarted: true },
  sms: { formCompleted: false, letterSigned: false, reportReady: false, clientNotStarted: false },
  phoneNumber: null,
  notStartedDays: 7,
};

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const SaveNotificationSettingsRequest = z
  .object({
    email: NoticeChoices,
    sms: NoticeChoices,
    phoneNumber: z.preprocess(blankToNull, z.string().trim().nullable().optional()),
    notStartedDays: z
      .number({ error: Messages.required })
      .int(NotificationSettingsMessages.daysRange)
      .min(1, NotificationSettingsMessages.daysRange)
      .max(60, NotificationSettingsMessages.daysRange),
  })
  .superRefine((settings, ctx) => {
    const anyText = Object.values(settings.sms).some(Boolean);
    if (anyText && !settings.phoneNumber) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: NotificationSettingsMessages.phoneRequired });
    if (settings.phoneNumber && !US_PHONE.test(settings.phoneNumber)) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: Messages.phoneFormat });
  })
  .transform((settings): NotificationSettings => ({ ...settings, phoneNumber: settings.phoneNumber ?? null }));
export type SaveNotificationSettingsRequest = z.input<typeof SaveNotificationSettingsRequest>;
