import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { Language, NoticeChoices } from '@app/contracts';
import type { PlatformDatabase, Timestamp } from '@app/platform';

/** Notification's database: its tables (migrations in `migrations/`) on top of the platform's. */
export interface NotificationDatabase extends PlatformDatabase {
  messages: MessagesTable;
  content_blocks: ContentBlocksTable;
  local_mailbox: LocalMailboxTable;
  local_outbox: LocalOutboxTable;
  client_reminders: ClientRemindersTable;
  client_forms: ClientFormsTable;
  attorneys: AttorneysTable;
  attorney_settings: AttorneySettingsTable;
  attorney_clients: AttorneyClientsTable;
  attorney_supporters: AttorneySupportersTable;
  subscription_endings: SubscriptionEndingsTable;
}

/** A timestamptz column with a default (`now()`, `clock_timestamp()`). */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One row per message sent or failed; no recipient (it is personal data). */
export interface MessagesTable {
  id: string;
  channel: 'email' | 'sms';
  template: string;
  status: 'sent' | 'failed';
  causation_event_id: string;
  error: string | null;
  created: Timestamp;
}

/** The content block streams, with the Markdown rendered and its `%Token%` placeholders. */
export interface ContentBlocksTable {
  id: string;
  slug: string;
  title: string | null;
  description: string | null;
  value: string;
  is_page: boolean;
  content_html: string;
  content_text: string;
  allowed_tokens: string[];
  version: number;
  created: Timestamp;
  updated: Timestamp;
}

/** Mails the local SMTP server received (development). */
export interface LocalMailboxTable {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string | null;
  html: string | null;
  received_at: DefaultTimestamp;
}

/** Texts the local SMS stand-in sent (development). */
export interface LocalOutboxTable {
  id: string;
  to: string;
  body: string;
  sent_at: DefaultTimestamp;
}

/**
 * One row per invited client (clients' ClientInvited) until the client is deleted: what a reminder
 * needs, and when the next scheduled one is due.
 */
export interface ClientRemindersTable {
  client_id: string;
  subscriber_id: string;
  /** The ClientInvited event: the cause of every reminder. */
  invited_event_id: string;
  correlation_id: string;
  reminder_days: number;
  is_proctored: boolean;
  /** First name, the contacts of the chosen channels, the subscriber's name and the link, sealed with this service's key of the client. */
  recipient: JSONColumnType<Record<string, unknown>>;
  /** Reminders sent so far (scheduled or asked for): the next one's number names its messages. */
  reminders_sent: Generated<number>;
  /** Null: no scheduled reminder (none wanted, proctored, or the form completed). */
  next_reminder_at: Timestamp | null;
  /** The client's language: the invitation's, then the one they chose (issue 15). */
  language: ColumnType<Language, Language | undefined, Language>;
  /** The client's account (the invitation's `applicationUserId`): a password reset of it goes out in `language` (issue 37). Null for clients invited before. */
  application_user_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The client of each form (survey's FormCreated), and whether it was completed (FormCompleted). */
export interface ClientFormsTable {
  form_id: string;
  client_id: string;
  completed: boolean;
}

/** Each account's address and name (identity's events), for the notices to attorneys (issue 36); gone with the person. */
export interface AttorneysTable {
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** The attorney's notification settings (NotificationSettingsSaved); none saved: the defaults. */
export interface AttorneySettingsTable {
  user_id: string;
  email: JSONColumnType<NoticeChoices>;
  sms: JSONColumnType<NoticeChoices>;
  phone_number: string | null;
  not_started_days: number;
  version: number;
}

/** Each invited client, named for their attorney's notices, and whether they started (survey's FormStarted). */
export interface AttorneyClientsTable {
  client_id: string;
  subscriber_id: string;
  first_name: string | null;
  last_name: string | null;
  invited_at: Timestamp;
  invited_event_id: string;
  correlation_id: string;
  is_proctored: boolean;
  started: Generated<boolean>;
  not_started_notice_sent: Generated<boolean>;
}

/** Each supporter a client listed, named for the notice of their signed letter. */
export interface AttorneySupportersTable {
  supporter_id: string;
  client_id: string;
  first_name: string | null;
  last_name: string | null;
}

/** A canceled card subscription still running, and whether its users were told it ends (7 days before). */
export interface SubscriptionEndingsTable {
  subscription_id: string;
  user_ids: string[];
  /** The plan's name as billing's events give it ("Standard Monthly"). */
  plan_name: string;
  ends_at: Timestamp;
  canceled_event_id: string;
  correlation_id: string;
  notice_sent: Generated<boolean>;
}

export type ContentBlockRow = Selectable<ContentBlocksTable>;
export type ClientReminderRow = Selectable<ClientRemindersTable>;
