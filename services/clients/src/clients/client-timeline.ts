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
 * or deleted client (whose timeline `ClientDeleted` dropped, so nothing is added after it). The lock
 * is a key share: only `ClientDeleted`'s (FOR UPDATE) waits for it, while the other writers of the
 * client's row and timeline, each a consumer of its own, go on side by side (one invite moves three).
 */
export async function lockLiveClient(db: Kysely<ClientsDatabase>, clientId: string): Promise<boolean> {
  return (await lockLiveClients(db, [clientId])).has(clientId);
}

/** `lockLiveClient` for several clients at once (locked in id order): those of them neither unknown nor deleted. */
export async function lockLiveClients(db: Kysely<ClientsDatabase>, clientIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('clients')
    .select(['id', 'deleted'])
    .where('id', 'in', [...new Set(clientIds)])
    .orderBy('id')
    .forKeyShare()
    .execute();
  return new Set(rows.filter((row) => !row.deleted).map((row) => row.id));
}

export async function recordClientEvents(db: Kysely<ClientsDatabase>, entries: readonly TimelineEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('client_events')
    .values(
      entries.map((entry) => ({
        id: randomUUID(),
        client_id: entry.clientId,
        event_timestamp: entry.at,
        event_type: entry.type,
        description: entry.description,
        page_id: entry.pageId ?? null,
      })),
    )
    .execute();
}

export const recordClientEvent = (db: Kysely<ClientsDatabase>, entry: TimelineEntry) => recordClientEvents(db, [entry]);

/**
 * PageSaved entries for saves (in order) of pages, each unless the same page of the client has one
 * from the hour before it (one recorded by an earlier save of them counts too).
 */
export async function recordPagesSaved(db: Kysely<ClientsDatabase>, saves: readonly (TimelineEntry & { pageId: string })[]): Promise<void> {
  if (saves.length === 0) return;
  const since = new Date(Math.min(...saves.map((save) => Date.parse(save.at))) - PAGE_SAVED_COALESCE_MS);
  const recorded = await db
    .selectFrom('client_events')
    .select(['client_id', 'page_id', (eb) => eb.fn.max('event_timestamp').as('last')])
    .where('client_id', 'in', [...new Set(saves.map((save) => save.clientId))])
    .where('event_type', '=', 'PageSaved')
    .where('page_id', 'in', [...new Set(saves.map((save) => save.pageId))])
    .where('event_timestamp', '>', since)
    .groupBy(['client_id', 'page_id'])
    .execute();
  const lastOf = new Map(recorded.map((row) => [`${row.client_id}/${row.page_id}`, new Date(row.last).getTime()]));
  const entries: TimelineEntry[] = [];
  for (const save of saves) {
    const key = `${save.clientId}/${save.pageId}`;
    const at = Date.parse(save.at);
    const last = lastOf.get(key);
    if (last !== undefined && last > at - PAGE_SAVED_COALESCE_MS) continue;
    entries.push(save);
    lastOf.set(key, at);
  }
  await recordClientEvents(db, entries);
}
