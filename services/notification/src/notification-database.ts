import type { ColumnType, Selectable } from 'kysely';
import type { PlatformDatabase, Timestamp } from '@app/platform';

/** Notification's database: its tables (migrations in `migrations/`) on top of the platform's. */
export interface NotificationDatabase extends PlatformDatabase {
  messages: MessagesTable;
  content_blocks: ContentBlocksTable;
  local_mailbox: LocalMailboxTable;
  local_outbox: LocalOutboxTable;
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

export type ContentBlockRow = Selectable<ContentBlocksTable>;
