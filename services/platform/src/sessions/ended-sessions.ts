import { LONGEST_TOKEN_MINUTES, SessionEndingEvents } from '@app/contracts';
import type { BusMessage } from '../bus/bus-message.js';
import { UnauthorizedError } from '../http/errors.js';

/** Whose session a token is, at which security stamps it was issued (identity's `securityStamp` claims). */
export interface TokenSession {
  userId: string;
  securityStamp: number | null;
  /** The site admin acting as the user (spoof login), whose own sessions may end too. */
  spoofedBy?: string;
  spoofedByStamp?: number | null;
}

/** How long an ending is kept: as long as a token issued before it could live, and a minute for clocks. */
export const ENDINGS_KEPT_MS = (LONGEST_TOKEN_MINUTES + 1) * 60_000;

const endsSessions = (type: string) => (SessionEndingEvents as readonly string[]).includes(type);

/**
 * The accounts whose sessions identity ended lately (a password changed or reset, a role revoked, an
 * account erased), from identity's events: a token issued before the ending is refused at once, whatever
 * its expiry. In memory, per process; an ending is forgotten once every token from before it has expired.
 */
export class EndedSessions {
  /** The lowest stamp a token of the account may still carry (Infinity: none, it was erased), and when. */
  private readonly endings = new Map<string, { stamp: number; at: number }>();

  /** Takes one of identity's user events; only those ending sessions change anything. */
  record(event: BusMessage): void {
    if (!endsSessions(event.type) || typeof event.data.userId !== 'string') return;
    const stamp = event.type === 'PersonalDataErased' ? Infinity : event.data.securityStamp;
    // An event appended before identity recorded the stamp in it: its tokens expired long ago.
    if (typeof stamp !== 'number') return;
    const known = this.endings.get(event.data.userId);
    this.endings.set(event.data.userId, { stamp: Math.max(stamp, known?.stamp ?? 0), at: Date.parse(event.metadata.occurredAt) });
  }

  /** A 401 for a token whose account's sessions (or the spoofing admin's) ended after it was issued. */
  assertCurrent(session: TokenSession): void {
    if (this.ended(session.userId, session.securityStamp)) throw new UnauthorizedError();
    if (session.spoofedBy && this.ended(session.spoofedBy, session.spoofedByStamp ?? null)) throw new UnauthorizedError();
  }

  /** Forgets the endings older than any token still alive. */
  forgetOld(now = Date.now()): void {
    for (const [userId, ending] of this.endings) if (now - ending.at > ENDINGS_KEPT_MS) this.endings.delete(userId);
  }

  private ended(userId: string, stamp: number | null): boolean {
    const ending = this.endings.get(userId);
    return ending !== undefined && (stamp ?? 0) < ending.stamp;
  }
}
