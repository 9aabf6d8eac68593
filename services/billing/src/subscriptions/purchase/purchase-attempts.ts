import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { Messages } from '@app/contracts';
import { DomainError, PlatformRuntime } from '@app/platform';
import { Clock } from '../../clock.js';
import { BillingSettings } from '../../config.js';
import type { BillingDatabase } from '../../billing-database.js';

/** How often a duplicate of a purchase under way looks whether it has finished. */
const POLL_MS = 200;

/** A user's purchase under way, claimed in its own committed row (no connection is held while it runs). */
export interface PurchaseAttempt {
  userId: string;
  token: string;
  expiresAt: Date;
}

/**
 * At most one purchase per user at a time, across service instances, without holding a database
 * connection or transaction while Stripe is called: the attempt is a row in `purchase_attempts`,
 * committed before the first Stripe call and removed with the outcome (or when the attempt fails).
 * The same request again (a double click, a client retry) waits for the attempt to end, then finds
 * its outcome; any other purchase of the user meanwhile is 409. An attempt whose process died
 * expires after PURCHASE_ATTEMPT_EXPIRY_SECONDS; the next attempt takes over its row.
 */
@Injectable()
export class PurchaseAttempts {
  constructor(
    private readonly runtime: PlatformRuntime<BillingDatabase>,
    private readonly settings: BillingSettings,
    private readonly clock: Clock,
  ) {}

  async start(userId: string, fingerprint: string): Promise<PurchaseAttempt> {
    for (;;) {
      const now = this.clock.now();
      const attempt = { userId, token: randomUUID(), expiresAt: new Date(now.getTime() + this.settings.purchaseAttemptMs) };
      const claimed = await sql`
        INSERT INTO purchase_attempts (user_id, token, fingerprint, expires_at)
        VALUES (${userId}, ${attempt.token}, ${fingerprint}, ${attempt.expiresAt})
        ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, fingerprint = excluded.fingerprint, expires_at = excluded.expires_at
        WHERE purchase_attempts.expires_at <= ${now}
        RETURNING token`.execute(this.runtime.db);
      if (claimed.rows.length > 0) return attempt;
      const open = await this.runtime.db.selectFrom('purchase_attempts').select('fingerprint').where('user_id', '=', userId).executeTakeFirst();
      if (open && open.fingerprint !== fingerprint) throw new DomainError(409, Messages.purchaseInProgress);
      if (open) await sleep(POLL_MS);
    }
  }

  /**
   * Refuses to send the charge unless the attempt will still hold when Stripe has answered: an
   * attempt taken over after its expiry must not meet a charge of this one still on its way.
   */
  assertTimeForStripeCall(attempt: PurchaseAttempt): void {
    if (this.clock.now().getTime() + this.settings.longestStripeCallMs >= attempt.expiresAt.getTime()) {
      throw new Error('billing: purchase attempt too close to its expiry to charge');
    }
  }

  /** Ends the attempt (in `db`'s transaction when given, with its outcome); another's claim stays. */
  async finish(attempt: PurchaseAttempt, db: Kysely<BillingDatabase> = this.runtime.db): Promise<void> {
    await db.deleteFrom('purchase_attempts').where('user_id', '=', attempt.userId).where('token', '=', attempt.token).execute();
  }
}
