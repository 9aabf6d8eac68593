import { WithheldFields, type HistoryEvent, type HistoryOutline, type HistoryPage, type PersonalFieldState } from '@app/contracts';
import type { EventStore } from '../event-store/event-store.js';
import type { StoredEvent } from '../event-store/types.js';
import { isSealed, type PersonalDataVault } from '../personal-data/vault.js';

/** Events read from the store per round. */
const READ_BATCH = 500;
const withheld = new Set<string>(WithheldFields);

interface PageRequest {
  personIds: string[];
  afterPosition: string;
  detail: 'full' | 'outline';
  positions?: string[];
}

/**
 * One page of a service's events about some people: every event of every stream holding an event about
 * one of them, after `afterPosition`, as many as fit in `maxBytes` of JSON (a NATS message's bound); whole
 * (personal fields opened, "erased" once the person's key is gone, secrets withheld) or in outline (no
 * data). With `positions`, those events whole, in one page.
 */
export async function historyPage(
  service: string,
  store: EventStore,
  vault: PersonalDataVault,
  request: PageRequest,
  maxBytes: number,
): Promise<HistoryPage<HistoryEvent | HistoryOutline>> {
  const streams = await store.streamsAbout(request.personIds);
  if (request.positions) return { events: await historyEventsOf(service, await store.readPositions(streams, request.positions), vault), nextAfterPosition: null };
  const events: (HistoryEvent | HistoryOutline)[] = [];
  let bytes = 0;
  let after = request.afterPosition;
  for (;;) {
    const batch = await store.readStreamsAfter(streams, after, READ_BATCH, request.detail === 'full');
    const answered = request.detail === 'full' ? await historyEventsOf(service, batch, vault) : batch.map((stored) => outlineOf(service, stored));
    for (const event of answered) {
      const size = Buffer.byteLength(JSON.stringify(event));
      if (events.length > 0 && bytes + size > maxBytes) return { events, nextAfterPosition: after };
      events.push(event);
      bytes += size;
      after = event.position;
    }
    if (batch.length < READ_BATCH) return { events, nextAfterPosition: null };
  }
}

function outlineOf(service: string, stored: StoredEvent): HistoryOutline {
  const { eventId, occurredAt, actorUserId, correlationId, causationId } = stored.metadata;
  return {
    service,
    position: stored.position,
    eventId,
    streamId: stored.streamId,
    version: stored.version,
    type: stored.type,
    occurredAt,
    actorUserId,
    correlationId,
    causationId,
  };
}

/** The events as a reviewer sees them; each person's key is looked up once for the batch. */
async function historyEventsOf(service: string, batch: StoredEvent[], vault: PersonalDataVault): Promise<HistoryEvent[]> {
  const split = batch.map((stored) => {
    const personalFields: Record<string, PersonalFieldState> = {};
    const toOpen: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(stored.data)) {
      if (!isSealed(value)) continue;
      if (withheld.has(field)) personalFields[field] = 'withheld';
      else toOpen[field] = value;
    }
    return { personalFields, toOpen };
  });
  const opened = await vault.openEvents(split.map(({ toOpen }) => toOpen));
  return batch.map((stored, i) => {
    const { personalFields } = split[i];
    const shown: Record<string, unknown> = { ...stored.data };
    for (const field of Object.keys(personalFields)) shown[field] = null;
    for (const [field, value] of Object.entries(opened[i])) {
      personalFields[field] = value === null ? 'erased' : 'opened';
      shown[field] = value;
    }
    return { ...outlineOf(service, stored), data: shown, personalFields };
  });
}
