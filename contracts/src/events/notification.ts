import { z } from 'zod';
import { NotificationSettings } from '../notification-settings.js';
import type { PersonalDataMap } from './personal-data.js';

/** Events of a message (stream `message-<messageId>`): every message sent or failed. */
export const MessageEvents = {
  /** `providerMessageId`: the SMTP relay's Message-ID (or the local server's), for tracing a delivery. */
  EmailSent: z.object({
    messageId: z.string(),
    personId: z.string(),
    to: z.string(),
    template: z.string(),
    causationEventId: z.string(),
    providerMessageId: z.string().optional(),
  }),
  EmailFailed: z.object({ messageId: z.string(), personId: z.string(), to: z.string(), template: z.string(), causationEventId: z.string(), error: z.string() }),
  /** `providerMessageId`: Twilio's message SID (or the local outbox row id). */
  SmsSent: z.object({ messageId: z.string(), personId: z.string(), to: z.string(), template: z.string(), causationEventId: z.string(), providerMessageId: z.string().optional() }),
  SmsFailed: z.object({ messageId: z.string(), personId: z.string(), to: z.string(), template: z.string(), causationEventId: z.string(), error: z.string() }),
} as const;
export type MessageEventType = keyof typeof MessageEvents;

/** A content block's fields as an admin saved them (Markdown source; rendering happens in the read model). */
const ContentBlockFields = z.object({
  contentBlockId: z.string(),
  slug: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  value: z.string(),
  isPage: z.boolean(),
});

/**
 * Events of a content block (stream `content-block-<id>`): pages and message texts admins edit. No
 * personal data: these are site texts. Each event carries every field after it (a full snapshot).
 */
export const ContentBlockEvents = {
  ContentBlockCreated: ContentBlockFields.extend({ source: z.enum(['admin', 'seed']) }),
  ContentBlockUpdated: ContentBlockFields,
} as const;
export type ContentBlockEventType = keyof typeof ContentBlockEvents;
export type ContentBlockEvent = {
  [K in ContentBlockEventType]: { type: K; data: z.infer<(typeof ContentBlockEvents)[K]> };
}[ContentBlockEventType];
export type ContentBlockEventData<K extends ContentBlockEventType> = z.infer<(typeof ContentBlockEvents)[K]>;

/**
 * The attorney's notification settings (issue 36, stream `notification-settings-<userId>`): every choice as
 * saved. The phone number is sealed with the attorney's key.
 */
export const NotificationSettingsEvents = {
  NotificationSettingsSaved: NotificationSettings.extend({ userId: z.string() }),
} as const;

/** Every event of the notification service. */
export const NotificationEvents = { ...MessageEvents, ...ContentBlockEvents, ...NotificationSettingsEvents } as const;
export type NotificationEventType = keyof typeof NotificationEvents;
export type NotificationEvent = {
  [K in NotificationEventType]: { type: K; data: z.infer<(typeof NotificationEvents)[K]> };
}[NotificationEventType];

export const notificationPersonalData: PersonalDataMap = {
  EmailSent: { subject: 'personId', fields: ['to'] },
  EmailFailed: { subject: 'personId', fields: ['to'] },
  SmsSent: { subject: 'personId', fields: ['to'] },
  SmsFailed: { subject: 'personId', fields: ['to'] },
  NotificationSettingsSaved: { subject: 'userId', fields: ['phoneNumber'] },
};
