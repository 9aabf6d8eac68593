import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ClientEvent } from '@app/contracts';
import type { ClientsDatabase } from '../clients-database.js';

/** The descriptions of the client's timeline (spec 02 §3 ClientEvent). */
export const TimelineTexts = {
  inviteSent(useEmail: boolean, useSms: boolean): string | null {
    const channels = [useEmail && 'email', useSms && 'text message'].filter(Boolean);
    return channels.length ? `Invitation sent by ${channels.join(' and ')}.` : null;
  },
  started: 'Started the questionnaire.',
  pageSaved: (pageTitle: string) => `Saved the page "${pageTitle}".`,
  completed: 'Completed the questionnaire.',
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
