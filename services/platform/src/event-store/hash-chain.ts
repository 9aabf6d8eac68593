import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

export const GENESIS_HASH = '0'.repeat(64);

interface HashedFields {
  streamId: string;
  version: number;
  type: string;
  data: unknown;
  metadata: unknown;
}

/** RFC 8785 canonical JSON of the hashed fields of an event. */
export function canonicalEvent(event: HashedFields): string {
  return canonicalize({ streamId: event.streamId, version: event.version, type: event.type, data: event.data, metadata: event.metadata }) ?? '';
}

/**
 * hash = sha256(prev_hash || canonical JSON of the event): rewriting any stored event breaks the
 * chain. Postgres computes the same in append_events from the canonical JSON sent with the append.
 */
export function eventHash(prevHash: string, event: HashedFields): string {
  return createHash('sha256').update(prevHash).update(canonicalEvent(event)).digest('hex');
}

export interface ChainVerification {
  valid: boolean;
  /** First version whose stored hash does not match its recomputed one. */
  brokenAtVersion?: number;
}

export function verifyChain(events: (HashedFields & { prevHash: string; hash: string })[]): ChainVerification {
  let prev = GENESIS_HASH;
  for (const event of events) {
    if (event.prevHash !== prev || eventHash(prev, event) !== event.hash) {
      return { valid: false, brokenAtVersion: event.version };
    }
    prev = event.hash;
  }
  return { valid: true };
}
