import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClientEvent } from '@app/contracts';
import type { ClientsDatabase } from '../clients-database.js';

/** A message notification sends a client, and the channel it went by, as the timeline names them. */
export type MessageKind = 'Invitation' | 'Reminder';
export type MessageChannel = 'email' | 'text message';

/** The descriptions of the client's timeline (spec 02 §3 ClientEvent). */
export const TimelineTexts = {
  messageSent: (message: MessageKind, channel: MessageChannel) => `${message} sent by ${channel}.`,
  messageFailed: (message: MessageKind, channel: MessageChannel) => `${message} by ${channel} could not be sent.`,
  started: 'Started the questionnaire.',
  pageSaved: (pageTitle: string) => `Saved the page "${pageTitle}".`,
  completed: 'Completed the questionnaire.',
  checkedOut: (deviceName: string) => `Checked out for offline use on "${deviceName}".`,
  checkedIn: 'Checked in from offline use.',
  supporterLetterReceived: 'Letter of support received.',
} as const;

/** Saves of one page make one PageSaved event per this long at most. */
export const PAGE_SAVED_COALESCE_MS = 3_600_000;

export interface TimelineEntry {
  clientId: string;
  type: ClientEvent['eventType'];
  description: string;
  at: string;
  pageId?: string;
}

/**
 * Locks the client's row for a timeline written from another service's event: false for an unknown
 * or deleted client (whose timeline `ClientDeleted` dropped, so nothing is added after it).
 */
export async function lockLiveClient(db: Kysely<ClientsDatabase>, clientId: string): Promise<boolean> {
  const client = await db.selectFrom('clients').select('deleted').where('id', '=', clientId).forUpdate().executeTakeFirst();
  return client !== undefined && !client.deleted;
}

export async function recordClientEvent(db: Kysely<ClientsDatabase>, entry: TimelineEntry): Promise<void> {
  await db
    .insertInto('client_events')
    .values({ id: randomUUID(), client_id: entry.clientId, event_timestamp: entry.at, event_type: entry.type, description: entry.description, page_id: entry.pageId ?? null })
    .execute();
}

/** A PageSaved entry, unless the same page has one from the hour before `at`. */
export async function recordPageSaved(db: Kysely<ClientsDatabase>, entry: TimelineEntry & { pageId: string }): Promise<void> {
  const since = new Date(Date.parse(entry.at) - PAGE_SAVED_COALESCE_MS);
  const recent = await db
    .selectFrom('client_events')
    .select('id')
    .where('client_id', '=', entry.clientId)
    .where('event_type', '=', 'PageSaved')
    .where('page_id', '=', entry.pageId)
    .where('event_timestamp', '>', since)
    .executeTakeFirst();
  if (!recent) await recordClientEvent(db, entry);
}
